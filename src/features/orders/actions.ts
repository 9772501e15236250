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
  | 'findCabinet'
  | 'progress';

export type OrderAction = { kind: OrderActionKind; primary: boolean };

/** What is still owed before collecting, as the sub-order call tells it (falls back to the order's own fields). */
export type Dues = { priceDifference: number; overtimeFee: number };

export function duesOf(order: Order, info?: { priceDifferenceDue: number; overtimeFeeDue: number } | null): Dues {
  return {
    priceDifference:
      info?.priceDifferenceDue ??
      (order.priceDifference && !order.priceDifference.paid ? order.priceDifference.amount : 0),
    overtimeFee: info?.overtimeFeeDue ?? order.overtimeFee,
  };
}

/** An unpaid order past its pay deadline can no longer be paid ('Order has timed out'). */
export function payTimedOut(order: Order, now: Date | number = Date.now()): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  return order.status === 'unpaid' && order.payDeadline !== null && order.payDeadline.getTime() < at;
}

const refundable = (status: OrderStatus) => (REFUNDABLE_STATUSES as readonly OrderStatus[]).includes(status);

/** Cabinet and online orders are stored and collected at a cabinet. */
const atCabinet = (order: Order) => order.kind === 'cabinet' || order.kind === 'online';

export function orderActions(order: Order, dues: Dues = duesOf(order), now: Date | number = Date.now()): OrderAction[] {
  const actions: OrderAction[] = [];
  const add = (kind: OrderActionKind, primary = false) => actions.push({ kind, primary });
  switch (order.status) {
    case 'unpaid':
      if (!payTimedOut(order, now)) add('pay', true);
      break;
    case 'to-be-stored':
      if (atCabinet(order)) add(order.locker ? 'goToCabinet' : 'findCabinet', true);
      break;
    case 'to-be-collected':
      if (atCabinet(order) && order.locker && order.boxNo) add('goToCabinet', true);
      break;
    case 'price-difference':
      if (dues.priceDifference > 0) add('payDifference', true);
      else if (order.locker && order.boxNo) add('goToCabinet', true);
      break;
    case 'overdue':
      if (dues.overtimeFee > 0) add('payOverdue', true);
      else if (order.locker && order.boxNo) add('goToCabinet', true);
      break;
    default:
      break;
  }
  // A price difference and an overtime fee can both be owed: offer the second one too.
  if (order.status === 'price-difference' && dues.overtimeFee > 0) add('payOverdue');
  if (order.status === 'overdue' && dues.priceDifference > 0) add('payDifference');
  if (refundable(order.status)) add('refund');
  add('progress');
  return actions;
}
