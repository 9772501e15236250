import { PATHS, type RouteName } from '../src/lib/paths';

/**
 * Every route of spec section 2, deep-linked as a customer arrives on it: with the query a menu, a QR code or
 * a shared link carries (ids from the mock's seed: order 1 unpaid, order 8 owing a price difference, order 9
 * overdue, goods 101, address 1, cabinet L001), logged in as the demo customer except where a guest arrives.
 */
export type BenchRoute = { name: string; route: RouteName; query: string; session: boolean };

const GUEST: RouteName[] = ['login', 'register', 'forget'];
const QUERIES: Partial<Record<RouteName, string>> = {
  productList: '?kind=online',
  productDetail: '?id=101',
  createOrder: '?kind=scan&lockerNo=L001',
  orderDetail: '?id=8',
  orderSteps: '?orderInfoId=5006',
  pendingList: '?lockerNo=L001&shopId=0',
  address: '?family=receiving',
  newAddress: '?id=1&family=receiving',
  overduePayment: '?orderInfoId=5009&kind=overdue',
};

export const BENCH_ROUTES: BenchRoute[] = (Object.keys(PATHS) as RouteName[]).map((route) => ({
  name: route === 'pendingList' ? 'pendingList (cabinet link)' : route,
  route,
  query: QUERIES[route] ?? '',
  session: !GUEST.includes(route),
}));

export const urlOf = (base: string, route: BenchRoute) => `${base}/#${PATHS[route.route]}${route.query}`;
