import type { Order, OrderStatus } from '../../api/schemas/order';
import { type OrderActionKind, orderActions } from '../orders';

/**
 * The orders Home leads with: those the customer still has something to do with or wait for, most urgent
 * first (money owed before the shoes can be collected, then shoes waiting in a box, an order to pay, shoes to
 * store, then shoes at the shop), each with its one next action.
 */
const URGENCY: Partial<Record<OrderStatus, number>> = {
  'price-difference': 0,
  overdue: 0,
  'to-be-collected': 1,
  unpaid: 2,
  'to-be-stored': 3,
  'pending-acceptance': 4,
  cleaning: 4,
};

export type LiveOrder = { order: Order; action: OrderActionKind };

export function liveOrders(orders: Order[], now: Date): LiveOrder[] {
  return orders
    .flatMap((order) => {
      const urgency = URGENCY[order.status];
      if (urgency === undefined) return [];
      const actions = orderActions(order, undefined, now);
      // an unpaid order past its deadline can no longer be paid: nothing to do, not live
      if (order.status === 'unpaid' && !actions.some((action) => action.kind === 'pay')) return [];
      const action = actions.find((candidate) => candidate.primary)?.kind ?? 'progress';
      return [{ order, action, urgency }];
    })
    .sort((a, b) => a.urgency - b.urgency) // stable: newest first within a rank, as the server lists them
    .map(({ order, action }) => ({ order, action }));
}
