import { describe, expect, it } from 'vitest';
import type { Id } from '../lib/id';
import { sameCall } from '../lib/same-call';
import { prefetchPlan } from './plan';

/** The first screen's own calls, sent as the page arrives. */
const firstOf = (input: Parameters<typeof prefetchPlan>[0]) => prefetchPlan(input).first;
const urls = (calls: ReturnType<typeof prefetchPlan>['first']) =>
  calls.map(({ path, query }) => `${path}?${new URLSearchParams(query)}`.replace(/\?$/, ''));

describe('the calls the boot script sends ahead', () => {
  it("Home: its banners first (the shell draws the first one), then its shop, and a customer's orders", () => {
    const home = (loggedIn: boolean) =>
      urls(firstOf({ route: 'home', query: new URLSearchParams(), shopId: '3', loggedIn }));
    expect(home(false)).toEqual(['/ad/list?shopId=3', '/shop/get-shop-info?shopId=3']);
    expect(home(true)).toEqual([
      '/ad/list?shopId=3',
      '/shop/get-shop-info?shopId=3',
      '/order/order-list?pageNum=1&pageSize=20',
    ]);
  });

  it("the cabinet page: the cabinet first (the shell draws it), then a customer's orders; a guest's cabinet only", () => {
    const query = new URLSearchParams('lockerNo=L001&shopId=0');
    expect(urls(firstOf({ route: 'pendingList', query, shopId: '0', loggedIn: true }))).toEqual([
      '/locker/locker-info?lockerNo=L001',
      '/order/order-info-list?lockerNo=L001',
      '/order/order-list?status=unpaid&pageNum=1&pageSize=50',
      // an online order bound to another cabinet, where no box opened, is stored here as well
      '/order/order-list?status=to-be-stored&pageNum=1&pageSize=50',
    ]);
    expect(urls(firstOf({ route: 'pendingList', query, shopId: '0', loggedIn: false }))).toEqual([
      '/locker/locker-info?lockerNo=L001',
    ]);
  });

  it('the product detail: its goods, for a guest too; nothing without a goods id the app would ask for', () => {
    for (const loggedIn of [false, true]) {
      const query = new URLSearchParams('id=101&kind=online');
      expect(urls(firstOf({ route: 'productDetail', query, shopId: '0', loggedIn }))).toEqual([
        '/goods/goods-info?id=101',
      ]);
    }
    for (const id of ['', 'abc', '0', '-1', '1.5'])
      expect(
        firstOf({ route: 'productDetail', query: new URLSearchParams({ id }), shopId: '0', loggedIn: true }),
      ).toEqual([]);
  });

  it("a screen of one order: its order, by the link's id; nothing for a link without a valid id, or for a guest", () => {
    const plan = (search: string, loggedIn = true) =>
      urls(firstOf({ route: 'orderDetail', query: new URLSearchParams(search), shopId: '0', loggedIn }));
    expect(plan('id=8')).toEqual(['/order/order-info?id=8']);
    expect(plan('id=abc')).toEqual([]);
    expect(plan('id=8', false)).toEqual([]);
  });

  it('the stored shop names the shop a screen reads', () => {
    expect(urls(firstOf({ route: 'productList', query: new URLSearchParams(), shopId: '7', loggedIn: false }))).toEqual(
      ['/goods/goods-list?shopId=7&pageNum=1&pageSize=10', '/goods/goods-type?shopId=7'],
    );
  });

  it('a screen that reads nothing first, no route, or the cabinet page without a cabinet number: nothing is sent ahead', () => {
    expect(firstOf({ route: 'login', query: new URLSearchParams(), shopId: '0', loggedIn: true })).toEqual([]);
    expect(firstOf({ route: null, query: new URLSearchParams(), shopId: '0', loggedIn: true })).toEqual([]);
    expect(firstOf({ route: 'pendingList', query: new URLSearchParams(), shopId: '0', loggedIn: true })).toEqual([]);
  });

  it("the start-up loads' reads follow, for a customer with the session's", () => {
    const startup = (route: Parameters<typeof prefetchPlan>[0]['route'], shopId: Id, loggedIn: boolean) =>
      urls(prefetchPlan({ route, query: new URLSearchParams(), shopId, loggedIn }).startup);
    expect(startup('login', '3', true)).toEqual([
      '/auth/get-user-info?shopId=3',
      '/file/aliyun-sts-token',
      '/conf/get-by-shopid?shopId=3',
      '/sys/get-sys-language',
      '/shop/get-brand?shopId=3',
      '/shop/get-shop-info?shopId=3',
      '/sys/get-mobile-regular',
    ]);
    expect(startup(null, '0', false)).toEqual([
      '/conf/get-by-shopid?shopId=0',
      '/sys/get-sys-language',
      '/shop/get-brand?shopId=0',
      '/shop/get-shop-info?shopId=0',
      '/sys/get-mobile-regular',
    ]);
  });

  it('matches a request whatever the order of its parameters, and nothing else', () => {
    expect(sameCall('https://a.test/x?b=2&a=1', 'https://a.test/x?a=1&b=2')).toBe(true);
    expect(sameCall('https://a.test/x?a=1', 'https://a.test/x?a=2')).toBe(false);
    expect(sameCall('https://a.test/x?a=1', 'https://a.test/y?a=1')).toBe(false);
    expect(sameCall('https://a.test/x', 'https://b.test/x')).toBe(false);
  });
});
