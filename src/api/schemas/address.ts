import * as v from 'valibot';
import type { Id } from '../../lib/id';
import { booleanFlagSchema, idSchema, listOf, textSchema } from './common';

/**
 * An address of either family (spec section 3): "receiving" (`/receiving/list`, `add`, `del`, `set-default`)
 * and "addr" (`/receiving/addr-list`, `add-addr`, `set-addr`, `del-addr`, `set-addr-default`). Both carry
 * contact, phone, region (province/city/district codes and names), detailed address and the default flag
 * (a boolean or 0/1; a phone or region code sent as a number is read as its digits).
 */
export const addressSchema = v.object({
  id: idSchema,
  contact: v.nullish(v.string(), ''),
  phone: v.nullish(textSchema, ''),
  regionCodes: v.nullish(v.array(textSchema), []),
  regionText: v.nullish(v.string(), ''),
  detail: v.nullish(v.string(), ''),
  isDefault: v.nullish(booleanFlagSchema, false),
});
export type Address = v.InferOutput<typeof addressSchema>;

/** What a form sends to add or edit an address (`id` only when editing). */
export type AddressInput = Omit<Address, 'id' | 'regionText'> & { id?: Id; regionText?: string };

/**
 * `/receiving/list`: spec section 7 names one field, `data.default`, the default receiving entry. The list
 * beside it is read when sent; a server that sends only the list marks its default with `isDefault`. Either
 * way the answer is read as one list in which exactly the default is marked, and that default.
 */
const receivingAnswers = v.union([
  v.object({ default: v.nullable(addressSchema), list: v.nullish(listOf(addressSchema), []) }),
  // a default the app cannot read (no id) is not one: the list's own default flag decides
  v.object({ default: v.fallback(v.nullish(addressSchema, null), null), list: listOf(addressSchema) }),
]);

export const receivingListSchema = v.pipe(
  receivingAnswers,
  v.transform(({ default: named, list }) => {
    const chosen = named ?? list.find((address) => address.isDefault) ?? null;
    const listed = chosen && !list.some((address) => address.id === chosen.id) ? [chosen, ...list] : list;
    const marked = listed.map((address) => ({ ...address, isDefault: address.id === chosen?.id }));
    return { list: marked, default: marked.find((address) => address.isDefault) ?? null };
  }),
);
export type ReceivingList = v.InferOutput<typeof receivingListSchema>;

/**
 * What an address write answers. Nothing is needed from it (the family is read back after every change); a
 * saved address sent back is used at once, anything else reads as null.
 */
export const savedAddressSchema = v.pipe(
  v.nullish(v.unknown()),
  v.transform((value) => {
    const saved = v.safeParse(addressSchema, value);
    return saved.success ? saved.output : null;
  }),
);
