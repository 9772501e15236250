import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { logIn } from '../testing/session';
import { getDiscountActivity } from './activity';
import { getUserInfo } from './auth';
import { getCommonConfig } from './conf';
import { getIsNewUser } from './expand';
import { getOssToken } from './file';
import { uploadImage } from './file-upload';
import { getGoodsInfo, getGoodsList } from './goods';
import { getLockerInfo } from './locker';
import { addAddr, getAddrList, getReceivingList, saveReceiving, updateAddr } from './receiving';
import { getRegions } from './region';
import { getOrderOnline, getRechargeSetting, getShopInfo } from './shop';
import { getNearbySites } from './site';
import { getStoreInfo } from './store';
import { getSysLanguages } from './sys';
import { claimCoupon, getClaimableCoupons, getCouponList } from './wallet';

/**
 * Answers a user-api we did not write may send, each within what spec section 7 says: fields the spec does
 * not name left out, numbers where our mock sends strings (and back), 0/1 for flags, `data.default` as the
 * one field of `/receiving/list`. Each is still read, with what the screens show worked out from it.
 */

/** The next call to `path` is answered with `data` (code 200). */
function answer(path: string, data: unknown) {
  server.use(
    http.all(`*/user-api${path}`, () => HttpResponse.json({ code: 200, msg: 'success', data }), { once: true }),
  );
}

/** An address as the server sends it, its id a JSON number. */
const address = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  contact: `Contact ${id}`,
  phone: 13800000000 + id,
  detail: `${id} Main Street`,
  ...extra,
});

describe('storage credentials without bucket and region', () => {
  it('are read, and a photo uploads with them', async () => {
    logIn();
    const { bucket: _bucket, region: _region, ...rest } = await getOssToken();
    answer('/file/aliyun-sts-token', { ...rest, expiration: rest.expiration.toISOString() });
    const oss = await getOssToken();
    expect([oss.bucket, oss.region]).toEqual([null, null]);
    const uploaded = await uploadImage(new Blob(['x'], { type: 'image/png' }), oss);
    expect(uploaded.key.startsWith(rest.dir)).toBe(true);
    expect(uploaded.url).toBeTruthy();
  });
});

describe('goods without typeId', () => {
  it('are listed and shown', async () => {
    answer('/goods/goods-list', { list: [{ id: '101', name: 'Wash', price: '29.00' }] });
    expect((await getGoodsList({ shopId: '0', pageNum: 1, pageSize: 10 })).list).toEqual([
      expect.objectContaining({ id: '101', name: 'Wash', price: 29 }),
    ]);
    answer('/goods/goods-info', { id: 101, name: 'Wash', price: 29 });
    expect(await getGoodsInfo('101')).toMatchObject({ id: '101', name: 'Wash', goodsAddVos: [] });
  });
});

describe('the shop’s answers', () => {
  it('a recharge setting without any field, or none at all, leaves top-up open', async () => {
    answer('/shop/set-recharge-activity', {});
    expect((await getRechargeSetting('0')).enabled).toBe(true);
    answer('/shop/set-recharge-activity', null);
    expect((await getRechargeSetting('0')).enabled).toBe(true);
    answer('/shop/set-recharge-activity', { enabled: 0 });
    expect((await getRechargeSetting('0')).enabled).toBe(false);
    answer('/shop/set-recharge-activity', { enabled: 1, minAmount: '10', maxAmount: 500, customAmount: 0 });
    expect(await getRechargeSetting('0')).toMatchObject({ enabled: true, minAmount: 10, customAmount: false });
  });

  it('reads 0/1 as the online-order flag', async () => {
    answer('/shop/order-online', { orderOnline: 1 });
    expect((await getOrderOnline('0')).orderOnline).toBe(true);
    answer('/shop/order-online', { orderOnline: 0 });
    expect((await getOrderOnline('0')).orderOnline).toBe(false);
    answer('/shop/get-shop-info', { id: '3', name: 'Campus', orderOnline: 1, phone: 13800138000 });
    expect(await getShopInfo('3')).toMatchObject({ id: '3', orderOnline: true, phone: '13800138000' });
  });
});

