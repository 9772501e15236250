import { hashKey, type QueryClient } from '@tanstack/react-query';
import { authKeys } from '../api/auth';
import { fileKeys } from '../api/file';
import { shopKeys } from '../api/shop';
import { ossAtom, validOss } from '../state/config';
import { tokenAtom, userInfoAtom } from '../state/session';
import { shopIdAtom, shopInfoAtom } from '../state/shop';
import type { getAppStore } from '../state/store';

type Store = ReturnType<typeof getAppStore>;

/** Marks a seeded answer as read long ago: shown at once, and read again where a screen asks for it. */
const KEPT = { updatedAt: 1 };

/**
 * The user info (the member flag), the shop's info and the storage credentials have one home, the query cache
 * (read through authQueries.userInfo, shopQueries.info, fileQueries.ossToken). The spec's storage keys
 * (userInfo, shopInfo, oss) are where they are kept between visits: they seed the cache at start, and a
 * cache subscriber writes each new answer back to them. Credentials are never kept past their expiry. Returns
 * the unsubscribe.
 */
export function keepServerEntities(store: Store, queryClient: QueryClient): () => void {
  const shopId = store.get(shopIdAtom);
  const user = store.get(userInfoAtom);
  if (user && store.get(tokenAtom) !== null) queryClient.setQueryData(authKeys.userInfo(shopId), user, KEPT);
  const shop = store.get(shopInfoAtom);
  if (shop && shop.id === shopId) queryClient.setQueryData(shopKeys.info(shopId), shop, KEPT);
  const oss = validOss(store.get(ossAtom));
  if (oss) queryClient.setQueryData(fileKeys.ossToken(), oss, KEPT);
  else store.set(ossAtom, null); // what expired credentials allow is never kept

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
