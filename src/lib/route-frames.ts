import type { RouteName } from './paths';

/**
 * How each route is framed, shared by the route table (src/app/routes.ts) and the boot script's shell
 * (src/boot/), which draws the frame before the app's code has loaded.
 */
/** The three tab pages: tab bar, no back button. */
export const TAB_ROUTES: readonly RouteName[] = ['home', 'order', 'my'];

/** Screens with a spec "custom navigation bar": they draw their own top bar. */
export const CUSTOM_NAV_ROUTES: readonly RouteName[] = ['home', 'scan', 'login', 'register', 'protocol', 'privacy'];
