import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';

/**
 * The link a customer shares: the app's Home, carrying the customer's id as `pid` (the inviter) and the
 * current shop as `shareShopId` (and as `shopId`, so the friend lands in the same shop). The query sits
 * inside the hash like every app link; the landing code reads it from either side of the `#`.
 */
export function inviteLink(appUrl: { origin: string; pathname: string }, userId: Id, shopId: Id): string {
  return `${appUrl.origin}${appUrl.pathname}#${withQuery(PATHS.home, { shopId, pid: userId, shareShopId: shopId })}`;
}
