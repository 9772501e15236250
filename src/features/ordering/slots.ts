import type { AppointmentInfo, AppointmentSlot } from '../../api/schemas/site';

/** A chosen doorstep time: a day of the calendar and the start of one of its slots. */
export type ChosenSlot = { date: string; start: string };

/** 'available'; 'ended' (today's booking closed or the slot has started: 'The appointment ends today …'); 'full'. */
export type SlotState = 'available' | 'ended' | 'full';

const pad = (value: number) => String(value).padStart(2, '0');

/** Local 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local 'HH:mm'. */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whether today's door-to-door booking has closed (it closes at `lastBookingTime`). */
export function bookingClosedToday(info: Pick<AppointmentInfo, 'lastBookingTime'>, now: Date): boolean {
  return info.lastBookingTime !== null && localTime(now) >= info.lastBookingTime;
}

export function slotState(
  date: string,
  time: AppointmentSlot['times'][number],
  info: Pick<AppointmentInfo, 'lastBookingTime'>,
  now: Date,
): SlotState {
  if (time.available) return 'available';
  const today = localDay(now);
  if (date < today) return 'ended';
  if (date === today && (bookingClosedToday(info, now) || time.start <= localTime(now))) return 'ended';
  return 'full';
}

/** Whether a chosen time is still on offer in the calendar. */
export function isBookable(info: Pick<AppointmentInfo, 'slots'>, slot: ChosenSlot | null): boolean {
  if (!slot) return false;
  return info.slots.some(
    (day) => day.date === slot.date && day.times.some((time) => time.start === slot.start && time.available),
  );
}

/** The first day with a free slot (the day tab shown first), else the first day. */
export function firstOpenDay(info: Pick<AppointmentInfo, 'slots'>): string | null {
  return (info.slots.find((day) => day.times.some((time) => time.available)) ?? info.slots[0])?.date ?? null;
}

/** `expectedVisitTime` as `/order/create` takes it: local shop time 'YYYY-MM-DD HH:mm'. */
export function visitTime(slot: ChosenSlot): string {
  return `${slot.date} ${slot.start}`;
}

/** Days from today (0 today, 1 tomorrow), for the day tabs' labels. */
export function dayOffset(date: string, now: Date): number {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((day.getTime() - today.getTime()) / 86_400_000);
}
