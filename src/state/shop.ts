import * as v from 'valibot';
import { shopSchema } from '../api/schemas/shop';
import { type Id, NO_SHOP } from '../lib/id';
import { persistedAtom } from './persisted';

/**
 * Page parameters (spec section 3): shopId (0 when unset), pid (inviter) and shareShopId (shared shop),
 * read from the landing URL (src/app/landing.ts) and kept in local storage, where the spec reads the shop id.
 */
export const shopIdAtom = persistedAtom<Id>('shopId', storedIdSchema(), NO_SHOP);
export const pidAtom = persistedAtom<string | null>('pid', v.nullable(v.string()), null);
export const shareShopIdAtom = persistedAtom<Id | null>('shareShopId', v.nullable(storedIdSchema()), null);

/**
 * An id as stored on the phone: its digits; a number stored by an earlier version of the app (when ids were
 * numbers) is read as its digits too, so no customer loses a stored shop on the update.
 */
function storedIdSchema() {
  return v.pipe(
    v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d{1,30}$/))]),
    v.transform((value): Id => String(value)),
  );
}

/** The shop's info (`/shop/get-shop-info`), persisted. */
export const shopInfoAtom = persistedAtom('shopInfo', v.nullable(shopSchema), null);
