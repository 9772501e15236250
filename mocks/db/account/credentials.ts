import type { AccountTables } from './tables';

/** The checks the server makes of a phone and a password before it signs a customer up or in. */

/** The seeded mobile pattern (`/sys/get-mobile-regular`); the db keeps its own copy, which can be changed. */
export const MOBILE_REGULAR = '^1[3-9]\\d{9}$';

/** The mock's server-side phone check: the client rule and the configured pattern (an invalid one is ignored). */
export function phoneAccepted(tables: AccountTables, phone: unknown): phone is string {
  if (typeof phone !== 'string' || !/^1[3-9]\d{9}$/.test(phone)) return false;
  try {
    return new RegExp(tables.mobileRegular).test(phone);
  } catch {
    return true;
  }
}

export function passwordAccepted(password: unknown): password is string {
  return typeof password === 'string' && /^[A-Za-z]\w{5,17}$/.test(password);
}
