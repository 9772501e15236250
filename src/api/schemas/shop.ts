import * as v from 'valibot';
import { booleanFlagSchema, idSchema, textSchema } from './common';

/** `/shop/get-shop-info`: kept in state as shopInfo (persisted). */
export const shopSchema = v.object({
  id: idSchema,
  name: v.string(),
  logo: v.optional(v.nullable(v.string()), null),
  phone: v.optional(v.nullable(textSchema), null),
  address: v.optional(v.nullable(v.string()), null),
  /** Whether the shop takes online orders to be stored in a cabinet later (`/shop/order-online`). */
  orderOnline: v.optional(booleanFlagSchema, false),
});
export type Shop = v.InferOutput<typeof shopSchema>;
