import { waitsInBox } from '../../../src/api/schemas/order-statuses';
import { failure } from '../../lib/failure';
import { nextId } from '../../lib/rows';
import { iso } from '../../lib/time';
import type { UserRow } from '../core';
import type { Db } from '../types';
import { boxOf, freeBoxesOf, occupyBox, releaseBox } from './boxes';
import { addFlow } from './flow';
import { lockerOf, orderByInfoId } from './lookups';
import { ORDER_MESSAGES } from './messages';
import { actionOf, overtimeDue, priceDifferenceDue } from './order-state';
import { lockerLabel } from './order-views';
import type { LockerRow, OpenAction, OpenResultRow, OpenStatus, OrderRow } from './tables';
import { OPEN_SETTLE_MS } from './terms';

/**
 * Opening a box to store or collect shoes, and the customer's word that it is done. A cabinet answers an
 * opening after a moment (`/order/open-result` says 'pending' until then).
 */

function latestOpen(db: Db, row: OrderRow, action: OpenAction): OpenResultRow | undefined {
  return db.openResults
    .filter((result) => result.orderInfoId === row.orderInfoId && result.action === action)
    .sort((a, b) => b.id - a.id)[0];
}

export function openStatus(result: OpenResultRow, now = Date.now()): OpenStatus {
  return now < Date.parse(result.settleAt) ? 'pending' : result.outcome;
}

function startOpen(db: Db, row: OrderRow, action: OpenAction, locker: LockerRow, boxNo: string, now: number) {
  const pending = latestOpen(db, row, action);
  // A double tap while the cabinet has not answered follows the same opening.
  if (pending && openStatus(pending, now) === 'pending') return pending;
  const failing = db.orderMock.failNextOpens > 0;
  if (failing) db.orderMock.failNextOpens -= 1;
  const result: OpenResultRow = {
    id: nextId(db.openResults),
    orderInfoId: row.orderInfoId,
    userId: row.userId,
    action,
    lockerNo: locker.lockerNo,
    boxNo,
    createdAt: iso(now),
    settleAt: iso(now + OPEN_SETTLE_MS),
    outcome: failing ? 'failed' : 'success',
  };
  db.openResults.push(result);
  return result;
}

/** `/order/store-open`: gives the order a free box (kept across retries) and asks the cabinet to open it. */
export function storeOpen(db: Db, user: UserRow, orderInfoId: unknown) {
  const now = Date.now();
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  if (row.status !== 'to-be-stored' || actionOf(row) !== 'store') throw failure(ORDER_MESSAGES.notToStore);
  if (!row.lockerNo) throw failure(ORDER_MESSAGES.bindFirst);
  const locker = lockerOf(db, row.lockerNo);
  if (!locker) throw failure(ORDER_MESSAGES.lockerNotFound);
  if (!locker.online) throw failure(ORDER_MESSAGES.lockerOffline);
  const box = boxOf(locker, row) ?? freeBoxesOf(locker)[0];
  if (!box) throw failure(ORDER_MESSAGES.noFreeBox);
  occupyBox(box, row);
  return startOpen(db, row, 'store', locker, box.boxNo, now);
}

/** `/order/pick-open`: refused while a price difference or an overtime fee is owed. */
export function pickOpen(db: Db, user: UserRow, orderInfoId: unknown) {
  const now = Date.now();
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  if (priceDifferenceDue(row) > 0 && waitsInBox(row.status)) throw failure(ORDER_MESSAGES.priceDifference);
  if (overtimeDue(row, now) > 0) throw failure(ORDER_MESSAGES.timeoutFee);
  if (row.status !== 'to-be-collected') throw failure(ORDER_MESSAGES.notToCollect);
  if (!row.lockerNo || !row.boxNo) throw failure(ORDER_MESSAGES.collectAtStore);
  const locker = lockerOf(db, row.lockerNo);
  if (!locker) throw failure(ORDER_MESSAGES.lockerNotFound);
  if (!locker.online) throw failure(ORDER_MESSAGES.lockerOffline);
  return startOpen(db, row, 'pick', locker, row.boxNo, now);
}

export function openResultOf(db: Db, user: UserRow, resultId: number | undefined) {
  const result = db.openResults.find((row) => row.id === resultId && row.userId === user.id);
  if (!result) throw failure(ORDER_MESSAGES.resultNotFound, 404);
  return { resultId: result.id, status: openStatus(result), boxNo: result.boxNo };
}

function openedBox(db: Db, row: OrderRow, action: OpenAction) {
  const result = latestOpen(db, row, action);
  if (!result || openStatus(result) !== 'success') throw failure(ORDER_MESSAGES.notOpened);
  return result;
}

/** `/order/store-success`: the shoes are in the box (a repeat after success answers the same). */
export function storeSuccess(db: Db, user: UserRow, orderInfoId: unknown) {
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  if (row.status === 'pending-acceptance' && row.flows.some((f) => f.step === 'stored')) return row;
  if (row.status !== 'to-be-stored') throw failure(ORDER_MESSAGES.notToStore);
  const opened = openedBox(db, row, 'store');
  row.status = 'pending-acceptance';
  row.boxNo = opened.boxNo;
  addFlow(row, 'stored', Date.now(), [], lockerLabel(db, row.lockerNo, 'en'));
  return row;
}

/** `/order/pick-success`: the shoes are out; the box is free again (a repeat answers the same). */
export function pickSuccess(db: Db, user: UserRow, orderInfoId: unknown) {
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  if (row.status === 'completed') return row;
  if (row.status !== 'to-be-collected') throw failure(ORDER_MESSAGES.notToCollect);
  openedBox(db, row, 'pick');
  releaseBox(db, row);
  row.status = 'completed';
  addFlow(row, 'collected', Date.now(), [], lockerLabel(db, row.lockerNo, 'en'));
  return row;
}
