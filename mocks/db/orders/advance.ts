import { failure } from '../../lib/failure';
import { round2 } from '../../lib/money';
import { txt } from '../../lib/text';
import { DAY_MS, HOUR_MS, iso } from '../../lib/time';
import type { Db } from '../types';
import { boxOf, freeBoxesOf, occupyBox, releaseBox } from './boxes';
import { addFlow } from './flow';
import { livePhoto } from './live-photo';
import { lockerOf } from './lookups';
import { ORDER_MESSAGES } from './messages';
import { overtimeDue, refreshOrder } from './order-state';
import type { OrderRow } from './tables';
import { FREE_STORAGE_MS, OVERTIME_RULE } from './terms';
import { markPaid, settleOvertimeFee, settlePriceDifference } from './transitions';

/** The shop's side of an order, which no customer call makes: for the developer panel and the tests. */

export type AdvanceOptions = {
  /** From 'cleaning': raise a price difference instead of finishing. */
  priceDifference?: { amount: number; reason?: string } | null;
  /** From 'to-be-collected': end free storage now (so the order turns overdue). */
  expire?: boolean;
  /** Days past free storage when expiring (default 1). */
  lateDays?: number;
};

/**
 * Moves an order to its next status, as the shop or the customer would (README: the developer panel walks a
 * customer's progress with it). Steps the customer takes (paying, storing, collecting) are settled offline.
 */
export function advanceOrder(db: Db, orderId: number, options: AdvanceOptions = {}) {
  const now = Date.now();
  const row = db.orders.find((o) => o.id === orderId);
  if (!row) throw failure(ORDER_MESSAGES.orderNotFound, 404);
  refreshOrder(row, now);
  const locker = lockerOf(db, row.lockerNo);
  switch (row.status) {
    case 'unpaid': {
      markPaid(row, 'offline', null, now);
      break;
    }
    case 'to-be-stored': {
      if (locker && !boxOf(locker, row)) {
        const box = freeBoxesOf(locker)[0];
        if (box) occupyBox(box, row);
      }
      row.status = 'pending-acceptance';
      addFlow(row, 'stored', now, [], locker ? locker.name.en : null);
      break;
    }
    case 'pending-acceptance': {
      // The courier takes the shoes out of the box to the shop.
      releaseBox(db, row);
      const received = [livePhoto(`#${row.id} received`, '#eaf2fb', '#4a90d9')];
      row.photos = [...row.photos, ...received].slice(0, 3);
      row.status = 'cleaning';
      addFlow(row, 'accepted', now, received, 'Courier Li Wei');
      addFlow(row, 'cleaning', now, [], 'Washer Chen Jing');
      break;
    }
    case 'cleaning': {
      if (options.priceDifference && options.priceDifference.amount > 0) {
        const reason = options.priceDifference.reason?.trim() || 'Extra treatment needed';
        row.priceDifference = {
          amount: round2(options.priceDifference.amount),
          reason: txt(reason, reason, reason),
          paid: false,
        };
        addFlow(row, 'price-difference', now, [], 'Washer Chen Jing');
      }
      finishCleaning(db, row, now);
      break;
    }
    case 'price-difference': {
      settlePriceDifference(row, now, 'Store staff');
      break;
    }
    case 'overdue': {
      settleOvertimeFee(row, overtimeDue(row, now), now, 'Store staff');
      break;
    }
    case 'to-be-collected': {
      if (options.expire && row.freeUntil) {
        const lateDays = Math.max(1, Math.floor(options.lateDays ?? 1));
        row.freeUntil = iso(now - (lateDays - 1) * DAY_MS - HOUR_MS);
        refreshOrder(row, now);
        break;
      }
      releaseBox(db, row);
      row.status = 'completed';
      addFlow(row, row.kind === 'door-to-door' ? 'delivered' : 'collected', now);
      break;
    }
    case 'refund': {
      if (row.refund?.status !== 'refunding') throw failure(ORDER_MESSAGES.cannotAdvance);
      row.refund.status = 'refunded';
      addFlow(row, 'refunded', now, [], 'Customer service');
      break;
    }
    case 'completed':
      throw failure(ORDER_MESSAGES.cannotAdvance);
  }
  return row;
}

/** Cleaned: back into a box of its cabinet (or ready at the store, or on its way home), free for 48 hours. */
function finishCleaning(db: Db, row: OrderRow, now: number) {
  const locker = lockerOf(db, row.lockerNo);
  const cleaned = [livePhoto(`#${row.id} cleaned`, '#eaf5f0', '#2f7d5b')];
  row.photos = [...row.photos, ...cleaned].slice(-3);
  if (row.kind === 'door-to-door') {
    row.status = 'to-be-collected';
    addFlow(row, 'out-for-delivery', now, cleaned, 'Courier Li Wei');
  } else {
    if (locker) {
      const box = boxOf(locker, row) ?? freeBoxesOf(locker)[0];
      if (box) occupyBox(box, row);
    }
    row.freeUntil = iso(now + FREE_STORAGE_MS);
    row.overtimeRule = { ...OVERTIME_RULE };
    row.status = row.priceDifference && !row.priceDifference.paid ? 'price-difference' : 'to-be-collected';
    addFlow(row, locker ? 'cleaned' : 'ready-at-store', now, cleaned, 'Courier Li Wei');
  }
}
