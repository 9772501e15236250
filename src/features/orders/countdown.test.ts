import { describe, expect, it } from 'vitest';
import { DAY_MS, durationParts, freeStorageStatus, HOUR_MS, MINUTE_MS, overtimeFeeAt } from './countdown';

const rule = { feePerDay: 2, capDays: 7 };
const freeUntil = new Date('2026-03-10T12:00:00Z');
const at = (offsetMs: number) => new Date(freeUntil.getTime() + offsetMs);

describe('free-storage countdown', () => {
  it('counts down the free time left, minutes rounded up, with what overtime costs afterwards', () => {
    const status = freeStorageStatus(freeUntil, rule, at(-(40 * HOUR_MS + 30 * 1000)));
    expect(status).toMatchObject({
      state: 'free',
      left: { days: 1, hours: 16, minutes: 1 },
      urgent: false,
      feePerDay: 2,
      capDays: 7,
      maxFee: 14,
    });
  });

  it('is urgent in the last hours and never shows 0 minutes while still free', () => {
    const status = freeStorageStatus(freeUntil, rule, at(-1000));
    expect(status.state).toBe('free');
    if (status.state !== 'free') return;
    expect(status.urgent).toBe(true);
    expect(status.left).toEqual({ days: 0, hours: 0, minutes: 1 });
  });

  it('at the very end of free storage nothing is charged yet and the first day starts', () => {
    const status = freeStorageStatus(freeUntil, rule, freeUntil);
    expect(status).toMatchObject({ state: 'overtime', lateMs: 0, daysCharged: 0, feeSoFar: 0, capped: false });
    if (status.state === 'overtime') expect(status.nextChargeInMs).toBe(0);
  });

  it('past due: each started day costs the daily fee (as the server charges it)', () => {
    const status = freeStorageStatus(freeUntil, rule, at(50 * HOUR_MS));
    expect(status).toMatchObject({
      state: 'overtime',
      late: { days: 2, hours: 2, minutes: 0 },
      daysCharged: 3,
      feeSoFar: 6,
      capped: false,
    });
    if (status.state === 'overtime') expect(status.nextChargeInMs).toBe(22 * HOUR_MS);
  });

  it('stops growing at the cap', () => {
    const status = freeStorageStatus(freeUntil, rule, at(30 * DAY_MS));
    expect(status).toMatchObject({
      state: 'overtime',
      daysCharged: 7,
      feeSoFar: 14,
      capped: true,
      nextChargeInMs: null,
    });
  });

  it('without a rule it still counts, but tells no fee', () => {
    expect(freeStorageStatus(freeUntil, null, at(-HOUR_MS))).toMatchObject({
      state: 'free',
      feePerDay: null,
      maxFee: null,
    });
    expect(freeStorageStatus(freeUntil, null, at(HOUR_MS))).toMatchObject({
      state: 'overtime',
      feeSoFar: 0,
      daysCharged: 0,
      nextChargeInMs: null,
    });
  });

  it('keeps money to two decimals', () => {
    expect(overtimeFeeAt(freeUntil, { feePerDay: 0.1, capDays: 7 }, at(3 * DAY_MS - MINUTE_MS))).toBe(0.3);
    expect(overtimeFeeAt(freeUntil, rule, at(-MINUTE_MS))).toBe(0);
  });

  it('splits durations into days, hours and minutes', () => {
    expect(durationParts(DAY_MS + 2 * HOUR_MS + 3 * MINUTE_MS + 59_000)).toEqual({ days: 1, hours: 2, minutes: 3 });
    expect(durationParts(DAY_MS + 2 * HOUR_MS + 3 * MINUTE_MS + 1, 'up')).toEqual({ days: 1, hours: 2, minutes: 4 });
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
