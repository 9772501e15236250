import { failure } from '../../lib/failure';
import type { Db } from '../types';
import { ORDER_MESSAGES } from './messages';
import { refreshOrder } from './order-state';
import type { LockerRow, OrderRow, StoreRow } from './tables';

/** Finding sites and a customer's orders (an order is brought up to date as it is read). */

export function lockerOf(db: Db, lockerNo: string | undefined | null): LockerRow | undefined {
  return lockerNo ? db.lockers.find((row) => row.lockerNo === lockerNo) : undefined;
}

export function storeOf(db: Db, storeNo: string | undefined | null): StoreRow | undefined {
  return storeNo ? db.stores.find((row) => row.storeNo === storeNo) : undefined;
}

export function siteOf(db: Db, siteId: number | undefined | null): LockerRow | StoreRow | undefined {
  if (siteId === undefined || siteId === null) return undefined;
  return db.lockers.find((row) => row.siteId === siteId) ?? db.stores.find((row) => row.siteId === siteId);
}

/** The site that serves door-to-door orders for a shop: the first with the service open, else the first. */
export function appointmentSiteOf(db: Db, shopId: number): LockerRow | StoreRow | undefined {
  const sites = [...db.stores, ...db.lockers].filter((row) => row.shopId === shopId);
  return sites.find((row) => row.appointment.open) ?? sites[0];
}

function userOrder(db: Db, userId: number, test: (row: OrderRow) => boolean): OrderRow {
  const row = db.orders.find((o) => o.userId === userId && test(o));
  if (!row) throw failure(ORDER_MESSAGES.orderNotFound, 404);
  refreshOrder(row);
  return row;
}

export const orderById = (db: Db, userId: number, id: number | undefined) =>
  userOrder(db, userId, (row) => row.id === id);
export const orderByInfoId = (db: Db, userId: number, orderInfoId: number | undefined) =>
  userOrder(db, userId, (row) => row.orderInfoId === orderInfoId);
