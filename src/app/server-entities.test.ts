// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { authQueries } from '../api/auth';
import { fileQueries } from '../api/file';
import { shopQueries } from '../api/shop';
import { ossAtom } from '../state/config';
import { userInfoAtom } from '../state/session';
import { shopInfoAtom } from '../state/shop';
import { getAppStore } from '../state/store';
import { logIn } from '../testing/session';
import { createQueryClient } from './query-client';
import { keepServerEntities } from './server-entities';

/**
 * The user, the shop and the storage credentials live in the query cache; the spec's storage keys keep them
 * between visits (issue 48).
 */

const user = {
  id: '1001',
  nickName: 'Lan',
  phone: '13800138000',
  member: true,
  avatar: null,
  language: null,
  receiverName: null,
  receiverAddress: null,
};
const oss = (expiresInMs: number) => ({
  accessKeyId: 'k',
  accessKeySecret: 's',
  securityToken: 't',
  expiration: new Date(Date.now() + expiresInMs),
  bucket: null,
  region: null,
  host: 'https://oss.example',
  dir: 'u/',
});

describe('one home for the user, the shop and the credentials', () => {
  it('seeds the cache from what the phone kept, for this customer and this shop, marked as to be read again', () => {
    logIn();
    const store = getAppStore();
    store.set(userInfoAtom, user);
    store.set(shopInfoAtom, { id: '0', name: 'Kept shop', logo: null, phone: null, address: null, orderOnline: true });
    store.set(ossAtom, oss(10 * 60_000));
    const client = createQueryClient();
    keepServerEntities(store, client);
    expect(client.getQueryData(authQueries.userInfo('0').queryKey)?.member).toBe(true);
    expect(client.getQueryData(shopQueries.info('0').queryKey)?.name).toBe('Kept shop');
    expect(client.getQueryData(fileQueries.ossToken().queryKey)?.accessKeyId).toBe('k');
    expect(client.getQueryState(authQueries.userInfo('0').queryKey)?.dataUpdatedAt).toBe(1);
  });

  it('keeps no expired credentials, and no user for a guest', () => {
    const store = getAppStore();
    store.set(userInfoAtom, user);
    store.set(ossAtom, oss(30_000));
    const client = createQueryClient();
    keepServerEntities(store, client);
    expect(client.getQueryData(authQueries.userInfo('0').queryKey)).toBeUndefined();
    expect(client.getQueryData(fileQueries.ossToken().queryKey)).toBeUndefined();
    expect(store.get(ossAtom)).toBeNull();
  });

  it("writes each new answer back to the spec's storage keys", async () => {
    logIn();
    const store = getAppStore();
    const client = createQueryClient();
    keepServerEntities(store, client);
    await client.fetchQuery(authQueries.userInfo('0'));
    await client.fetchQuery(shopQueries.info('0'));
    expect(store.get(userInfoAtom)?.id).toBe('1001');
    expect(store.get(shopInfoAtom)?.id).toBe('0');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').data?.id).toBe('1001');
  });
});
