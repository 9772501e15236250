/**
 * The spec's 25 route paths (section 2), exactly as menus, QR codes and shared links use them, plus the
 * promotion/share page of spec section 1 (`share`, named in the spec's style; the spec's table omits it).
 * Screens navigate by these names, never by string literals.
 */
export const PATHS = {
  home: '/pages/Home/Home/index',
  order: '/pages/Order/Order/index',
  my: '/pages/My/My/index',
  scan: '/pages/Home/Scan/index',
  login: '/pages/Login/login',
  register: '/pages/Login/register',
  forget: '/pages/Login/forget',
  topUp: '/pages/Home/TopUp/index',
  washingProcess: '/pages/Home/washingProcess/index',
  protocol: '/pages/Home/protocol/index',
  privacy: '/pages/Home/protocol/privacy',
  nearLocker: '/pages/Home/NearLocker/index',
  productList: '/pages/Home/ProductList/index',
  productDetail: '/pages/Home/ProductDetail/index',
  createOrder: '/pages/Order/CreateOrder/index',
  coupon: '/pages/Order/Coupon/index',
  myCoupon: '/pages/My/MyCoupon/index',
  orderDetail: '/pages/Order/OrderDetail/index',
  orderSteps: '/pages/Order/OrderSteps/index',
  pendingList: '/pages/Order/PendingList/index',
  address: '/pages/My/Address/index',
  newAddress: '/pages/My/NewAddress/index',
  wallet: '/pages/My/Wallet/index',
  overduePayment: '/pages/Order/OverduePayment/index',
  userInfo: '/pages/My/UserInfo/UserInfo',
  share: '/pages/My/Share/index',
} as const;

export type RouteName = keyof typeof PATHS;

const known = new Set<string>(Object.values(PATHS));

/** The canonical path for an app path: `/` (or empty) is Home; a trailing slash is ignored. */
export function normalisePath(path: string): string {
  if (path === '/' || path === '') return PATHS.home;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

export function isAppPath(path: string): boolean {
  return known.has(normalisePath(path));
}

/** A path with its query, built safely: `withQuery(PATHS.orderDetail, {id: 42})`. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Only the app's own routes are valid places to go back to (after login, from a banner, a scanned code):
 * never another site, never a `javascript:` URL. Returns the candidate when safe, otherwise `null`.
 */
export function safeAppPath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || /[\\\s]/.test(candidate)) return null;
  const [path = ''] = candidate.split('?');
  return isAppPath(path) ? candidate : null;
}
