import type { OrderContext } from './order-context';

/**
 * How an order is placed: scanning a cabinet ('cabinet', stored there next), online ('online', bound to a
 * cabinet later with `/order/binding-order`), at a store ('store', handed over the counter) or door-to-door.
 */
export const ORDER_KINDS = ['cabinet', 'online', 'store', 'door-to-door'] as const;
/** A kind to order with (what the app sends). */
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * The order kind the query asks for: `kind=door` door-to-door, `kind=online` online (stored in a cabinet
 * later, or at `lockerNo` when given), `kind=scan` (or no kind) at the store scanned (`storeNo`) or the
 * cabinet scanned (`lockerNo`). Null when the customer still has to choose.
 */
export function resolveOrderKind(context: OrderContext): OrderKind | null {
  if (context.kind === 'door') return 'door-to-door';
  if (context.kind === 'online') return 'online';
  if (context.storeNo) return 'store';
  if (context.lockerNo) return 'cabinet';
  return null;
}

/** The cabinet whose free boxes matter for this order: a cabinet order, or an online order bound to one. */
export function cabinetOf(kind: OrderKind | null, context: OrderContext): string | null {
  if ((kind === 'cabinet' || kind === 'online') && context.lockerNo) return context.lockerNo;
  return null;
}
