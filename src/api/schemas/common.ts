import * as v from 'valibot';
import type { Id } from '../../lib/id';
import { noteIdForm } from '../json';
import { isFlagOn } from './flag';

export type { Id };

/** Every user-api body: `{code, msg, data}` (spec section 7). */
export const envelopeSchema = v.object({
  code: v.number(),
  msg: v.nullish(v.string(), ''),
  data: v.nullish(v.unknown()),
});
export type Envelope = v.InferOutput<typeof envelopeSchema>;

/**
 * An id: an opaque string of digits (CONTRACT.md: 64-bit snowflake ids, beyond what a JavaScript number holds).
 * Read from a digit string or a bare JSON number (the answer's parser keeps a long one's digits, see
 * src/api/json.ts); never turned into a number, so it goes back exactly as it came.
 */
export const idSchema = v.pipe(
  v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform((value): Id => noteIdForm(value)),
);

/** A count or code as a number; a server that sends a numeric string is accepted too. */
export const numberSchema = v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]);

/** Money in the shop's currency, as a number with up to two decimals (strings like "12.50" accepted). */
export const moneySchema = numberSchema;

/**
 * A yes/no flag: a boolean, or 0/1 as many servers send it (spec section 3 writes `newUser` as "1 means
 * new"); '0'/'1' and 'true'/'false' strings are read the same way.
 */
export const booleanFlagSchema = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])]),
  v.transform((value) => isFlagOn(value)),
);

/** Text such as a phone number or a cabinet number: a server that sends it as a number is accepted too. */
export const textSchema = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);

/** A list of ids: an array (of numbers or numeric strings) or one comma-separated string ('104,105'). */
export const idListSchema = v.union([
  v.array(idSchema),
  v.pipe(
    v.string(),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d+$/.test(part)),
    ),
  ),
]);

/**
 * A date-time as a Spring server writes it (CONTRACT.md): 'yyyy-MM-dd HH:mm:ss', ISO 8601 ('…T…', with or
 * without a zone), a date alone, epoch milliseconds (a number, or its digits), or Jackson's array form of a
 * LocalDateTime ([2026, 11, 29, 10, 30] and on to seconds). The app works with Date.
 */
export const dateTimeSchema = v.pipe(
  v.union([v.string(), v.number(), v.date(), v.array(v.number())]),
  v.transform(toDate),
  v.check((date) => !Number.isNaN(date.getTime()), 'invalid date'),
);

function toDate(value: string | number | Date | number[]): Date {
  if (value instanceof Date) return value;
  if (Array.isArray(value)) {
    const [year = Number.NaN, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = value;
    return new Date(year, month - 1, day, hours, minutes, seconds);
  }
  if (typeof value === 'number' || /^\d{10,}$/.test(value)) return new Date(Number(value));
  // 'yyyy-MM-dd HH:mm:ss' is local time, as the server's clock shows it; so is a date alone
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00`);
  return new Date(value.includes('T') ? value : value.replace(' ', 'T'));
}

/** A time of day as 'HH:mm'; a server that writes 'HH:mm:ss' (a java.time.LocalTime) is read the same. */
export const timeOfDaySchema = v.pipe(
  v.string(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/),
  v.transform((time) => time.slice(0, 5)),
);

/**
 * A list whose items are read one by one: an item the app cannot read (a field it requires is null or
 * missing) is left out, and the rest of the list is shown, so one bad row takes down that row only.
 */
export function listOf<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.array(v.fallback(item, undefined as never)),
    v.transform((items) => items.filter((read): read is v.InferOutput<T> => read !== undefined)),
  );
}

/**
 * A page of a list call: `/order/order-list`, `/wallet/bill-list`, `/goods/goods-list` … Only the list is
 * needed: without `total` a list ends at a short page (src/lib/paging.ts); the page's number and size are
 * the ones asked for.
 */
export function pageSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    list: listOf(item),
    total: v.nullish(numberSchema, null),
  });
}
export type Page<T> = { list: T[]; total: number | null };

export const emptySchema = v.nullish(v.unknown());
