import type { Db } from '../types';
import { lockerOf } from './lookups';
import type { BoxRow, LockerRow, OrderRow } from './tables';

/** A cabinet's boxes: which are free, and which order's shoes each holds. */

export function freeBoxesOf(locker: LockerRow): BoxRow[] {
  return locker.boxes.filter((box) => !box.occupied);
}

/** The box of this cabinet that holds (or is kept for) the order's shoes. */
export function boxOf(locker: LockerRow, row: OrderRow): BoxRow | undefined {
  return locker.boxes.find((box) => box.orderInfoId === row.orderInfoId);
}

/** The box is the order's until it is released, across retries of an opening. */
export function occupyBox(box: BoxRow, row: OrderRow) {
  box.occupied = true;
  box.orderInfoId = row.orderInfoId;
  row.boxNo = box.boxNo;
}

export function releaseBox(db: Db, row: OrderRow) {
  const locker = lockerOf(db, row.lockerNo);
  const box = locker && boxOf(locker, row);
  if (box) {
    box.occupied = false;
    box.orderInfoId = null;
  }
}
