import * as v from 'valibot';
import { idSchema } from './common';

/**
 * An address of either family (spec section 3): "receiving" (`/receiving/list`, `add`, `del`, `set-default`)
 * and "addr" (`/receiving/addr-list`, `add-addr`, `set-addr`, `del-addr`, `set-addr-default`). Both carry
 * contact, phone, region (province/city/district codes and names), detailed address and the default flag.
 */
export const addressSchema = v.object({
  id: idSchema,
  contact: v.string(),
  phone: v.string(),
  regionCodes: v.optional(v.array(v.string()), []),
  regionText: v.optional(v.string(), ''),
  detail: v.string(),
  isDefault: v.optional(v.boolean(), false),
});
export type Address = v.InferOutput<typeof addressSchema>;

/** What a form sends to add or edit an address (`id` only when editing). */
export type AddressInput = Omit<Address, 'id' | 'regionText'> & { id?: number; regionText?: string };
