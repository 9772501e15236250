import type { Order, OrderStatus } from '../../api/schemas/order';
import { type OrderActionKind, orderActions } from '../orders';

/**
 * The orders Home leads with: those the customer still has something to do with or wait for, most urgent
 * first: money owed (what keeps shoes in their box, then an order to pay), then shoes waiting in a box, shoes
 * to store, then shoes at the shop; each with its one next action.
 */
const URGENCY: Partial<Record<OrderStatus, number>> = {
  'price-difference': 0,
  overdue: 0,
  unpaid: 1,
  'to-be-collected': 2,
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

/**
 * The live orders Home draws as cards, and how many it only counts: every order that wants something from
 * the customer (an action of their own, not just its progress) gets a card, however many, since leaving one
 * out hides money owed or shoes to store; orders that only wait for the shop fill the cards up to
 * `cards`, and the rest are counted, with the way to the order list.
 */
export function homeCards(live: readonly LiveOrder[], cards: number): { shown: LiveOrder[]; more: number } {
  const wanting = live.filter((entry) => entry.action !== 'progress');
  const room = Math.max(0, cards - wanting.length);
  const waiting = live.filter((entry) => entry.action === 'progress');
  const shown = live.filter((entry) => entry.action !== 'progress' || waiting.indexOf(entry) < room);
  return { shown, more: live.length - shown.length };
}
