import type { ComponentType } from 'react';
import { normalisePath, PATHS, type RouteName } from '../lib/paths';

/**
 * The route table: each of the spec's 25 paths (src/lib/paths.ts) with its title, navigation bar, tab and
 * lazily loaded screen. A route without `screen` is not built yet: it shows its own title and navigation
 * bar with an honest "not available yet" notice (src/app/PendingScreen.tsx), nothing pretending to be done.
 */
export type RouteDef = {
  name: RouteName;
  path: string;
  /** A spec "custom navigation bar": the screen draws its own top bar. */
  customNavBar?: boolean;
  /** One of the three tab pages: shows the tab bar, has no back button. */
  tab?: boolean;
  /** Needs a logged-in customer; anonymous customers are asked to log in ('Please log in'). */
  auth?: boolean;
  screen?: () => Promise<{ default: ComponentType }>;
};

type RouteOptions = Omit<RouteDef, 'name' | 'path'>;

const options: Record<RouteName, RouteOptions> = {
  home: { tab: true, customNavBar: true },
  order: { tab: true, auth: true },
  my: { tab: true, screen: () => import('../features/profile/MyScreen') },
  scan: { customNavBar: true, screen: () => import('../features/scan/ScanScreen') },
  login: { customNavBar: true },
  register: { customNavBar: true },
  forget: {},
  topUp: { auth: true },
  washingProcess: {},
  protocol: { customNavBar: true },
  privacy: { customNavBar: true },
  nearLocker: {},
  productList: {},
  productDetail: {},
  createOrder: { auth: true },
  coupon: { auth: true },
  myCoupon: { auth: true },
  orderDetail: { auth: true },
  orderSteps: { auth: true },
  pendingList: { auth: true },
  address: { auth: true },
  newAddress: { auth: true },
  wallet: { auth: true },
  overduePayment: { auth: true },
  userInfo: { auth: true },
};

export const ROUTES: readonly RouteDef[] = (Object.keys(PATHS) as RouteName[]).map((name) => ({
  name,
  path: PATHS[name],
  ...options[name],
}));

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route for an app path; `/` is Home. Unknown paths give `undefined` (the open-error screen). */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(normalisePath(path));
}
