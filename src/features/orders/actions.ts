import { type DueSource, dueAmount, dueOfOrder } from '../../api/dues';
import { type Order, type OrderStatus, REFUNDABLE_STATUSES } from '../../api/schemas/order';

/**
 * What the customer can do with an order, by its state (the buttons of the order detail). Pure, so every
 * state's buttons are tested once.
 */
export type OrderActionKind =
  | 'pay'
  | 'refund'
  | 'payDifference'
  | 'payOverdue'
  | 'goToCabinet'
  | 'storeNow'
  | 'findCabinet'
  | 'progress';

export type OrderAction = { kind: OrderActionKind; primary: boolean };

/**
 * What is still owed before collecting (src/api/dues.ts: the sub-order's word first when it was read, then the
 * order's own fields): the amounts the server said (0 when nothing is owed or it did not say how much), and
 * whether each is owed at all (true with an amount of 0 when only the status says so: the payment page then
 * asks the server for it).
 */
export type Dues = {
  priceDifference: number;
  overtimeFee: number;
  owed: { priceDifference: boolean; overtimeFee: boolean };
};

export function duesOf(order: Order, info?: DueSource | null): Dues {
  const due = dueOfOrder(order, info);
  return {
    priceDifference: dueAmount(due.priceDifference),
    overtimeFee: dueAmount(due.overtimeFee),
    owed: { priceDifference: due.priceDifference.owed, overtimeFee: due.overtimeFee.owed },
  };
}

/** An unpaid order past its pay deadline can no longer be paid ('Order has timed out'). */
export function payTimedOut(order: Order, now: Date | number = Date.now()): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  return order.status === 'unpaid' && order.payDeadline !== null && order.payDeadline.getTime() < at;
}

const refundable = (status: OrderStatus) => (REFUNDABLE_STATUSES as readonly OrderStatus[]).includes(status);

/** A voucher paid the whole order: nothing was paid in money, so there is no method to name and no money to refund. */
export const paidWithVoucher = (order: Order) =>
  order.status !== 'unpaid' && order.actualPayment === 0 && order.voucher > 0;

/** Cabinet and online orders are stored and collected at a cabinet; one of a kind the app does not know, if bound to one. */
const atCabinet = (order: Order) =>
  order.kind === 'cabinet' || order.kind === 'online' || (order.kind === 'other' && order.locker !== null);

/**
 * How long after paying a scan order the customer is taken to be still at its cabinet: a scan order is placed
 * standing there, so the next step is storing the shoes at once; later, the cabinet is only a place
 * to go to, and opening a box from afar would leave it open with nobody there.
 */
export const AT_CABINET_AFTER_PAYING_MS = 30 * 60_000;

const justPaidAtCabinet = (order: Order, at: number) =>
  order.kind === 'cabinet' &&
  order.locker !== null &&
  order.orderInfoId !== null &&
  order.paidAt !== null &&
  at - order.paidAt.getTime() < AT_CABINET_AFTER_PAYING_MS;

export function orderActions(order: Order, dues: Dues = duesOf(order), now: Date | number = Date.now()): OrderAction[] {
  const actions: OrderAction[] = [];
  const add = (kind: OrderActionKind, primary = false) => actions.push({ kind, primary });
  // paying a due and the progress go through the sub-order: without its id (a server left it out) the order
  // leads to its cabinet, where the sub-orders are listed
  const subOrder = order.orderInfoId !== null;
  const owes = { difference: subOrder && dues.owed.priceDifference, overtime: subOrder && dues.owed.overtimeFee };
  switch (order.status) {
    case 'unpaid':
      if (!payTimedOut(order, now)) add('pay', true);
      break;
    case 'to-be-stored':
      if (justPaidAtCabinet(order, typeof now === 'number' ? now : now.getTime())) add('storeNow', true);
      else if (atCabinet(order)) add(order.locker ? 'goToCabinet' : 'findCabinet', true);
      break;
    case 'to-be-collected':
      if (atCabinet(order) && order.locker && order.boxNo) add('goToCabinet', true);
      break;
    case 'price-difference':
      if (owes.difference) add('payDifference', true);
      else if (order.locker && order.boxNo) add('goToCabinet', true);
      break;
    case 'overdue':
      if (owes.overtime) add('payOverdue', true);
      else if (order.locker && order.boxNo) add('goToCabinet', true);
      break;
    default:
      break;
  }
  // A price difference and an overtime fee can both be owed: offer the second one too.
  if (order.status === 'price-difference' && owes.overtime) add('payOverdue');
  if (order.status === 'overdue' && owes.difference) add('payDifference');
  if (refundable(order.status) && !paidWithVoucher(order)) add('refund');
  if (subOrder) add('progress');
  return actions;
}
