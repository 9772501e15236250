import * as v from 'valibot';
import { shopSchema } from '../api/schemas/shop';
import { persistedAtom } from './persisted';

/**
 * Page parameters (spec section 3): shopId (0 when unset), pid (inviter) and shareShopId (shared shop),
 * read from the landing URL (src/app/landing.ts) and kept in local storage, where the spec reads the shop id.
 */
export const shopIdAtom = persistedAtom<number>(
  'shopId',
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  0,
);
export const pidAtom = persistedAtom<string | null>('pid', v.nullable(v.string()), null);
export const shareShopIdAtom = persistedAtom<number | null>(
  'shareShopId',
  v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
  null,
);

/** The shop's info (`/shop/get-shop-info`), persisted. */
export const shopInfoAtom = persistedAtom('shopInfo', v.nullable(shopSchema), null);
