/** The new-user (welcome) coupon flow: the check, its decision, and the popup. */
export type { WelcomeKind, WelcomeOutcome } from './decide';
export { runWelcomeCheck } from './run-check';
export { type WelcomeState, welcomeStateAtom } from './state';
export { WelcomeCoupon } from './WelcomeCoupon';
export { WelcomeCouponPopup } from './WelcomeCouponPopup';
