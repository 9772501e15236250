/** The app version (spec section 1), shown on the profile tab. */
export const APP_VERSION = '2.2.5';
