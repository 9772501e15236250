import type { OrderInfoAction } from '../../../src/api/schemas/order';
import { waitsInBox } from '../../../src/api/schemas/order-statuses';
import { round2 } from '../../lib/money';
import { DAY_MS } from '../../lib/time';
import type { Db } from '../types';
import { addFlow } from './flow';
import type { OrderRow } from './tables';

/**
 * What an order owes and what the customer does next, read from its row and the clock. Shoes waiting in a
 * box turn 'overdue' once free storage has ended with a fee owed, and back once it is paid.
 */

/** The overtime fee accrued so far: each started day past `freeUntil`, up to the rule's cap. */
export function overtimeAccrued(row: OrderRow, now = Date.now()): number {
  if (!row.freeUntil || !row.overtimeRule) return 0;
  const late = now - Date.parse(row.freeUntil);
  if (late <= 0) return 0;
  const days = Math.min(Math.ceil(late / DAY_MS), row.overtimeRule.capDays);
  return round2(days * row.overtimeRule.feePerDay);
}

/** The overtime fee owed now: only while the shoes wait in a box (collected shoes were paid for first). */
export function overtimeDue(row: OrderRow, now = Date.now()): number {
  if (!waitsInBox(row.status)) return 0;
  return round2(Math.max(0, overtimeAccrued(row, now) - row.overtimeFeePaid));
}

export function priceDifferenceDue(row: OrderRow): number {
  return row.priceDifference && !row.priceDifference.paid ? row.priceDifference.amount : 0;
}

/** Moves shoes waiting in a box between 'to-be-collected' and 'overdue' as time passes and fees are paid. */
export function refreshOrder(row: OrderRow, now = Date.now()): OrderRow {
  if (row.status === 'to-be-collected' && overtimeDue(row, now) > 0) {
    row.status = 'overdue';
    addFlow(row, 'overdue', row.freeUntil ? Date.parse(row.freeUntil) : now);
  } else if (row.status === 'overdue' && overtimeDue(row, now) === 0) {
    row.status = 'to-be-collected';
  }
  return row;
}

export function refreshOrdersOf(db: Db, userId?: number): OrderRow[] {
  const now = Date.now();
  return db.orders.filter((row) => userId === undefined || row.userId === userId).map((row) => refreshOrder(row, now));
}

/** What the customer does next at a cabinet with this order, if anything. */
export function actionOf(row: OrderRow): OrderInfoAction | null {
  if (row.status === 'to-be-stored' && (row.kind === 'cabinet' || row.kind === 'online')) return 'store';
  if (waitsInBox(row.status) && row.lockerNo && row.boxNo) return 'pick';
  return null;
}
