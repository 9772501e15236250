import { failure } from '../../lib/failure';
import { addDays, atLocal, localDay, localTime } from '../../lib/time';
import type { Db } from '../types';
import { ORDER_MESSAGES } from './messages';
import type { LockerRow, StoreRow } from './tables';

/** The door-to-door calendar of a site: today and the next three days, each slot with a capacity. */

function bookingsAt(db: Db, siteId: number, startIso: string): number {
  return db.orders.filter(
    (row) => row.siteId === siteId && row.expectedVisitTime === startIso && row.status !== 'refund',
  ).length;
}

/** Today and the next three days; today's slots close at `lastBookingTime` and once they have started. */
export function appointmentView(db: Db, site: LockerRow | StoreRow, now = Date.now()) {
  const settings = site.appointment;
  const today = new Date(now);
  const nowTime = localTime(today);
  const bookingClosedToday = nowTime >= settings.lastBookingTime;
  const slots = settings.open
    ? [0, 1, 2, 3].map((offset) => {
        const date = localDay(addDays(today, offset));
        return {
          date,
          times: settings.times.map(([start, end]) => {
            const startAt = atLocal(date, start);
            const gone = offset === 0 && (bookingClosedToday || startAt.getTime() <= now);
            const full = bookingsAt(db, site.siteId, startAt.toISOString()) >= settings.capacity;
            return { start, end, available: !gone && !full };
          }),
        };
      })
    : [];
  return {
    open: settings.open,
    siteId: site.siteId,
    slots,
    deliveryFee: settings.deliveryFee,
    lastBookingTime: settings.lastBookingTime,
  };
}

/** Checks a door-to-door time ('YYYY-MM-DD HH:mm' local, or ISO) against the site's calendar. */
export function bookSlot(db: Db, site: LockerRow | StoreRow, when: string | undefined, now = Date.now()) {
  if (!site.appointment.open) throw failure(ORDER_MESSAGES.appointmentClosed);
  if (!when) throw failure(ORDER_MESSAGES.chooseTime);
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(when);
  const at = match && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(when) ? atLocal(match[1] ?? '', match[2] ?? '') : new Date(when);
  if (Number.isNaN(at.getTime())) throw failure(ORDER_MESSAGES.chooseTime);
  const date = localDay(at);
  const start = localTime(at);
  const info = appointmentView(db, site, now);
  const today = localDay(new Date(now));
  const nowTime = localTime(new Date(now));
  // A day gone, or a slot of today that has started or closed: the spec's own message.
  if (date < today || (date === today && (nowTime >= info.lastBookingTime || start <= nowTime)))
    throw failure(ORDER_MESSAGES.appointmentEnded);
  const slot = info.slots.find((day) => day.date === date)?.times.find((time) => time.start === start);
  if (!slot) throw failure(ORDER_MESSAGES.chooseTime);
  if (!slot.available) throw failure(ORDER_MESSAGES.slotFull);
  const end = atLocal(date, site.appointment.times.find(([s]) => s === start)?.[1] ?? start);
  return { start: atLocal(date, start).toISOString(), end: end.toISOString() };
}
