/** The new-user (welcome) coupon flow: the check, its decision, and the popup (loaded when a check is due). */
export type { WelcomeKind, WelcomeOutcome } from './decide';
export { type WelcomeState, welcomeStateAtom } from './state';
export { WelcomeCoupon } from './WelcomeCoupon';
