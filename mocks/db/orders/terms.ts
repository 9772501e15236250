import { HOUR_MS, MINUTE_MS } from '../../lib/time';

/** The service's terms the order rules apply. */

/** An unpaid order must be paid within this ('Order has timed out' after it). */
export const PAY_WINDOW_MS = 30 * MINUTE_MS;
/** Free storage once cleaned shoes are back in a box. */
export const FREE_STORAGE_MS = 48 * HOUR_MS;
export const OVERTIME_RULE = { feePerDay: 2, capDays: 7 } as const;
/** A cabinet answers a box opening after this. */
export const OPEN_SETTLE_MS = 1500;
