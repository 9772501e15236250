import type { Order } from '../../api/schemas/order';

/**
 * What the amount on an order's card is: "To pay" while unpaid, as Home says it, and "Paid"
 * after. An order refunded (or in a stage the app cannot name) with no payment on record paid nothing and owes
 * nothing: its amount is only its total.
 */
export function amountLabelKey(
  order: Pick<Order, 'status' | 'paidAt' | 'refund'>,
): 'orders.summary.toPay' | 'orders.summary.paid' | 'orders.summary.total' {
  if (order.status === 'unpaid') return 'orders.summary.toPay';
  if (order.status !== 'refund' && order.status !== 'other') return 'orders.summary.paid';
  const paid = order.paidAt !== null || (order.refund?.amount ?? 0) > 0;
  return paid ? 'orders.summary.paid' : 'orders.summary.total';
}
