/** Creating an order: the screen only (lazily loaded by the route table). */
export type { OrderDraft } from './draft';
