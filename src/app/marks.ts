/**
 * Performance marks the app leaves at moments only it knows, for measurements and tests from outside the page
 * (`npm run bench`, the browser tests): a page whose calls are all answered cannot tell them whether the app
 * has yet to send any.
 */

/** The first screen is on display with its own calls sent (./first-screen.ts). */
export const FIRST_SCREEN_MARK = 'app:first-screen-shown';

/** Every start-up load (./startup.ts) has been answered, or has failed. */
export const START_UP_ANSWERED_MARK = 'app:start-up-answered';

/**
 * What a screen shows while its code or its answers are on the way: the screen loader's frame, a query's loader,
 * a skeleton. None of it on the page: the screen is drawn with what it waited for.
 */
export const LOADING_SELECTOR = '.screen-loading, .query-loading, .light-skeleton';
