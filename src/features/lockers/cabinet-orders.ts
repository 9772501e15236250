import { dueBeforePickup } from '../../api/dues';
import type { Order, OrderInfo } from '../../api/schemas/order';

/**
 * Pure rules of the collect-or-store screen: which of the customer's sub-orders belong to this cabinet, what
 * blocks a collection (spec section 4: "some pickups require price-difference payment first"; section 8: the
 * timeout fee) and when an unpaid order can no longer be paid ('Order has timed out').
 */

export type CabinetOrders = { toStore: OrderInfo[]; toCollect: OrderInfo[] };

/**
 * Sub-orders to store here (bound to this cabinet, or an online order not bound anywhere yet, which is
 * bound here first) and to collect here (their shoes sit in a box of this cabinet). The list was asked for
 * this cabinet, so a sub-order whose cabinet the server leaves unsaid is taken as this cabinet's.
 */
export function cabinetOrders(list: readonly OrderInfo[], lockerNo: string): CabinetOrders {
  const toStore: OrderInfo[] = [];
  const toCollect: OrderInfo[] = [];
  for (const info of list) {
    const here = info.lockerNo === lockerNo || info.lockerNo === undefined;
    if (info.action === 'store' && (here || needsBinding(info))) toStore.push(info);
    else if (info.action === 'pick' && here) toCollect.push(info);
  }
  return { toStore, toCollect };
}

/** An online order that is bound to this cabinet when the customer stores it. */
export function needsBinding(info: OrderInfo): boolean {
  return info.lockerNo === null && info.kind === 'online';
}

/**
 * What must be paid before the box opens for collecting (src/api/dues.ts): the price difference first, then the
 * overtime fee. `amount` is null when the server says it is owed but not how much (the payment page asks it).
 */
export type CollectBlock = { kind: 'price-difference' | 'overdue'; amount: number | null };

export function collectBlock(info: OrderInfo): CollectBlock | null {
  const dues = dueBeforePickup(info);
  if (dues.priceDifference.owed) return { kind: 'price-difference', amount: dues.priceDifference.amount };
  if (dues.overtimeFee.owed) return { kind: 'overdue', amount: dues.overtimeFee.amount };
  return null;
}

/** Unpaid orders placed for this cabinet (or online, not bound yet): they are paid before storing. */
export function unpaidHere(orders: readonly Order[], lockerNo: string): Order[] {
  return orders.filter(
    (order) =>
      order.status === 'unpaid' &&
      (order.locker?.lockerNo === lockerNo || (order.kind === 'online' && order.locker === null)),
  );
}

/** 'Order has timed out': the pay window of an unpaid order has passed. */
export function payWindowClosed(order: Pick<Order, 'status' | 'payDeadline'>, now = Date.now()): boolean {
  if (order.status !== 'unpaid' || !order.payDeadline) return false;
  return order.payDeadline.getTime() <= now;
}
