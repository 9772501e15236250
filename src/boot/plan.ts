import type { RouteName } from '../lib/paths';

/** A GET the app will make on its first screen: path under the API base, and its query. */
export type PlannedCall = { path: string; query: Record<string, string> };

type PlanInput = { route: RouteName | null; query: URLSearchParams; shopId: number; loggedIn: boolean };

/**
 * The calls the first screen needs to show itself: Home's banners and shop, the product detail's goods, the
 * cabinet page's cabinet and orders. The boot script sends them while the app's code downloads, so the screen
 * is ready after one wave of calls instead of two or three. The start-up loads (src/app/startup.ts) are not
 * among them: no first screen waits for them, and sent this early they take, on HTTP/1.1, connections the
 * screen's own calls and the app's files need, and the screen is drawn later (docs/decisions.md). The app
 * makes them once it runs.
 * Only speed depends on this list: a call the app does not make goes unused, and a call missing here is
 * simply made by the app.
 */
export function prefetchPlan({ route, query, shopId, loggedIn }: PlanInput): PlannedCall[] {
  const shop = { shopId: String(shopId) };
  // The calls whose answers the shell draws come first: Home's banners, the goods, the cabinet.
  if (route === 'home') {
    return [
      { path: '/ad/list', query: shop },
      { path: '/shop/get-shop-info', query: shop },
    ];
  }
  const goodsId = query.get('id');
  if (route === 'productDetail' && goodsId && /^[1-9]\d{0,11}$/.test(goodsId)) {
    return [{ path: '/goods/goods-info', query: { id: goodsId } }];
  }
  const lockerNo = query.get('lockerNo');
  if (route === 'pendingList' && loggedIn && lockerNo) {
    return [
      { path: '/locker/locker-info', query: { lockerNo } },
      { path: '/order/order-info-list', query: { lockerNo } },
      { path: '/order/order-list', query: { status: 'unpaid', pageNum: '1', pageSize: '50' } },
    ];
  }
  return [];
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