describe('stores and cabinets', () => {
  it('a store without storeNo, phone and position is read', async () => {
    answer('/store/store-info', { name: 'Riverside', address: '1 River Rd', shopId: 0 });
    expect(await getStoreInfo('S001')).toMatchObject({ name: 'Riverside', address: '1 River Rd', shopId: '0' });
  });

  it('a cabinet without its position, with a numeric number and a 0/1 online flag, is read', async () => {
    answer('/locker/locker-info', { lockerNo: 1001, name: 'Gate', address: 'Gate 1', shopId: '0', online: 0 });
    expect(await getLockerInfo('1001')).toMatchObject({ lockerNo: '1001', shopId: '0', online: false });
  });

  it('nearby sites with kinds the app does not know are placed by their numbers, never an error', async () => {
    answer('/site/nearby', [
      {
        id: 1,
        kind: 'smart-locker',
        lockerNo: 'L9',
        name: 'A',
        address: 'a',
        latitude: '34.7',
        longitude: 113.5,
        distance: '120',
      },
      { id: 2, kind: 2, storeNo: 'S9', name: 'B', address: 'b', latitude: 34.7, longitude: 113.5, distance: 300 },
      { id: 3, kind: null, name: 'C', address: 'c', latitude: 34.7, longitude: 113.5, distance: 500 },
    ]);
    const sites = await getNearbySites({ latitude: 34.7, longitude: 113.5, shopId: '0' });
    expect(sites.map((site) => [site.kind, site.distance])).toEqual([
      ['locker', 120],
      ['store', 300],
      ['store', 500],
    ]);
  });
});

describe('languages and regions', () => {
  it('a language without its name is offered', async () => {
    answer('/sys/get-sys-language', [{ code: 'vi' }, { code: 'en', name: 'English' }, { code: 'fr' }]);
    expect((await getSysLanguages()).map((language) => language.code)).toEqual(['vi', 'en']);
  });

  it('regions with numeric codes and 0/1 hasChildren', async () => {
    answer('/region/get-by-pcode', [
      { code: 410000, name: 'Henan', hasChildren: 1 },
      { code: '710000', name: 'Taiwan', hasChildren: 0 },
    ]);
    expect(await getRegions()).toEqual([
      { code: '410000', name: 'Henan', hasChildren: true },
      { code: '710000', name: 'Taiwan', hasChildren: false },
    ]);
  });
});

describe('vouchers as spec section 3 words them', () => {
  it('numeric types (1: wash a pair), the known strings, and an unknown type read as "other"', async () => {
    logIn();
    const coupon = { name: 'V', amount: 5, days: 3, status: 'unused' };
    answer('/wallet/coupon-list', {
      list: [
        { ...coupon, id: 1, type: 1 },
        { ...coupon, id: 2, type: '2' },
        { ...coupon, id: 3, type: 3, goodsIds: '104,105' },
        { ...coupon, id: 4, type: 'universal' },
        { ...coupon, id: 5, type: 9 },
        { ...coupon, id: 6, type: 'gift', status: 'frozen' },
      ],
    });
    const { list } = await getCouponList({ pageNum: 1, pageSize: 10 });
    expect(list.map((row) => row.type)).toEqual([
      'wash-pair',
      'universal',
      'some-products',
      'universal',
      'other',
      'other',
    ]);
    expect(list[2]?.goodsIds).toEqual(['104', '105']);
    expect(list[5]?.status).toBe('other');
  });

  it('a voucher without validTo is valid to the end of its last day', async () => {
    logIn();
    answer('/wallet/coupon-list', { list: [{ id: 1, name: 'V', type: 1, amount: 5, days: 2, status: 'unused' }] });
    const validTo = (await getCouponList({ pageNum: 1, pageSize: 10 })).list[0]?.validTo;
    const expected = new Date();
    expected.setDate(expected.getDate() + 2);
    expected.setHours(23, 59, 59, 999);
    expect(validTo?.getTime()).toBe(expected.getTime());
  });

  it('a claimable voucher without templateId is claimed by its id, 0/1 as claimed', async () => {
    logIn();
    answer('/wallet/coupon-list', { list: [{ id: 4, name: 'V', type: 3, amount: 20, days: 30, claimed: 0 }] });
    const [offer] = (await getClaimableCoupons({ pageNum: 1, pageSize: 10, shopId: '0' })).list;
    expect(offer).toMatchObject({ templateId: '4', claimed: false, status: 'claimable' });
  });

  it('a claim answered with data null is done', async () => {
    logIn();
    answer('/wallet/create-order-coupon', null);
    await claimCoupon('4');
  });
});

