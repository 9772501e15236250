/**
 * Performance marks the app leaves at moments only it knows, for measurements and tests from outside the page
 * (`npm run bench`, the browser tests): a page whose calls are all answered cannot tell them whether the app
 * has yet to send any.
 */

/** The first screen is on display with its own calls sent (./first-screen.ts). */
export const FIRST_SCREEN_MARK = 'app:first-screen-shown';

/** Every start-up load (./startup.ts) has been answered, or has failed. */
export const START_UP_ANSWERED_MARK = 'app:start-up-answered';
