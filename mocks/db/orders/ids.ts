import { zeroPad } from '../../lib/time';
import type { Db } from '../types';

/** The numbers the orders family hands out: sub-order ids, order numbers, pickup codes and trade numbers. */

/** Sub-order ids go on from the seed's, which number from 5001. */
export function nextOrderInfoId(db: Db): number {
  return db.orders.reduce((max, row) => Math.max(max, row.orderInfoId), 5000) + 1;
}

export function pickupCodeFor(orderInfoId: number): string {
  return String(100000 + ((orderInfoId * 7919 + 4271) % 900000));
}

export function orderNoFor(id: number, createdAt: string): string {
  const date = new Date(createdAt);
  return `SO${date.getFullYear()}${zeroPad(date.getMonth() + 1)}${zeroPad(date.getDate())}${zeroPad(id, 4)}`;
}

let tradeSeq = 0;
/** 'OP' then the time and a sequence: `isOrderTradeNo` tells an order payment from a top-up by it. */
export function newTradeNo(now: number): string {
  tradeSeq = (tradeSeq + 1) % 1000;
  return `OP${now}${zeroPad(tradeSeq, 3)}`;
}
