import type { PayMethod } from '../../../src/api/schemas/order';
import { round2 } from '../../lib/money';
import { iso } from '../../lib/time';
import { addFlow } from './flow';
import { pickupCodeFor } from './ids';
import { refreshOrder } from './order-state';
import type { OrderRow } from './tables';

/**
 * Changes of status that a payment makes, whether the customer paid in the app (payments.ts) or the shop
 * settled it offline (advance.ts): written once so both leave the order and its progress alike.
 */

/** Paid: cabinet and online orders wait to be stored; door-to-door and store orders wait for the shop. */
export function markPaid(row: OrderRow, payMethod: PayMethod, tradeNo: string | null, now: number) {
  row.payMethod = payMethod;
  row.tradeNo = tradeNo;
  row.paidAt = iso(now);
  row.pickupCode = pickupCodeFor(row.orderInfoId);
  row.status = row.kind === 'door-to-door' || row.kind === 'store' ? 'pending-acceptance' : 'to-be-stored';
  addFlow(row, 'paid', now);
}

/** The price difference paid: shoes held back for it can be collected (unless a fee is owed by then). */
export function settlePriceDifference(row: OrderRow, now: number, operator: string | null = null) {
  if (row.priceDifference) row.priceDifference.paid = true;
  if (row.status === 'price-difference') row.status = 'to-be-collected';
  addFlow(row, 'price-difference-paid', now, [], operator);
  refreshOrder(row, now);
}

/** Part or all of the overtime fee paid: an overdue order can be collected once nothing is owed. */
export function settleOvertimeFee(row: OrderRow, amount: number, now: number, operator: string | null = null) {
  row.overtimeFeePaid = round2(row.overtimeFeePaid + amount);
  addFlow(row, 'overtime-paid', now, [], operator);
  refreshOrder(row, now);
}
