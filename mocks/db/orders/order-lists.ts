import { ORDER_STATUSES, type OrderInfoAction, type OrderStatus } from '../../../src/api/schemas/order';
import type { Lang } from '../../lib/text';
import type { Db } from '../types';
import { lockerOf } from './lookups';
import { actionOf, refreshOrdersOf } from './order-state';
import { orderView } from './order-views';
import type { OrderRow } from './tables';

/** A customer's orders (and every order, for the developer panel), as the list calls want them. */

export function orderCounts(db: Db, userId: number): Record<OrderStatus | 'all', number> {
  const rows = refreshOrdersOf(db, userId);
  const counts = { all: rows.length } as Record<OrderStatus | 'all', number>;
  for (const status of ORDER_STATUSES) counts[status] = rows.filter((row) => row.status === status).length;
  return counts;
}

/** The customer's orders, newest first, optionally in one status. */
export function ordersOf(db: Db, userId: number, status?: OrderStatus): OrderRow[] {
  return refreshOrdersOf(db, userId)
    .filter((row) => !status || row.status === status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** Sub-orders waiting to be stored or collected (at one cabinet when given, with its shop's unbound online ones). */
export function orderInfosOf(db: Db, userId: number, lockerNo?: string, action?: OrderInfoAction): OrderRow[] {
  return ordersOf(db, userId).filter((row) => {
    const next = actionOf(row);
    if (!next || (action && next !== action)) return false;
    if (!lockerNo) return true;
    if (row.lockerNo === lockerNo) return true;
    // An online order not bound yet can be stored at any cabinet of its shop (bind it there first).
    return (
      next === 'store' &&
      row.kind === 'online' &&
      row.lockerNo === null &&
      lockerOf(db, lockerNo)?.shopId === row.shopId
    );
  });
}

/** Every order, for the developer panel. */
export function allOrders(db: Db, lang: Lang) {
  return refreshOrdersOf(db)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map((row) => ({ ...orderView(db, row, lang), userId: row.userId, requestId: row.requestId }));
}
