import type { RouteName } from './paths';

/**
 * How each route is framed, shared by the route table (src/app/routes.ts) and the boot script's shell
 * (src/boot/), which draws the frame before the app's code has loaded.
 */
/** The three tab pages: tab bar, no back button. */
export const TAB_ROUTES: readonly RouteName[] = ['home', 'order', 'my'];

/** Screens with a spec "custom navigation bar": they draw their own top bar. */
export const CUSTOM_NAV_ROUTES: readonly RouteName[] = ['home', 'scan', 'login', 'register', 'protocol', 'privacy'];

/**
 * Screens whose first render uses no antd-mobile (only src/ui/light): they need not wait for antd's set-up.
 * Home and the cabinet page, the two screens customers open the app on, a product's detail and the order
 * form. Their sheets load antd's set-up with their code (`withAntdSetup`, src/ui/antd-setup.ts). Every other
 * screen waits for antd's set-up, whose files the boot script therefore asks for beside the screen's own.
 */
export const ANTD_FREE_ROUTES: readonly RouteName[] = ['home', 'productDetail', 'createOrder', 'pendingList'];
