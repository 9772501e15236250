import * as v from 'valibot';
import { idSchema } from './common';

/** Where tapping a banner leads: a discount activity, a route of the app, or nowhere. */
export const bannerLinkSchema = v.variant('type', [
  v.object({ type: v.literal('activity'), activityId: idSchema }),
  v.object({ type: v.literal('route'), path: v.pipe(v.string(), v.startsWith('/pages/')) }),
  v.object({ type: v.literal('none') }),
]);
export type BannerLink = v.InferOutput<typeof bannerLinkSchema>;

/** A home banner (`/ad/list`). A link the app does not understand is kept as no link, not an error. */
export const bannerSchema = v.object({
  id: idSchema,
  /** A banner without a picture is not shown. */
  image: v.nullish(v.string(), null),
  title: v.nullish(v.string(), ''),
  link: v.fallback(v.nullish(bannerLinkSchema, { type: 'none' }), { type: 'none' }),
});
export type Banner = v.InferOutput<typeof bannerSchema>;

/** `/ad/list`. Only banners with a picture are shown: one without is left out, not an error. */
export const bannerListSchema = v.pipe(
  v.array(bannerSchema),
  v.transform((list) => list.flatMap((banner) => (banner.image ? [{ ...banner, image: banner.image }] : []))),
);
