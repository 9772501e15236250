import { describe, expect, it } from 'vitest';
import { bookingClosedToday, dayOffset, firstOpenDay, isBookable, slotState, visitTime } from './slots';

// 2026-06-01 14:30 local time
const now = new Date(2026, 5, 1, 14, 30);
const info = {
  lastBookingTime: '16:00',
  slots: [
    {
      date: '2026-06-01',
      times: [
        { start: '09:00', end: '11:00', available: false },
        { start: '16:00', end: '18:00', available: true },
      ],
    },
    { date: '2026-06-02', times: [{ start: '09:00', end: '11:00', available: false }] },
  ],
};

describe('door-to-door time slots', () => {
  it('tells a slot gone today from a full one', () => {
    expect(slotState('2026-06-01', { start: '09:00', end: '11:00', available: false }, info, now)).toBe('ended');
    expect(slotState('2026-06-02', { start: '09:00', end: '11:00', available: false }, info, now)).toBe('full');
    expect(slotState('2026-06-01', { start: '16:00', end: '18:00', available: true }, info, now)).toBe('available');
  });

  it("closes today's booking at the last booking time", () => {
    expect(bookingClosedToday(info, now)).toBe(false);
    expect(bookingClosedToday(info, new Date(2026, 5, 1, 16, 0))).toBe(true);
    expect(
      slotState('2026-06-01', { start: '17:00', end: '18:00', available: false }, info, new Date(2026, 5, 1, 16, 5)),
    ).toBe('ended');
  });

  it('keeps only times still on offer, and opens on the first day with one', () => {
    expect(isBookable(info, { date: '2026-06-01', start: '16:00' })).toBe(true);
    expect(isBookable(info, { date: '2026-06-02', start: '09:00' })).toBe(false);
    expect(isBookable(info, null)).toBe(false);
    expect(firstOpenDay(info)).toBe('2026-06-01');
    expect(firstOpenDay({ slots: [] })).toBeNull();
  });

  it("sends the time as the shop's local 'YYYY-MM-DD HH:mm'", () => {
    expect(visitTime({ date: '2026-06-02', start: '09:00' })).toBe('2026-06-02 09:00');
  });

  it('counts days from today for the tabs', () => {
    expect(dayOffset('2026-06-01', now)).toBe(0);
    expect(dayOffset('2026-06-02', now)).toBe(1);
    expect(dayOffset('2026-06-04', now)).toBe(3);
  });
});
