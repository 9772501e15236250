import { hashKey, type QueryClient } from '@tanstack/react-query';
import { authKeys } from '../api/auth';
import { fileKeys } from '../api/file';
import { shopKeys } from '../api/shop';
import { ossAtom, validOss } from '../state/config';
import { tokenAtom, userInfoAtom } from '../state/session';
import { shopIdAtom, shopInfoAtom } from '../state/shop';
import type { getAppStore } from '../state/store';
import { type KeptAnswer, seedKeptAnswers } from '../ui/kept-copy';

type Store = ReturnType<typeof getAppStore>;

/** When a seeded answer was read is not kept: long ago, as far as the cache can tell. */
const LONG_AGO = 1;

/**
 * The user info (the member flag), the shop's info and the storage credentials have one home, the query cache
 * (read through authQueries.userInfo, shopQueries.info, fileQueries.ossToken). The spec's storage keys
 * (userInfo, shopInfo, oss) are where they are kept between visits: they seed the cache at start, and a
 * cache subscriber writes each new answer back to them. Credentials are never kept past their expiry. Returns
 * the unsubscribe.
 */
export function keepServerEntities(store: Store, queryClient: QueryClient): () => void {
  const shopId = store.get(shopIdAtom);
  const seeds: KeptAnswer[] = [];
  const user = store.get(userInfoAtom);
  if (user && store.get(tokenAtom) !== null)
    seeds.push({ queryKey: authKeys.userInfo(shopId), data: user, keptAt: LONG_AGO });
  const shop = store.get(shopInfoAtom);
  if (shop && shop.id === shopId) seeds.push({ queryKey: shopKeys.info(shopId), data: shop, keptAt: LONG_AGO });
  const oss = validOss(store.get(ossAtom));
  // read again when they are about to expire (fileQueries.ossToken), serving an upload until then
  if (oss) seeds.push({ queryKey: fileKeys.ossToken(), data: oss, keptAt: LONG_AGO, byStaleTime: true });
  else store.set(ossAtom, null); // what expired credentials allow is never kept
  // seeded as every kept answer is (src/ui/kept-copy.ts): shown at once, marked, and read again
  seedKeptAnswers(queryClient, seeds);

  // every answer of every query passes here: the three families are told by their key's first word before
  // any key is compared whole
  const kept = new Set(['auth', 'shop', 'file']);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryHash, queryKey, state } = event.query;
    if (!kept.has(String(queryKey[0]))) return;
    const current = store.get(shopIdAtom);
    if (queryHash === hashKey(authKeys.userInfo(current))) store.set(userInfoAtom, state.data as never);
    else if (queryHash === hashKey(shopKeys.info(current))) store.set(shopInfoAtom, state.data as never);
    else if (queryHash === hashKey(fileKeys.ossToken())) store.set(ossAtom, state.data as never);
  });
}
