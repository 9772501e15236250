import * as v from 'valibot';
import { idSchema, listOf, moneySchema, numberSchema } from './common';

/** `/goods/goods-type`: a category of goods sold at a shop. */
export const goodsTypeSchema = v.object({ id: idSchema, name: v.nullish(v.string(), '') });
export type GoodsType = v.InferOutput<typeof goodsTypeSchema>;

/** An add-on that can be chosen with a goods (whitening, waterproofing, deodorising, sole repair…). */
export const goodsAddOnSchema = v.object({ id: idSchema, name: v.nullish(v.string(), ''), price: moneySchema });
export type GoodsAddOn = v.InferOutput<typeof goodsAddOnSchema>;

/** A goods as `/goods/goods-list` lists it. `memberPrice` is what member customers pay. */
export const goodsSchema = v.object({
  id: idSchema,
  /** The list is asked for by type; no screen reads a goods' own type, so a server may leave it out. */
  typeId: v.nullish(idSchema, null),
  /** What the customer chooses by: a goods without a name leaves the list. */
  name: v.string(),
  /** A picture URL (the mock sends inline SVG data URLs). */
  image: v.nullish(v.string(), null),
  price: moneySchema,
  memberPrice: v.nullish(moneySchema, null),
  /** One short line under the name. */
  description: v.nullish(v.string(), ''),
  sales: v.nullish(numberSchema, 0),
});
export type Goods = v.InferOutput<typeof goodsSchema>;

/** `/goods/goods-info`: the goods with its pictures, detail HTML (sanitise before showing) and add-ons. */
export const goodsDetailSchema = v.object({
  ...goodsSchema.entries,
  images: v.nullish(v.array(v.string()), []),
  detail: v.nullish(v.string(), ''),
  goodsAddVos: v.nullish(listOf(goodsAddOnSchema), []),
});
export type GoodsDetail = v.InferOutput<typeof goodsDetailSchema>;
