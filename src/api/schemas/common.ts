import * as v from 'valibot';

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
    total: v.optional(v.nullable(v.number()), null),
  });
}
export type Page<T> = { list: T[]; total: number | null };

export const emptySchema = v.optional(v.unknown());
