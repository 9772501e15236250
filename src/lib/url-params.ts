import { type Id, toId } from './id';
/**
 * Reads query parameters from a URL whose query may stand before or after the `#`
 * (`https://host/?shopId=3#/pages/Home/Home/index?pid=9`). Values after the `#` win.
 */
export function readUrlParams(href: string): URLSearchParams {
  const merged = new URLSearchParams();
  let url: URL;
  try {
    url = new URL(href, 'https://app.invalid/');
  } catch {
    return merged;
  }
  for (const [key, value] of url.searchParams) merged.set(key, value);
  const hash = url.hash.slice(1);
  const queryStart = hash.indexOf('?');
  if (queryStart !== -1) {
    for (const [key, value] of new URLSearchParams(hash.slice(queryStart + 1))) merged.set(key, value);
  }
  return merged;
}

export type LandingParams = { shopId?: Id; pid?: string; shareShopId?: Id };

/** The page parameters the spec stores on arrival (section 3). */
export function readLandingParams(href: string): LandingParams {
  const params = readUrlParams(href);
  const result: LandingParams = {};
  const shopId = toId(params.get('shopId'));
  if (shopId !== undefined) result.shopId = shopId;
  const pid = params.get('pid');
  if (pid && /^[\w-]{1,64}$/.test(pid)) result.pid = pid;
  const shareShopId = toId(params.get('shareShopId'));
  if (shareShopId !== undefined) result.shareShopId = shareShopId;
  return result;
}
