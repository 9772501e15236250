import * as v from 'valibot';
import { isFlagOn } from './flag';

/** Every user-api body: `{code, msg, data}` (spec section 7). */
export const envelopeSchema = v.object({
  code: v.number(),
  msg: v.optional(v.nullable(v.string()), ''),
  data: v.optional(v.unknown()),
});
export type Envelope = v.InferOutput<typeof envelopeSchema>;

/** Ids arrive as numbers; a server that sends numeric strings is accepted too. */
export const idSchema = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]);

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
        .filter((part) => /^\d+$/.test(part))
        .map(Number),
    ),
  ),
]);

/** Date-times arrive as ISO strings or "YYYY-MM-DD HH:mm:ss"; the app works with Date. */
export const dateTimeSchema = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) =>
    value instanceof Date ? value : new Date(value.includes('T') ? value : value.replace(' ', 'T')),
  ),
  v.check((date) => !Number.isNaN(date.getTime()), 'invalid date'),
);

/**
 * A page of a list call: `/order/order-list`, `/wallet/bill-list`, `/goods/goods-list` … Only the list is
 * needed: without `total` a list ends at a short page (src/lib/paging.ts); the page's number and size are
 * the ones asked for.
 */
export function pageSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    list: v.array(item),
    total: v.optional(v.nullable(numberSchema), null),
  });
}
export type Page<T> = { list: T[]; total: number | null };

export const emptySchema = v.optional(v.unknown());
