import type { OrderKind } from '../../api/schemas/order';
import type { OrderContext } from '../goods';

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
