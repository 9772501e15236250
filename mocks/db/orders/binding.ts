import { failure } from '../../lib/failure';
import type { UserRow } from '../core';
import type { Db } from '../types';
import { releaseBox } from './boxes';
import { addFlow } from './flow';
import { lockerOf, orderById } from './lookups';
import { ORDER_MESSAGES } from './messages';

/** `/order/binding-order`: an online order waiting to be stored goes to this cabinet. */
export function bindOrder(db: Db, user: UserRow, orderId: unknown, lockerNo: unknown) {
  const row = orderById(db, user.id, Number(orderId));
  if (row.kind !== 'online' || (row.status !== 'to-be-stored' && row.status !== 'unpaid'))
    throw failure(ORDER_MESSAGES.notBindable);
  const locker = lockerOf(db, typeof lockerNo === 'string' ? lockerNo : undefined);
  if (!locker) throw failure(ORDER_MESSAGES.lockerNotFound);
  if (locker.shopId !== row.shopId) throw failure(ORDER_MESSAGES.otherShop);
  if (!locker.online) throw failure(ORDER_MESSAGES.lockerOffline);
  if (row.lockerNo === locker.lockerNo) return row;
  releaseBox(db, row);
  row.boxNo = null;
  row.lockerNo = locker.lockerNo;
  addFlow(row, 'bound', Date.now(), [], locker.name.en);
  return row;
}
