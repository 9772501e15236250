import type { QueryClient } from '@tanstack/react-query';
import { type OrderLineInput, orderQueries } from '../../api/order';
import type { Order, OrderStatus } from '../../api/schemas/order';
import type { Id } from '../../lib/id';

/**
 * Finding the order a create made when its answer did not say which it is (no answer came, or one without a
 * readable order): the customer's newest orders are read back and the one with the same goods, created since
 * the form sent it, is taken. A real server knows nothing of our request id, so this is what keeps one submit
 * to one order.
 */

/** How far a server's clock may be behind the phone's, and still count an order as made by this submit. */
export const CLOCK_SLACK_MS = 5 * 60_000;
/** How many of the newest orders are looked at. */
export const FIND_PAGE_SIZE = 10;

/** Statuses a just-created order cannot be in yet. */
const NOT_NEW: readonly OrderStatus[] = ['completed', 'refund', 'cleaning', 'overdue', 'price-difference'];

const goodsKey = (lines: readonly { goodsId: Id; count: number }[]) => {
  const counts = new Map<Id, number>();
  for (const line of lines) counts.set(line.goodsId, (counts.get(line.goodsId) ?? 0) + line.count);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b)) // any fixed order will do: this is a key, not a ranking
    .map(([id, count]) => `${id}x${count}`)
    .join(',');
};

/**
 * Whether `order` can be the one this submit created: the same goods (when the server lists them), created
 * since the form sent it (when the server says when; allowing for its clock), and in a status a new order has.
 */
export function madeBySubmit(order: Order, items: readonly OrderLineInput[], sentAt: number): boolean {
  if (NOT_NEW.includes(order.status)) return false;
  if (order.items.length > 0 && goodsKey(order.items) !== goodsKey(items)) return false;
  if (order.createdAt && order.createdAt.getTime() < sentAt - CLOCK_SLACK_MS) return false;
  return true;
}

/**
 * The newest order (the list is newest first) this submit made, or null. An order the server gives no time
 * for counts only when it is the newest of all, since nothing else tells it from an older one with the same
 * goods. The read may fail (the network is still down): the caller then knows nothing yet.
 */
export async function findCreatedOrder(
  reads: QueryClient,
  items: readonly OrderLineInput[],
  sentAt: number,
): Promise<Order | null> {
  const page = orderQueries.page({ pageNum: 1, pageSize: FIND_PAGE_SIZE });
  const { list } = await reads.fetchQuery({ ...page, staleTime: 0 });
  return list.find((order, index) => madeBySubmit(order, items, sentAt) && (order.createdAt || index === 0)) ?? null;
}
