import type { Order } from '../../api/schemas/order';

/**
 * What the amount on an order's card is: "To pay" while unpaid, as Home says it, and "Paid"
 * after. An order refunded (or in a stage the app cannot name) with no payment on record paid nothing and owes
 * nothing: its amount is only its total.
 */
export function amountLabelKey(
  order: Pick<Order, 'status' | 'paidAt' | 'refund'>,
): 'orders.list.toPay' | 'orders.list.paid' | 'orders.list.total' {
  if (order.status === 'unpaid') return 'orders.list.toPay';
  if (order.status !== 'refund' && order.status !== 'other') return 'orders.list.paid';
  const paid = order.paidAt !== null || (order.refund?.amount ?? 0) > 0;
  return paid ? 'orders.list.paid' : 'orders.list.total';
}
