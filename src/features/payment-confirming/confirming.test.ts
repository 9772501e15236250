import { describe, expect, it } from 'vitest';
import {
  CONFIRM_DELAYS_MS,
  CONFIRM_WINDOW_MS,
  confirmingEntry,
  confirmRefetchMs,
  withEntry,
  withoutEntry,
} from './confirming';

const at = (msAgo: number, now: number) => new Date(now - msAgo);
const entry = (key: string, msAgo: number, now: number) => ({
  key,
  at: at(msAgo, now),
  amount: 10,
  balanceBefore: null,
  totalRechargeBefore: null,
  via: 'chat-app' as const,
});

describe('payments being confirmed', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('asks the server for more than a minute after the client says ok', () => {
    expect(CONFIRM_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThanOrEqual(60_000);
  });

  it('counts a remembered payment only within its window', () => {
    const entries = [entry('order:1', 29 * 60_000, now), entry('order:2', CONFIRM_WINDOW_MS + 1, now)];
    expect(confirmingEntry(entries, 'order:1', now)?.key).toBe('order:1');
    expect(confirmingEntry(entries, 'order:2', now)).toBeNull();
    expect(confirmingEntry(entries, 'order:3', now)).toBeNull();
    // a clock set far back on the phone does not keep one for ever
    expect(confirmingEntry([entry('order:4', -2 * 60 * 60_000, now)], 'order:4', now)).toBeNull();
  });

  it('renews one entry per key and drops those whose window passed', () => {
    const old = [entry('order:1', 60_000, now), entry('order:2', CONFIRM_WINDOW_MS + 1, now)];
    const next = withEntry(old, entry('order:1', 0, now));
    expect(next.map((one) => [one.key, one.at.getTime()])).toEqual([['order:1', now]]);
    expect(withoutEntry(next, 'order:1')).toEqual([]);
  });

  it('reads again often at first, then more slowly, and stops when the window has passed', () => {
    expect(confirmRefetchMs(at(10_000, now), now)).toBe(3000);
    expect(confirmRefetchMs(at(5 * 60_000, now), now)).toBe(10_000);
    expect(confirmRefetchMs(at(20 * 60_000, now), now)).toBe(30_000);
    expect(confirmRefetchMs(at(CONFIRM_WINDOW_MS, now), now)).toBe(false);
  });
});
