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
  home: { tab: true, customNavBar: true, screen: () => import('../features/home/HomeScreen') },
  order: { tab: true, auth: true, screen: () => import('../features/orders/OrderListScreen') },
  my: { tab: true, screen: () => import('../features/profile/MyScreen') },
  scan: { customNavBar: true, screen: () => import('../features/scan/ScanScreen') },
  login: { customNavBar: true, screen: () => import('../features/auth/LoginScreen') },
  register: { customNavBar: true, screen: () => import('../features/auth/RegisterScreen') },
  forget: { screen: () => import('../features/auth/ForgetScreen') },
  topUp: { auth: true, screen: () => import('../features/wallet/TopUpScreen') },
  washingProcess: { screen: () => import('../features/home/WashingProcessScreen') },
  protocol: { customNavBar: true, screen: () => import('../features/agreements/ProtocolScreen') },
  privacy: { customNavBar: true, screen: () => import('../features/agreements/PrivacyScreen') },
  nearLocker: { screen: () => import('../features/lockers/NearLockerScreen') },
  productList: { screen: () => import('../features/goods/ProductListScreen') },
  productDetail: { screen: () => import('../features/goods/ProductDetailScreen') },
  createOrder: { auth: true, screen: () => import('../features/ordering/CreateOrderScreen') },
  coupon: { auth: true, screen: () => import('../features/vouchers/CouponScreen') },
  myCoupon: { auth: true, screen: () => import('../features/vouchers/MyCouponScreen') },
  orderDetail: { auth: true, screen: () => import('../features/orders/OrderDetailScreen') },
  orderSteps: { auth: true, screen: () => import('../features/orders/OrderStepsScreen') },
  pendingList: { auth: true, screen: () => import('../features/lockers/PendingListScreen') },
  address: { auth: true, screen: () => import('../features/addresses/AddressScreen') },
  newAddress: { auth: true, screen: () => import('../features/addresses/NewAddressScreen') },
  wallet: { auth: true, screen: () => import('../features/wallet/WalletScreen') },
  overduePayment: { auth: true, screen: () => import('../features/orders/OverduePaymentScreen') },
  userInfo: { auth: true, screen: () => import('../features/profile/UserInfoScreen') },
  share: { auth: true, screen: () => import('../features/share/ShareScreen') },
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
