/**
 * A row's id as the user-api numbers it: a string of digits, opaque (CONTRACT.md). A Java server's 64-bit
 * snowflake ids (19 digits) are beyond what a JavaScript number holds, so an id is never turned into a number,
 * added to or compared by size: it is read as its digits, kept as them in the URL, storage and the cart, and
 * sent back as them.
 */
export type Id = string;

/** The shop id when none is known (spec section 3: "0 when unset"). */
export const NO_SHOP: Id = '0';

/** An id from text (a link's query, a stored value), or undefined when it is not a string of digits. */
export function toId(value: unknown): Id | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  if (typeof value !== 'string' || !/^\d{1,30}$/.test(value)) return undefined;
  return value;
}

/** A row's id from a query parameter (`?id=…`), or null when there is none: an all-zero id names no row. */
export function idParam(value: string | null): Id | null {
  const id = toId(value);
  return id === undefined || /^0+$/.test(id) ? null : id;
}
