import { describe, expect, it } from 'vitest';
import { prefetchPlan, sameCall } from './plan';

const urls = (calls: ReturnType<typeof prefetchPlan>) =>
  calls.map(({ path, query }) => `${path}?${new URLSearchParams(query)}`.replace(/\?$/, ''));

describe('the calls the boot script sends ahead', () => {
  it("Home: the start-up loads and the banners, for the landing shop; a session adds the customer's", () => {
    const anonymous = urls(prefetchPlan({ route: 'home', query: new URLSearchParams(), shopId: 3, loggedIn: false }));
    expect(anonymous[0]).toBe('/ad/list?shopId=3'); // first: the shell draws its answer
    expect(anonymous).toContain('/shop/get-shop-info?shopId=3');
    expect(anonymous).not.toContain('/auth/get-user-info?shopId=3');
    const customer = urls(prefetchPlan({ route: 'home', query: new URLSearchParams(), shopId: 3, loggedIn: true }));
    expect(customer).toContain('/auth/get-user-info?shopId=3');
  });

  it('the cabinet page: the cabinet and its orders, only for a logged-in customer (anyone else is asked to log in)', () => {
    const query = new URLSearchParams('lockerNo=L001&shopId=0');
    const customer = urls(prefetchPlan({ route: 'pendingList', query, shopId: 0, loggedIn: true }));
    expect(customer).toEqual(
      expect.arrayContaining([
        '/locker/locker-info?lockerNo=L001',
        '/order/order-info-list?lockerNo=L001',
        '/order/order-list?status=unpaid&pageNum=1&pageSize=50',
      ]),
    );
    expect(customer[0]).toBe('/locker/locker-info?lockerNo=L001'); // first: the shell draws its answer
    const anonymous = urls(prefetchPlan({ route: 'pendingList', query, shopId: 0, loggedIn: false }));
    expect(anonymous.some((url) => url.startsWith('/locker/'))).toBe(false);
  });

  it('matches a request whatever the order of its parameters, and nothing else', () => {
    expect(sameCall('https://a.test/x?b=2&a=1', 'https://a.test/x?a=1&b=2')).toBe(true);
    expect(sameCall('https://a.test/x?a=1', 'https://a.test/x?a=2')).toBe(false);
    expect(sameCall('https://a.test/x?a=1', 'https://a.test/y?a=1')).toBe(false);
    expect(sameCall('https://a.test/x', 'https://b.test/x')).toBe(false);
  });
});
