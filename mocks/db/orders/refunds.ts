import { type OrderStatus, REFUNDABLE_STATUSES } from '../../../src/api/schemas/order';
import { failure } from '../../lib/failure';
import { creditBalance, restoreCoupon } from '../commerce';
import type { UserRow } from '../core';
import type { Db } from '../types';
import { releaseBox } from './boxes';
import { addFlow } from './flow';
import { orderById } from './lookups';
import { ORDER_MESSAGES } from './messages';
import type { RefundStatus } from './tables';

/**
 * `/order/refund`: from to be stored or pending acceptance (paid: an unpaid order has nothing to refund).
 * Balance payments go back at once.
 */
export function refundOrder(db: Db, user: UserRow, orderId: unknown, reasonId: unknown, remark: unknown) {
  const now = Date.now();
  const row = orderById(db, user.id, Number(orderId));
  if (row.status === 'unpaid') throw failure(ORDER_MESSAGES.nothingPaid);
  if (!(REFUNDABLE_STATUSES as readonly OrderStatus[]).includes(row.status))
    throw failure(ORDER_MESSAGES.notRefundable);
  const reason = db.refundReasons.find((r) => r.id === Number(reasonId));
  if (!reason) throw failure(ORDER_MESSAGES.chooseReason);
  const paid = row.paidAt !== null;
  const amount = paid ? row.actualPayment : 0;
  let status: RefundStatus = 'refunded';
  if (paid && amount > 0) {
    if (row.payMethod === 'balance') creditBalance(db, user.id, amount, 'order-refund', row.orderNo);
    else status = 'refunding';
  }
  // Payments still pending for this order can no longer pay it.
  for (const payment of db.orderPayments)
    if (payment.status === 'pending' && payment.purpose === 'order' && payment.orderIds.includes(row.id))
      payment.status = 'failed';
  releaseBox(db, row);
  if (row.couponId !== null) restoreCoupon(db, row.couponId);
  row.status = 'refund';
  row.refund = {
    reasonId: reason.id,
    reason: reason.text,
    remark: typeof remark === 'string' && remark.trim() ? remark.trim().slice(0, 200) : null,
    status,
    amount,
  };
  addFlow(row, 'refund-requested', now);
  if (status === 'refunded') addFlow(row, 'refunded', now);
  return row;
}
