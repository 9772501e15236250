import { vi } from 'vitest';
import { resetDb } from '../../mocks/db';

/**
 * Freezes the clock at `at` and seeds the mock db then, so its times (free storage, pay windows, bookings)
 * count from that moment. Date only: timers stay real for the HTTP layer. vitest.setup.ts restores the clock.
 */
export function freezeClock(at = new Date()): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  resetDb();
}

/** Moves the frozen clock on by `ms`. */
export function tick(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}
