// @vitest-environment happy-dom

import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { logIn, TEST_TOKEN } from '../testing/session';
import { getAdList } from './ad';
import { getUserInfo } from './auth';
import { getGoodsList } from './goods';
import { getLockerInfo } from './locker';
import { getOrderList } from './order';
import { getReceivingList } from './receiving';
import { getNearbySites } from './site';
import { getBillList, getCouponList } from './wallet';

/**
 * A real user-api sends only some of the fields our mock sends. Each field below, one the spec does not
 * name, is left out of the mock's own answer in turn: the call must still be read (CONTRACT.md: the app
 * requires a field only when the screen cannot do its job without it).
 */

type Json = Record<string, unknown>;

/** Answers the next call to `path` with the mock's own answer, changed by `lean`. */
async function leanAnswer(path: string, lean: (data: Json) => void) {
  const url = new URL(`/user-api${path}`, location.href);
  const real = (await (await fetch(url, { headers: { token: TEST_TOKEN } })).json()) as { data: Json };
  lean(real.data);
  server.use(http.get(`*${url.pathname}`, () => HttpResponse.json(real), { once: true }));
}

const without =
  (...fields: string[]) =>
  (row: Json) => {
    for (const field of fields) delete row[field];
  };
const inList = (change: (row: Json) => void) => (data: Json) => {
  for (const row of data.list as Json[]) change(row);
};
const inArray = (change: (row: Json) => void) => (data: Json) => {
  for (const row of data as unknown as Json[]) change(row);
};

const cases: Array<[string, string, (data: Json) => void, () => Promise<unknown>]> = [
  [
    'user info without nickName and phone',
    '/auth/get-user-info?shopId=0',
    without('nickName', 'phone'),
    () => getUserInfo('0'),
  ],
  [
    'nearby sites without openHours and phone',
    '/site/nearby?shopId=0&latitude=34.79&longitude=113.54',
    inArray(without('openHours', 'phone')),
    () => getNearbySites({ shopId: '0', latitude: 34.79, longitude: 113.54 }),
  ],
  [
    'bill records without balanceAfter',
    '/wallet/bill-list?pageNum=1&pageSize=10',
    inList(without('balanceAfter')),
    () => getBillList({ pageNum: 1, pageSize: 10 }),
  ],
  [
    'a cabinet without freeBoxes and boxes',
    '/locker/locker-info?lockerNo=L001',
    without('freeBoxes', 'boxes'),
    () => getLockerInfo('L001'),
  ],
  [
    'an order page without total, pageNum, pageSize',
    '/order/order-list?pageNum=1&pageSize=10',
    without('total', 'pageNum', 'pageSize'),
    () => getOrderList({ pageNum: 1, pageSize: 10 }),
  ],
  [
    'a goods page without total, pageNum, pageSize',
    '/goods/goods-list?shopId=0&pageNum=1&pageSize=10',
    without('total', 'pageNum', 'pageSize'),
    () => getGoodsList({ shopId: '0', pageNum: 1, pageSize: 10 }),
  ],
  [
    'a voucher page without total, pageNum, pageSize',
    '/wallet/coupon-list?pageNum=1&pageSize=10',
    without('total', 'pageNum', 'pageSize'),
    () => getCouponList({ pageNum: 1, pageSize: 10 }),
  ],
  [
    'addresses without isDefault, regionCodes, regionText',
    '/receiving/list',
    (data) => inList(without('isDefault', 'regionCodes', 'regionText'))(data),
    () => getReceivingList(),
  ],
  [
    'orders without createdAt and orderNo',
    '/order/order-list?pageNum=1&pageSize=10',
    inList(without('createdAt', 'orderNo')),
    () => getOrderList({ pageNum: 1, pageSize: 10 }),
  ],
];

describe('answers that leave out fields the spec does not name are still read', () => {
  for (const [name, path, lean, read] of cases) {
    it(name, async () => {
      logIn();
      await leanAnswer(path, lean);
      await expect(read()).resolves.toBeTruthy();
    });
  }

  it('a banner without a picture is left out, the others shown', async () => {
    logIn();
    await leanAnswer('/ad/list?shopId=0', (data) => {
      delete (data as unknown as Json[])[0]?.image;
    });
    const banners = await getAdList('0');
    expect(banners.map((banner) => banner.id)).toEqual(['2', '3']);
  });

  it('a record or order type the app does not know reads as "other", never as an error', async () => {
    logIn();
    await leanAnswer('/wallet/bill-list?pageNum=1&pageSize=10', (data) => {
      const first = (data.list as Json[])[0];
      if (first) first.kind = 'loyalty-bonus';
    });
    expect((await getBillList({ pageNum: 1, pageSize: 10 })).list[0]?.kind).toBe('other');
    await leanAnswer('/order/order-list?pageNum=1&pageSize=10', (data) => {
      const first = (data.list as Json[])[0];
      if (first) first.type = 'gift-wrap';
    });
    expect((await getOrderList({ pageNum: 1, pageSize: 10 })).list[0]?.type).toBe('other');
    await leanAnswer('/order/order-list?pageNum=1&pageSize=10', (data) => {
      const first = (data.list as Json[])[0];
      if (first) first.status = 'awaiting-courier';
    });
    expect((await getOrderList({ pageNum: 1, pageSize: 10 })).list[0]?.status).toBe('other');
  });

  it('an order without its number is named by its id', async () => {
    logIn();
    await leanAnswer('/order/order-list?pageNum=1&pageSize=10', (data) => {
      inList(without('orderNo'))(data);
      without('total')(data);
    });
    const page = await getOrderList({ pageNum: 1, pageSize: 10 });
    expect(page.list[0]?.orderNo).toBe(String(page.list[0]?.id));
    expect(page.total).toBeNull();
  });
});
