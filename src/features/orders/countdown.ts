/**
 * Free storage of cleaned shoes waiting in a box (the mock gives each such order `freeUntil` and an
 * `overtimeRule`): how long the box stays free, and what overtime costs from then on. The fee follows the
 * server's rule: each started day past `freeUntil` costs `feePerDay`, for at most `capDays` days.
 * Pure: the screen passes the time, the tests pass any time they like.
 */

export type OvertimeRule = { feePerDay: number; capDays: number };

/** A duration split for display: whole days, hours and minutes. */
export type DurationParts = { days: number; hours: number; minutes: number };

export type FreeStorage =
  | {
      state: 'free';
      /** Milliseconds of free storage left (> 0). */
      remainingMs: number;
      /** What is left, minutes rounded up (never "0 min" while still free). */
      left: DurationParts;
      /** Less than `URGENT_MS` left. */
      urgent: boolean;
      /** The fee per started day from then on, and the most it can come to; null without a rule. */
      feePerDay: number | null;
      capDays: number | null;
      maxFee: number | null;
    }
  | {
      state: 'overtime';
      /** Milliseconds since free storage ended (>= 0). */
      lateMs: number;
      /** How long ago free storage ended, minutes rounded down. */
      late: DurationParts;
      /** Started days charged so far (capped). */
      daysCharged: number;
      /** The fee accrued so far by the rule (what is owed before anything was paid). */
      feeSoFar: number;
      feePerDay: number | null;
      capDays: number | null;
      maxFee: number | null;
      /** The cap is reached: the fee no longer grows. */
      capped: boolean;
      /** When the next started day is charged; null when capped or without a rule. */
      nextChargeInMs: number | null;
    };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Under this much free time left, the countdown is shown as urgent. */
export const URGENT_MS = 6 * HOUR_MS;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function durationParts(ms: number, rounding: 'up' | 'down' = 'down'): DurationParts {
  const whole = Math.max(0, ms) / MINUTE_MS;
  const totalMinutes = rounding === 'up' ? Math.ceil(whole) : Math.floor(whole);
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
  };
}

/** The overtime fee accrued at `now` by the rule: each started day past `freeUntil`, up to the cap. */
export function overtimeFeeAt(freeUntil: Date, rule: OvertimeRule | null, now: Date | number): number {
  if (!rule) return 0;
  const late = toMs(now) - freeUntil.getTime();
  if (late <= 0) return 0;
  return round2(Math.min(Math.ceil(late / DAY_MS), rule.capDays) * rule.feePerDay);
}

const toMs = (now: Date | number) => (typeof now === 'number' ? now : now.getTime());

export function freeStorageStatus(freeUntil: Date, rule: OvertimeRule | null, now: Date | number): FreeStorage {
  const at = toMs(now);
  const remainingMs = freeUntil.getTime() - at;
  const feePerDay = rule ? rule.feePerDay : null;
  const capDays = rule ? rule.capDays : null;
  const maxFee = rule ? round2(rule.feePerDay * rule.capDays) : null;
  if (remainingMs > 0) {
    return {
      state: 'free',
      remainingMs,
      left: durationParts(remainingMs, 'up'),
      urgent: remainingMs < URGENT_MS,
      feePerDay,
      capDays,
      maxFee,
    };
  }
  const lateMs = Math.max(0, at - freeUntil.getTime());
  const startedDays = Math.ceil(lateMs / DAY_MS);
  const daysCharged = rule ? Math.min(startedDays, rule.capDays) : 0;
  const capped = rule !== null && startedDays >= rule.capDays;
  return {
    state: 'overtime',
    lateMs,
    late: durationParts(lateMs, 'down'),
    daysCharged,
    feeSoFar: overtimeFeeAt(freeUntil, rule, at),
    feePerDay,
    capDays,
    maxFee,
    capped,
    // The next day starts at freeUntil + startedDays days (at exactly freeUntil, the first day starts at once).
    nextChargeInMs: rule && !capped ? Math.max(0, startedDays * DAY_MS - lateMs) : null,
  };
}
