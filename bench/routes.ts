import { PATHS, type RouteName } from '../src/lib/paths';
import { ARRIVALS } from '../src/testing/arrivals';

/**
 * Every route of spec section 2, deep-linked as a customer arrives on it: with the query a menu, a QR code or
 * a shared link carries (ids from the mock's seed: order 1 unpaid, order 8 owing a price difference, order 9
 * overdue, goods 101, address 1, cabinet L001), logged in as the demo customer except where a guest arrives.
 */
export type BenchRoute = { name: string; route: RouteName; query: string; session: boolean };

const GUEST: RouteName[] = ['login', 'register', 'forget'];

export const BENCH_ROUTES: BenchRoute[] = (Object.keys(PATHS) as RouteName[]).map((route) => ({
  name: route === 'pendingList' ? 'pendingList (cabinet link)' : route,
  route,
  query: ARRIVALS[route] ?? '',
  session: !GUEST.includes(route),
}));

export const urlOf = (base: string, route: BenchRoute) => `${base}/#${PATHS[route.route]}${route.query}`;
