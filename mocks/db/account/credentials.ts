import type { AccountTables } from './tables';

/** The checks the server makes of a phone and a password before it signs a customer up or in. */

/** The seeded mobile pattern (`/sys/get-mobile-regular`); the db keeps its own copy, which can be changed. */
export const MOBILE_REGULAR = '^1[3-9]\\d{9}$';

/**
 * The mock's server-side phone check: the pattern it gives the app (`/sys/get-mobile-regular`) alone decides,
 * as in the app (src/lib/phone.ts); the spec's client rule only when that pattern is empty or invalid.
 */
export function phoneAccepted(tables: AccountTables, phone: unknown): phone is string {
  if (typeof phone !== 'string') return false;
  try {
    if (tables.mobileRegular) return new RegExp(tables.mobileRegular).test(phone);
  } catch {
    // an invalid pattern: the client rule below
  }
  return /^1[3-9]\d{9}$/.test(phone);
}

export function passwordAccepted(password: unknown): password is string {
  return typeof password === 'string' && /^[A-Za-z]\w{5,17}$/.test(password);
}
