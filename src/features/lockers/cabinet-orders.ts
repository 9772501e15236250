import { dueBeforePickup } from '../../api/dues';
import type { Order, OrderInfo } from '../../api/schemas/order';
import type { Id } from '../../lib/id';

/**
 * Pure rules of the collect-or-store screen: which of the customer's sub-orders belong to this cabinet, what
 * blocks a collection (spec section 4: "some pickups require price-difference payment first"; section 8: the
 * timeout fee) and when an unpaid order can no longer be paid ('Order has timed out').
 */

export type CabinetOrders = { toStore: OrderInfo[]; toCollect: OrderInfo[] };

/**
 * Sub-orders to store here (bound to this cabinet, or an online order whose shoes are in no box yet, which is
 * bound here first) and to collect here (their shoes sit in a box of this cabinet). The list was asked for
 * this cabinet, so a sub-order whose cabinet the server leaves unsaid is taken as this cabinet's. `elsewhere`:
 * the customer's online orders bound to another cabinet of this shop and not stored there (`boundElsewhere`),
 * which a server may leave out of this cabinet's list: they can be stored here all the same.
 */
export function cabinetOrders(
  list: readonly OrderInfo[],
  lockerNo: string,
  elsewhere: readonly OrderInfo[] = [],
): CabinetOrders {
  const toStore: OrderInfo[] = [];
  const toCollect: OrderInfo[] = [];
  for (const info of list) {
    const here = info.lockerNo === lockerNo || info.lockerNo === undefined;
    if (info.action === 'store' && (here || needsBinding(info, lockerNo))) toStore.push(info);
    else if (info.action === 'pick' && here) toCollect.push(info);
  }
  for (const info of elsewhere) {
    if (!toStore.some((row) => row.orderInfoId === info.orderInfoId)) toStore.push(info);
  }
  return { toStore, toCollect };
}

/**
 * An online order whose shoes are in no box yet is bound to this cabinet when the customer stores it here: one
 * not bound anywhere, or one bound to another cabinet (where a box may have failed to open, or none was free).
 * Binding is the server's note of where the shoes will go, not the customer's promise: until they are stored,
 * they can go into any cabinet of the shop (binding again frees a box kept at the cabinet before).
 */
export function needsBinding(info: OrderInfo, lockerNo: string): boolean {
  if (info.kind !== 'online' || info.action !== 'store') return false;
  return info.lockerNo === null || (info.lockerNo !== undefined && info.lockerNo !== lockerNo);
}

/** The cabinet an online order was bound to before, when it is bound here on storing: its name, for the card. */
export function boundBefore(info: OrderInfo, lockerNo: string): string | null {
  if (!needsBinding(info, lockerNo) || !info.lockerNo) return null;
  return info.lockerName || info.lockerNo;
}

/**
 * The customer's paid online orders bound to another cabinet of this cabinet's shop and not stored yet (read
 * from their orders waiting to be stored), as sub-orders to store here: a server that keeps a binding after a
 * box failed to open (or was not free) lists them at that cabinet only, and they must not be stuck there. An
 * order or cabinet whose shop is not said is taken as this shop's (the server refuses a binding across shops).
 */
export function boundElsewhere(orders: readonly Order[], lockerNo: string, shopId: Id | null | undefined): OrderInfo[] {
  const rows: OrderInfo[] = [];
  for (const order of orders) {
    if (order.status !== 'to-be-stored' || order.kind !== 'online' || order.orderInfoId === null) continue;
    if (!order.locker || order.locker.lockerNo === lockerNo) continue;
    if (shopId != null && order.shopId !== null && order.shopId !== shopId) continue;
    rows.push({
      orderInfoId: order.orderInfoId,
      orderId: order.id,
      orderNo: order.orderNo,
      type: order.type,
      kind: order.kind,
      status: order.status,
      action: 'store',
      lockerNo: order.locker.lockerNo,
      lockerName: order.locker.name,
      storeNo: null,
      // a box kept at the other cabinet is not this cabinet's: one is given here when the shoes are stored
      boxNo: null,
      pickupCode: order.pickupCode,
      createdAt: order.createdAt,
      freeUntil: null,
      overtimeRule: null,
      priceDifference: null,
      priceDifferenceDue: null,
      overtimeFeeDue: null,
      items: order.items,
      photos: order.photos,
    });
  }
  return rows;
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
