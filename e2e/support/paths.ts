import { PATHS, type RouteName, withQuery } from '../../src/lib/paths';

// The app's routes by name (src/lib/paths.ts), as the app itself builds its links: a test names the screen it
// goes to, never a path literal of its own.

export { PATHS, type RouteName };

export type Query = Record<string, string | number | undefined | null>;

/** An app path with its query: `appPath('orderDetail', { id: 2 })` is `/pages/Order/OrderDetail/index?id=2`. */
export const appPath = (name: RouteName, query: Query = {}): string => withQuery(PATHS[name], query);

/** The page URL of an app path (hash routing), for `page.goto`: `appUrl('my')` is `/#/pages/My/My/index`. */
export const appUrl = (name: RouteName, query?: Query): string => `/#${appPath(name, query)}`;

/** For `toHaveURL`: the page is at route `name` (with the query given, and maybe more after it). */
export function atRoute(name: RouteName, query?: Query): RegExp {
  const hash = `#${appPath(name, query)}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(query ? hash : `${hash}(?:\\?|$)`);
}
