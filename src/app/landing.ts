import { readLandingParams } from '../lib/url-params';
import { pidAtom, shareShopIdAtom, shopIdAtom } from '../state/shop';
import type { getAppStore } from '../state/store';

/**
 * Stores the page parameters of the landing URL (spec section 3): shopId, pid (inviter), shareShopId
 * (shared shop), from the query before or after the `#`. Values absent from the URL keep what was stored.
 */
export function applyLandingParams(store: ReturnType<typeof getAppStore>, href: string): void {
  const params = readLandingParams(href);
  if (params.shopId !== undefined) store.set(shopIdAtom, params.shopId);
  if (params.pid !== undefined) store.set(pidAtom, params.pid);
  if (params.shareShopId !== undefined) store.set(shareShopIdAtom, params.shareShopId);
}
