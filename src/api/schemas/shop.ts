import * as v from 'valibot';
import { booleanFlagSchema, idSchema, textSchema } from './common';

/** `/shop/get-shop-info`: kept in state as shopInfo (persisted). */
export const shopSchema = v.object({
  id: idSchema,
  name: v.nullish(v.string(), ''),
  logo: v.nullish(v.string(), null),
  phone: v.nullish(textSchema, null),
  address: v.nullish(v.string(), null),
  /** Whether the shop takes online orders to be stored in a cabinet later (`/shop/order-online`). */
  orderOnline: v.nullish(booleanFlagSchema, false),
});
export type Shop = v.InferOutput<typeof shopSchema>;
