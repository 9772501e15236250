import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { adKeys, adQueries } from '../api/ad';
import { authKeys } from '../api/auth';
import { confKeys } from '../api/conf';
import { fileKeys } from '../api/file';
import { lockerKeys, lockerQueries } from '../api/locker';
import { orderKeys, orderQueries } from '../api/order';
import { shopKeys } from '../api/shop';
import { sysKeys } from '../api/sys';
import { walletKeys } from '../api/wallet';
import { NEWEST } from '../features/home/HomeOrders';
import { TO_STORE_QUERY, UNPAID_QUERY } from '../features/lockers/use-cabinet-reads';
import { APP_VERSION } from '../lib/version';
import { clearSession } from '../state/session';
import { getAppStore } from '../state/store';
import { reload } from '../testing/reload';
import { renderWithApp } from '../testing/render';
import { logIn, TEST_TOKEN } from '../testing/session';
import { isKeptCopy } from '../ui/kept-copy';
import {
  KEPT_MAX_AGE_MS,
  KEPT_MAX_CABINETS,
  KEPT_MAX_CHARS,
  KEPT_SHAPE,
  KEPT_STORAGE_KEY,
  keptCopy,
  keptOwner,
  keptQuery,
  restoreKeptAnswers,
} from './kept-answers';
import { createQueryClient } from './query-client';

/**
 * Answers kept on the phone for a returning customer (issue 49): which, for whom, for how long, and what resets
 * them. What the screens draw from them is in src/app/returning-customer.test.tsx.
 */

const HOME_ORDERS = orderQueries.page(NEWEST).queryKey;
const stored = () => localStorage.getItem(KEPT_STORAGE_KEY);
const storedCopy = () =>
  JSON.parse(stored() ?? 'null') as { owner: string; answers: { key: unknown[]; at: number; data: unknown }[] } | null;
const storedKeys = () => storedCopy()?.answers.map((answer) => JSON.stringify(answer.key)) ?? [];

/** A first visit as the demo customer: Home's and the cabinet's answers fetched, then the page reloaded. */
async function firstVisit() {
  logIn();
  const { queryClient, unmount } = renderWithApp(<div />, { path: '/pages/Home/Home/index' });
  await queryClient.fetchQuery(adQueries.list('0'));
  await queryClient.fetchQuery(orderQueries.page(NEWEST));
  await queryClient.fetchQuery(lockerQueries.info('L001'));
  await queryClient.fetchQuery(orderQueries.infoList({ lockerNo: 'L001' }));
  reload(unmount); // the page is thrown away: what was waiting to be written is written first
}

/** The next visit's cache, as src/main.tsx fills it before the first render. */
function nextVisit() {
  const client = createQueryClient();
  restoreKeptAnswers(getAppStore(), client);
  return client;
}

const copyOf = (answers: { key: readonly unknown[]; at?: number; data: unknown }[], fields: object = {}) =>
  JSON.stringify({
    shape: KEPT_SHAPE,
    app: APP_VERSION,
    owner: keptOwner(TEST_TOKEN),
    savedAt: Date.now(),
    answers: answers.map(({ key, at = Date.now() - 60_000, data }) => ({ key, at, data })),
    ...fields,
  });

