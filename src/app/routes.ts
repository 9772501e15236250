import type { ComponentType } from 'react';
import { normalisePath, PATHS, type RouteName } from '../lib/paths';
import { CUSTOM_NAV_ROUTES, TAB_ROUTES } from '../lib/route-frames';

/**
 * The route table: each of the spec's 25 paths (src/lib/paths.ts) and the share page, with its title,
 * navigation bar, tab and lazily loaded screen.
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
  /**
   * The screen's code. No screen draws antd-mobile parts on its first render (src/ui/light/ draws them), so
   * none waits for antd's set-up: the sheets and dialogs that use antd load it with their code.
   */
  screen: () => Promise<{ default: ComponentType }>;
};

type RouteOptions = Omit<RouteDef, 'name' | 'path' | 'tab' | 'customNavBar'>;

const options: Record<RouteName, RouteOptions> = {
  home: { screen: () => import('../features/home/HomeScreen') },
  order: { auth: true, screen: () => import('../features/orders/OrderListScreen') },
  my: { screen: () => import('../features/profile/MyScreen') },
  scan: { screen: () => import('../features/scan/ScanScreen') },
  login: { screen: () => import('../features/auth/LoginScreen') },
  register: { screen: () => import('../features/auth/RegisterScreen') },
  forget: { screen: () => import('../features/auth/ForgetScreen') },
  topUp: { auth: true, screen: () => import('../features/wallet/TopUpScreen') },
  washingProcess: { screen: () => import('../features/home/WashingProcessScreen') },
  protocol: { screen: () => import('../features/agreements/ProtocolScreen') },
  privacy: { screen: () => import('../features/agreements/PrivacyScreen') },
  nearLocker: { screen: () => import('../features/lockers/NearLockerScreen') },
  productList: { screen: () => import('../features/goods/ProductListScreen') },
  productDetail: { screen: () => import('../features/goods/ProductDetailScreen') },
  createOrder: { auth: true, screen: () => import('../features/ordering/CreateOrderScreen') },
  coupon: { auth: true, screen: () => import('../features/vouchers/CouponScreen') },
  myCoupon: { auth: true, screen: () => import('../features/vouchers/MyCouponScreen') },
  orderDetail: { auth: true, screen: () => import('../features/orders/OrderDetailScreen') },
  orderSteps: { auth: true, screen: () => import('../features/orders/OrderStepsScreen') },
  // a guest sees the cabinet itself, with a login prompt for the orders (the screen decides)
  pendingList: { screen: () => import('../features/lockers/PendingListScreen') },
  address: { auth: true, screen: () => import('../features/addresses/AddressScreen') },
  newAddress: { auth: true, screen: () => import('../features/addresses/NewAddressScreen') },
  wallet: { auth: true, screen: () => import('../features/wallet/WalletScreen') },
  overduePayment: { auth: true, screen: () => import('../features/orders/OverduePaymentScreen') },
  userInfo: { auth: true, screen: () => import('../features/profile/UserInfoScreen') },
  share: { auth: true, screen: () => import('../features/share/ShareScreen') },
};

export const ROUTES: readonly RouteDef[] = (Object.keys(PATHS) as RouteName[]).map((name) => {
  const route = options[name];
  return {
    name,
    path: PATHS[name],
    ...route,
    tab: TAB_ROUTES.includes(name),
    customNavBar: CUSTOM_NAV_ROUTES.includes(name),
  };
});

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route for an app path; `/` is Home. Unknown paths give `undefined` (the open-error screen). */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(normalisePath(path));
}
