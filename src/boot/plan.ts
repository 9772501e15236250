import type { RouteName } from '../lib/paths';

/** A GET the app will make on its first screen: path under the API base, and its query. */
export type PlannedCall = { path: string; query: Record<string, string> };

type PlanInput = { route: RouteName | null; query: URLSearchParams; shopId: number; loggedIn: boolean };

/**
 * The calls the app makes at once when it opens on a route: the start-up loads (src/app/startup.ts) and the
 * first screen's own queries. The boot script sends them while the app's code downloads, so the screen is
 * ready after one wave of calls instead of two or three. Only speed depends on this list: a call the app
 * does not make goes unused, and a call missing here is simply made by the app (src/app/prefetch.test.ts
 * checks the list against what the app really asks for on Home and the cabinet page).
 */
export function prefetchPlan({ route, query, shopId, loggedIn }: PlanInput): PlannedCall[] {
  const shop = { shopId: String(shopId) };
  // The calls whose answers the shell draws come first: on HTTP/1.1 only six requests travel at once.
  const calls: PlannedCall[] = [];
  if (route === 'home') calls.push({ path: '/ad/list', query: shop });
  const lockerNo = query.get('lockerNo');
  if (route === 'pendingList' && loggedIn && lockerNo) {
    calls.push(
      { path: '/locker/locker-info', query: { lockerNo } },
      { path: '/order/order-info-list', query: { lockerNo } },
      { path: '/order/order-list', query: { status: 'unpaid', pageNum: '1', pageSize: '50' } },
    );
  }
  calls.push(
    { path: '/conf/get-by-shopid', query: shop },
    { path: '/sys/get-sys-language', query: {} },
    { path: '/shop/get-brand', query: shop },
    { path: '/shop/get-shop-info', query: shop },
    { path: '/sys/get-mobile-regular', query: {} },
  );
  if (loggedIn) {
    calls.push({ path: '/auth/get-user-info', query: shop }, { path: '/file/aliyun-sts-token', query: {} });
  }
  return calls;
}

/** Two URLs ask for the same thing when path and parameters match, whatever the parameters' order. */
export function sameCall(a: string, b: string): boolean {
  const left = new URL(a);
  const right = new URL(b);
  if (left.origin !== right.origin || left.pathname !== right.pathname) return false;
  left.searchParams.sort();
  right.searchParams.sort();
  return left.searchParams.toString() === right.searchParams.toString();
}
