/** Creating an order: the screen (lazily loaded by the route table), and what other screens show of it. */
export type { OrderDraft } from './draft';
export { LastCreate } from './LastCreate';
