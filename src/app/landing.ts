import { readLandingParams, readUrlParams } from '../lib/url-params';
import { confirmingPaymentsAtom } from '../state/payments-confirming';
import { pidAtom, shareShopIdAtom, shopIdAtom } from '../state/shop';
import type { getAppStore } from '../state/store';

type AppStore = ReturnType<typeof getAppStore>;

/**
 * Stores the page parameters of the landing URL (spec section 3): shopId, pid (inviter), shareShopId
 * (shared shop), from the query before or after the `#`. Values absent from the URL keep what was stored.
 */
export function applyLandingParams(store: AppStore, href: string): void {
  const params = readLandingParams(href);
  if (params.shopId !== undefined) store.set(shopIdAtom, params.shopId);
  if (params.pid !== undefined) store.set(pidAtom, params.pid);
  if (params.shareShopId !== undefined) store.set(shareShopIdAtom, params.shareShopId);
  applyCardPageResult(store, href);
}

/**
 * A card page sends the customer back with what they did there (`payResult`). A cancel or a decline is
 * believed at once: the card payment stops being "confirmed", and the order can be paid again. 'paid' changes
 * nothing: only the server says that a payment went through.
 */
function applyCardPageResult(store: AppStore, href: string): void {
  const result = readUrlParams(href).get('payResult');
  if (result !== 'cancelled' && result !== 'failed') return;
  store.set(confirmingPaymentsAtom, (entries) => entries.filter((entry) => entry.via !== 'card'));
}
