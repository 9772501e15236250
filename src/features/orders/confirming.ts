import type { TFunction } from 'i18next';
import type { Order } from '../../api/schemas/order';
import type { ConfirmingPayment } from '../../state/payments-confirming';
import { confirmingEntry, confirmingKeys } from '../payment-confirming';
import type { Dues, OrderAction } from './actions';

/** The order's payments being confirmed (src/features/payment-confirming/), by the action that would pay them again. */
export type OrderConfirming = {
  pay: ConfirmingPayment | null;
  payDifference: ConfirmingPayment | null;
  payOverdue: ConfirmingPayment | null;
};

/**
 * Which of the order's payments the chat app or the card page said were made and the server has not
 * confirmed yet. Each counts only while the server still asks for that money: an order no longer unpaid, a
 * difference or fee no longer owed, is the server's word that it was paid.
 */
export function orderConfirming(
  entries: readonly ConfirmingPayment[],
  order: Order,
  dues: Dues,
  now: Date | number = Date.now(),
): OrderConfirming {
  const due = (kind: 'overdue' | 'price-difference') =>
    order.orderInfoId === null ? null : confirmingEntry(entries, confirmingKeys.due(order.orderInfoId, kind), now);
  return {
    pay: order.status === 'unpaid' ? confirmingEntry(entries, confirmingKeys.order(order.id), now) : null,
    payDifference: dues.owed.priceDifference ? due('price-difference') : null,
    payOverdue: dues.owed.overtimeFee ? due('overdue') : null,
  };
}

/** The payment of the order's own status being confirmed: what its status tag and Home's card show. */
export function statusConfirming(order: Order, confirming: OrderConfirming): ConfirmingPayment | null {
  if (order.status === 'unpaid') return confirming.pay;
  if (order.status === 'price-difference') return confirming.payDifference;
  if (order.status === 'overdue') return confirming.payOverdue;
  return null;
}

/** The keys of entries about this order that the server has settled (paid, or nothing owed any more). */
export function settledKeys(entries: readonly ConfirmingPayment[], order: Order, dues: Dues): string[] {
  const settled: string[] = [];
  if (order.status !== 'unpaid') settled.push(confirmingKeys.order(order.id));
  if (order.orderInfoId !== null) {
    if (!dues.owed.priceDifference) settled.push(confirmingKeys.due(order.orderInfoId, 'price-difference'));
    if (!dues.owed.overtimeFee) settled.push(confirmingKeys.due(order.orderInfoId, 'overdue'));
  }
  return settled.filter((key) => entries.some((entry) => entry.key === key));
}

/** The order's actions without those that would pay again what is being confirmed. */
export function withoutConfirmed(actions: OrderAction[], confirming: OrderConfirming | null): OrderAction[] {
  if (!confirming) return actions;
  return actions.filter(
    (action) =>
      !(action.kind === 'pay' || action.kind === 'payDifference' || action.kind === 'payOverdue') ||
      !confirming[action.kind],
  );
}

/** What the payment being confirmed is for, in the customer's words. */
export function confirmingLabel(t: TFunction, order: Order): string {
  const orderNo = order.orderNo;
  if (order.status === 'price-difference') return t('payment.subject.priceDifference', { orderNo });
  if (order.status === 'overdue') return t('payment.subject.overdue', { orderNo });
  return t('payment.subject.order', { orderNo });
}