describe('the receiving list’s data.default (spec section 7)', () => {
  it('data.default only: the default is that entry, and the list holds it', async () => {
    logIn();
    answer('/receiving/list', { default: address(7) });
    const { list, default: chosen } = await getReceivingList();
    expect(chosen).toMatchObject({ id: '7', phone: '13800000007', isDefault: true });
    expect(list.map((row) => [row.id, row.isDefault])).toEqual([['7', true]]);
  });

  it('data.default names the default even when the list items say otherwise', async () => {
    logIn();
    answer('/receiving/list', {
      list: [address(1, { isDefault: 1 }), address(2, { isDefault: 0 })],
      default: address(2),
    });
    const { list, default: chosen } = await getReceivingList();
    expect(chosen?.id).toBe('2');
    expect(list.map((row) => [row.id, row.isDefault])).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });

  it('without data.default, a list item flagged 1 is the default; with none, there is none', async () => {
    logIn();
    answer('/receiving/list', { list: [address(1, { isDefault: 0 }), address(2, { isDefault: 1 })] });
    expect((await getReceivingList()).default?.id).toBe('2');
    answer('/receiving/list', { list: [address(1)], default: null });
    expect((await getReceivingList()).default).toBeNull();
  });

  it('the addr list reads 0/1 flags and numeric phones', async () => {
    logIn();
    answer('/receiving/addr-list', [address(3, { isDefault: '1', regionCodes: [410000, 410100] })]);
    expect(await getAddrList()).toEqual([
      expect.objectContaining({ id: '3', phone: '13800000003', isDefault: true, regionCodes: ['410000', '410100'] }),
    ]);
  });

  it('address writes answered with data null are done', async () => {
    logIn();
    const input = { contact: 'A', phone: '13800000000', regionCodes: ['410000'], detail: 'x', isDefault: false };
    answer('/receiving/add', null);
    await expect(saveReceiving(input)).resolves.toBeNull();
    answer('/receiving/add-addr', null);
    await expect(addAddr(input)).resolves.toBeNull();
    answer('/receiving/set-addr', { ok: true });
    await expect(updateAddr({ ...input, id: '3' })).resolves.toBeNull();
  });
});

describe('numbers where texts were expected, and the other way round', () => {
  it('a customer with a numeric phone and member 1', async () => {
    logIn();
    answer('/auth/get-user-info', { id: '1001', phone: 13800138000, member: 1 });
    expect(await getUserInfo('0')).toMatchObject({ id: '1001', phone: '13800138000', member: true });
  });

  it('a config with a numeric service phone and the washing flow as one text', async () => {
    answer('/conf/get-by-shopid', { servicePhone: 4008001234, flow: '<p>Wash, dry, return</p>' });
    expect(await getCommonConfig('0')).toMatchObject({
      servicePhone: '4008001234',
      flow: ['<p>Wash, dry, return</p>'],
    });
  });

  it('the welcome check’s flags as strings', async () => {
    logIn();
    answer('/expand/is-new-user', { newUser: '1', newUserReward: true });
    expect(await getIsNewUser('3')).toMatchObject({ code: 200, data: { newUser: 1, newUserReward: 1 } });
  });

  it('a page whose total is a string', async () => {
    answer('/goods/goods-list', { list: [{ id: 101, name: 'Wash', price: 29 }], total: '1' });
    expect((await getGoodsList({ shopId: '0', pageNum: 1, pageSize: 10 })).total).toBe(1);
  });

  it('a discount whose percentage and threshold are strings', async () => {
    answer('/activity/discount-activity', {
      id: 1,
      title: 'Spring',
      description: '<p>20% off</p>',
      startTime: '2026-03-01 00:00:00',
      endTime: '2026-06-01 00:00:00',
      discount: { type: 'percent', percent: '20', threshold: '0' },
    });
    expect((await getDiscountActivity('1')).discount).toEqual({ type: 'percent', percent: 20, threshold: 0 });
  });
});
