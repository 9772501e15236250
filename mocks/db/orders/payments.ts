import { PAYABLE_METHODS, type PayableMethod } from '../../../src/api/schemas/order';
import { failure } from '../../lib/failure';
import { round2 } from '../../lib/money';
import { iso } from '../../lib/time';
import { type BillKind, chargeBalance } from '../commerce';
import type { UserRow } from '../core';
import type { Db } from '../types';
import { newTradeNo } from './ids';
import { orderById, orderByInfoId } from './lookups';
import { ORDER_MESSAGES } from './messages';
import { overtimeDue, priceDifferenceDue } from './order-state';
import type { PaymentStart } from './payment-view';
import type { OrderPaymentRow, OrderRow, PaymentPurpose } from './tables';
import { markPaid, settleOvertimeFee, settlePriceDifference } from './transitions';

/**
 * Paying orders: the order itself (alone or several together), a price difference or an overtime fee.
 * Balance (or nothing to pay) completes at once; chat-app and card wait for the payment provider.
 */

export type PaymentOutcome = 'paid' | 'success' | 'failed' | 'cancelled';
export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['paid', 'success', 'failed', 'cancelled'];

export const isPayable = (value: unknown): value is PayableMethod =>
  (PAYABLE_METHODS as readonly unknown[]).includes(value);

const BILL_KIND: Record<PaymentPurpose, BillKind> = {
  order: 'order-payment',
  'price-difference': 'price-difference-payment',
  'timeout-fee': 'overdue-expense',
};

/** What a completed payment does to its orders. */
function settlePayment(db: Db, payment: OrderPaymentRow, now = Date.now()) {
  payment.status = 'paid';
  payment.paidAt = iso(now);
  for (const id of payment.orderIds) {
    const row = db.orders.find((o) => o.id === id);
    if (!row) continue;
    if (payment.purpose === 'order') {
      if (row.status === 'unpaid') markPaid(row, payment.payMethod, payment.tradeNo, now);
    } else if (payment.purpose === 'price-difference') {
      if (row.priceDifference && !row.priceDifference.paid) settlePriceDifference(row, now);
    } else {
      settleOvertimeFee(row, payment.amount, now);
    }
  }
}

/**
 * Starts a payment of some orders. Balance (or nothing to pay) completes at once; chat-app and card leave a
 * pending payment that `confirmOrderPayment` completes.
 */
export function startPayment(
  db: Db,
  userId: number,
  purpose: PaymentPurpose,
  rows: OrderRow[],
  amount: number,
  payMethod: unknown,
  returnUrl: unknown,
  now = Date.now(),
): PaymentStart {
  if (!isPayable(payMethod)) throw failure(ORDER_MESSAGES.choosePayMethod);
  const payment: OrderPaymentRow = {
    tradeNo: newTradeNo(now),
    userId,
    purpose,
    orderIds: rows.map((row) => row.id),
    amount: round2(amount),
    payMethod,
    status: 'pending',
    returnUrl: typeof returnUrl === 'string' && returnUrl ? returnUrl : null,
    createdAt: iso(now),
    paidAt: null,
  };
  let balance: number | null = null;
  if (payMethod === 'balance' && payment.amount > 0) {
    const charged = chargeBalance(db, userId, payment.amount, BILL_KIND[purpose], rows.map((r) => r.orderNo).join(','));
    if (!charged.ok) throw failure(ORDER_MESSAGES.insufficient);
    balance = charged.balance;
  }
  db.orderPayments.push(payment);
  if (purpose === 'order') for (const row of rows) row.tradeNo = payment.tradeNo;
  if (payMethod === 'balance' || payment.amount === 0) settlePayment(db, payment, now);
  return { row: payment, balance };
}

/**
 * Completes (or fails) a pending chat-app or card payment of orders, as the payment provider's callback
 * would: `POST /__mock/pay/confirm {tradeNo, outcome}` comes here when the trade number is an order
 * payment's ('OP…'; the wallet's handler answers for top-ups). `outcome` is 'paid' (or 'success') or
 * 'failed' (or 'cancelled'). Returns null for a trade number that is not an order payment; confirming a
 * settled payment again changes nothing.
 */
export function confirmOrderPayment(db: Db, tradeNo: string, outcome: PaymentOutcome) {
  const payment = db.orderPayments.find((row) => row.tradeNo === tradeNo);
  if (!payment) return null;
  if (payment.status === 'pending') {
    if (outcome === 'paid' || outcome === 'success') settlePayment(db, payment);
    else payment.status = 'failed';
  }
  return { tradeNo: payment.tradeNo, status: payment.status, purpose: payment.purpose, orderIds: payment.orderIds };
}

export function isOrderTradeNo(tradeNo: string): boolean {
  return /^OP\d+$/.test(tradeNo);
}

function ensurePayable(row: OrderRow, now: number) {
  if (row.status !== 'unpaid') throw failure(ORDER_MESSAGES.notUnpaid);
  if (row.payDeadline && Date.parse(row.payDeadline) < now) throw failure(ORDER_MESSAGES.timedOut);
}

/** `/order/group-pay`: pays unpaid orders of the customer together (one balance record for all). */
export function groupPay(db: Db, user: UserRow, orderIds: unknown, payMethod: unknown, returnUrl: unknown) {
  const now = Date.now();
  const ids = Array.isArray(orderIds) ? [...new Set(orderIds.map(Number))] : [];
  if (ids.length === 0) throw failure(ORDER_MESSAGES.orderNotFound, 404);
  const rows = ids.map((id) => orderById(db, user.id, id));
  for (const row of rows) ensurePayable(row, now);
  const total = round2(rows.reduce((sum, row) => sum + row.actualPayment, 0));
  return startPayment(db, user.id, 'order', rows, total, payMethod, returnUrl, now);
}

export function payPriceDifference(
  db: Db,
  user: UserRow,
  orderInfoId: unknown,
  payMethod: unknown,
  returnUrl: unknown,
) {
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  const due = priceDifferenceDue(row);
  if (due <= 0) throw failure(ORDER_MESSAGES.nothingToPay);
  return startPayment(db, user.id, 'price-difference', [row], due, payMethod, returnUrl);
}

export function payTimeoutFee(db: Db, user: UserRow, orderInfoId: unknown, payMethod: unknown, returnUrl: unknown) {
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  const due = overtimeDue(row);
  if (due <= 0) throw failure(ORDER_MESSAGES.nothingToPay);
  return startPayment(db, user.id, 'timeout-fee', [row], due, payMethod, returnUrl);
}