describe('which answers are kept', () => {
  it("keeps Home's and the cabinet link's first reads and the small start-up reads, by their keys in src/api", () => {
    const anyone = [
      adKeys.list('0'),
      lockerKeys.info('L001'),
      sysKeys.languages(),
      sysKeys.mobileRegular(),
      shopKeys.brand('0'),
    ];
    const customer = [
      orderKeys.page(NEWEST),
      orderKeys.page(UNPAID_QUERY),
      orderKeys.page(TO_STORE_QUERY),
      orderKeys.infoList({ lockerNo: 'L001' }),
    ];
    for (const key of anyone) expect(keptQuery(key)?.who, JSON.stringify(key)).toBe('anyone');
    for (const key of customer) expect(keptQuery(key)?.who, JSON.stringify(key)).toBe('customer');
    expect(keptQuery(lockerKeys.info('L001'))?.cabinet).toBe('L001');
    expect(keptQuery(orderKeys.infoList({ lockerNo: 'L002' }))?.cabinet).toBe('L002');
  });

  it('never keeps the wallet, an order or what is due, another page of orders, nor what has a home of its own', () => {
    const never = [
      walletKeys.info(),
      walletKeys.all,
      orderKeys.detail('8'),
      orderKeys.info('5009'),
      orderKeys.counts(),
      orderKeys.page({ pageNum: 1, pageSize: 10 }),
      orderKeys.page({ status: 'unpaid', pageNum: 2, pageSize: 50 }),
      orderKeys.list(null, 10),
      orderKeys.infoList({ lockerNo: 'L001', kind: 'pick' }),
      orderKeys.infoList({}),
      lockerKeys.freeBox('L001'),
      // kept by src/app/server-entities.ts in the spec's storage keys
      authKeys.userInfo('0'),
      shopKeys.info('0'),
      fileKeys.ossToken(),
      // its agreements are pages of HTML
      confKeys.common('0'),
      ['ad', 'list', { shopId: '0', extra: 1 }],
      ['sys', 'languages', 'more'],
    ];
    for (const key of never) expect(keptQuery(key), JSON.stringify(key)).toBeNull();
  });

  it('writes them as they come, under the customer, with their times (an order’s dates read back as dates)', async () => {
    await firstVisit();
    const copy = storedCopy();
    expect(copy?.owner).toBe(keptOwner(TEST_TOKEN));
    expect(copy?.owner).not.toContain(TEST_TOKEN);
    expect(storedKeys().sort()).toEqual(
      [adKeys.list('0'), HOME_ORDERS, lockerKeys.info('L001'), orderKeys.infoList({ lockerNo: 'L001' })]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
    const client = nextVisit();
    const orders = client.getQueryData(HOME_ORDERS);
    expect(orders?.list.length).toBeGreaterThan(0);
    expect(orders?.list[0]?.createdAt).toBeInstanceOf(Date);
    const state = client.getQueryState(HOME_ORDERS);
    // kept, not fresh: its time is the first visit's, and it is read again at once whatever its staleTime
    expect(state && isKeptCopy(state)).toBe(true);
    expect(state?.isInvalidated).toBe(true);
    expect(state?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the copy small: the last few cabinets, the newest answers first, within the size', () => {
    logIn();
    const client = createQueryClient();
    const now = Date.now();
    for (let i = 0; i < KEPT_MAX_CABINETS + 2; i += 1) {
      client.setQueryData(lockerKeys.info(`L${i}`), { lockerNo: `L${i}` }, { updatedAt: now - 1000 + i });
    }
    client.setQueryData(adKeys.list('0'), [{ title: 'x'.repeat(KEPT_MAX_CHARS) }], { updatedAt: now });
    client.setQueryData(sysKeys.languages(), [{ code: 'en' }], { updatedAt: now - 5000 });
    const copy = keptCopy(client, keptOwner(TEST_TOKEN), now) ?? '';
    expect(copy.length).toBeLessThanOrEqual(KEPT_MAX_CHARS + 200);
    const keys = (JSON.parse(copy) as { answers: { key: unknown[] }[] }).answers.map(({ key }) => key);
    // the banners' answer alone is larger than the whole copy may be: left out, the rest kept
    expect(keys).not.toContainEqual(adKeys.list('0'));
    expect(keys).toContainEqual(sysKeys.languages());
    expect(keys.filter((key) => key[0] === 'locker')).toEqual(
      [4, 3, 2].map((i) => lockerKeys.info(`L${i}`)).slice(0, KEPT_MAX_CABINETS),
    );
  });

  it('drops an answer the server has since refused, keeps one the network failed to refresh', async () => {
    await firstVisit();
    const { queryClient, unmount } = renderWithApp(<div />, { path: '/pages/Home/Home/index' });
    server.use(
      http.get('*/user-api/locker/locker-info', () =>
        HttpResponse.json({ code: 500, msg: 'This cabinet does not exist', data: null }),
      ),
      http.get('*/user-api/ad/list', () => HttpResponse.error()),
    );
    await expect(queryClient.fetchQuery(lockerQueries.info('L001'))).rejects.toBeTruthy();
    await expect(queryClient.fetchQuery(adQueries.list('0'))).rejects.toBeTruthy();
    await queryClient.fetchQuery(orderQueries.page(NEWEST));
    reload(unmount);
    expect(storedKeys()).not.toContain(JSON.stringify(lockerKeys.info('L001')));
    expect(storedKeys()).toContain(JSON.stringify(adKeys.list('0')));
  });

  it('keeps a guest’s public answers only', () => {
    const client = createQueryClient();
    client.setQueryData(adKeys.list('0'), [], { updatedAt: Date.now() });
    client.setQueryData(HOME_ORDERS, { list: [], total: 0 }, { updatedAt: Date.now() });
    const copy = JSON.parse(keptCopy(client, keptOwner(null)) ?? '{}') as { answers: { key: unknown[] }[] };
    expect(copy.answers.map(({ key }) => key)).toEqual([adKeys.list('0')]);
  });
});

describe('for whom they are kept', () => {
  it('another customer on the phone sees none of them, and the copy goes', async () => {
    await firstVisit();
    logIn(1002, 't-another');
    const client = nextVisit();
    expect(client.getQueryData(HOME_ORDERS)).toBeUndefined();
    expect(client.getQueryData(lockerKeys.info('L001'))).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('a guest’s kept answers serve whoever signs in, never a customer’s answer written in them', () => {
    localStorage.setItem(
      KEPT_STORAGE_KEY,
      copyOf(
        [
          { key: adKeys.list('0'), data: [] },
          { key: HOME_ORDERS, data: { list: [], total: 0 } },
        ],
        {
          owner: keptOwner(null),
        },
      ),
    );
    logIn();
    const client = nextVisit();
    expect(client.getQueryData(adKeys.list('0'))).toEqual([]);
    expect(client.getQueryData(HOME_ORDERS)).toBeUndefined();
  });

  it('logging out drops them, and nothing of the customer is written after', async () => {
    await firstVisit();
    const { queryClient, unmount } = renderWithApp(<div />, { path: '/pages/Home/Home/index' });
    expect(queryClient.getQueryData(HOME_ORDERS)).toBeDefined();
    clearSession(getAppStore());
    expect(stored()).toBeNull();
    await queryClient.fetchQuery(adQueries.list('0'));
    reload(unmount);
    // the guest's own public answers only
    expect(storedCopy()?.owner).toBe(keptOwner(null));
    expect(storedKeys()).toEqual([JSON.stringify(adKeys.list('0'))]);
  });

  it('a 401 drops them', async () => {
    await firstVisit();
    const { queryClient } = renderWithApp(<div />, { path: '/pages/Home/Home/index' });
    server.use(
      http.get('*/user-api/order/order-number', () => HttpResponse.json({ code: 401, msg: 'expired', data: null })),
    );
    await expect(queryClient.fetchQuery(orderQueries.counts())).rejects.toBeTruthy();
    expect(stored()).toBeNull();
    expect(queryClient.getQueryData(HOME_ORDERS)).toBeUndefined();
  });
});

describe('a stored copy that does not serve', () => {
  it.each([
    ['not JSON', '{"shape":1,'],
    ['another shape', copyOf([{ key: adKeys.list('0'), data: [] }], { shape: KEPT_SHAPE + 1 })],
    ['another app version', copyOf([{ key: adKeys.list('0'), data: [] }], { app: `${APP_VERSION}-old` })],
    ['no answers list', copyOf([], { answers: 'none' })],
  ])('%s: is removed, and nothing restored', (_name, value) => {
    logIn();
    localStorage.setItem(KEPT_STORAGE_KEY, value);
    const client = nextVisit();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(stored()).toBeNull();
  });

  it('an answer older than the age limit, or of a key never kept, is not restored', () => {
    logIn();
    localStorage.setItem(
      KEPT_STORAGE_KEY,
      copyOf([
        { key: adKeys.list('0'), data: [], at: Date.now() - KEPT_MAX_AGE_MS - 1000 },
        { key: walletKeys.info(), data: { balance: 1000 } },
        { key: lockerKeys.info('L001'), data: { lockerNo: 'L001' } },
      ]),
    );
    const client = nextVisit();
    expect(client.getQueryData(adKeys.list('0'))).toBeUndefined();
    expect(client.getQueryData(walletKeys.info())).toBeUndefined();
    expect(client.getQueryData(lockerKeys.info('L001'))).toEqual({ lockerNo: 'L001' });
  });

  it('a kept answer gives way to the server’s as soon as it comes', async () => {
    await firstVisit();
    const { queryClient } = renderWithApp(<div />, { path: '/pages/Home/Home/index' });
    const kept = queryClient.getQueryState(HOME_ORDERS);
    expect(kept && isKeptCopy(kept)).toBe(true);
    await queryClient.fetchQuery(orderQueries.page(NEWEST));
    const fresh = queryClient.getQueryState(HOME_ORDERS);
    expect(fresh && isKeptCopy(fresh)).toBe(false);
    await waitFor(() => expect(fresh?.dataUpdatedAt).toBeGreaterThan(kept?.dataUpdatedAt ?? 0));
  });
});
