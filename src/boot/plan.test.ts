import { describe, expect, it } from 'vitest';
import { prefetchPlan, sameCall } from './plan';

const urls = (calls: ReturnType<typeof prefetchPlan>) =>
  calls.map(({ path, query }) => `${path}?${new URLSearchParams(query)}`.replace(/\?$/, ''));

describe('the calls the boot script sends ahead', () => {
  it("Home: its banners first (the shell draws the first one), then its shop; the start-up loads are the app's", () => {
    for (const loggedIn of [false, true]) {
      expect(urls(prefetchPlan({ route: 'home', query: new URLSearchParams(), shopId: 3, loggedIn }))).toEqual([
        '/ad/list?shopId=3',
        '/shop/get-shop-info?shopId=3',
      ]);
    }
  });

  it('the cabinet page: the cabinet first, then its orders, only for a logged-in customer (anyone else is asked to log in)', () => {
    const query = new URLSearchParams('lockerNo=L001&shopId=0');
    expect(urls(prefetchPlan({ route: 'pendingList', query, shopId: 0, loggedIn: true }))).toEqual([
      '/locker/locker-info?lockerNo=L001',
      '/order/order-info-list?lockerNo=L001',
      '/order/order-list?status=unpaid&pageNum=1&pageSize=50',
    ]);
    expect(prefetchPlan({ route: 'pendingList', query, shopId: 0, loggedIn: false })).toEqual([]);
  });

  it('the product detail: its goods, for a guest too; nothing without a goods id the app would ask for', () => {
    for (const loggedIn of [false, true]) {
      const query = new URLSearchParams('id=101&kind=online');
      expect(urls(prefetchPlan({ route: 'productDetail', query, shopId: 0, loggedIn }))).toEqual([
        '/goods/goods-info?id=101',
      ]);
    }
    for (const id of ['', 'abc', '0', '-1', '1.5'])
      expect(
        prefetchPlan({ route: 'productDetail', query: new URLSearchParams({ id }), shopId: 0, loggedIn: true }),
      ).toEqual([]);
  });

  it('another screen, or the cabinet page without a cabinet number: nothing is sent ahead', () => {
    expect(prefetchPlan({ route: 'my', query: new URLSearchParams(), shopId: 0, loggedIn: true })).toEqual([]);
    expect(prefetchPlan({ route: 'pendingList', query: new URLSearchParams(), shopId: 0, loggedIn: true })).toEqual([]);
  });

  it('matches a request whatever the order of its parameters, and nothing else', () => {
    expect(sameCall('https://a.test/x?b=2&a=1', 'https://a.test/x?a=1&b=2')).toBe(true);
    expect(sameCall('https://a.test/x?a=1', 'https://a.test/x?a=2')).toBe(false);
    expect(sameCall('https://a.test/x?a=1', 'https://a.test/y?a=1')).toBe(false);
    expect(sameCall('https://a.test/x', 'https://b.test/x')).toBe(false);
  });
});
