import { whenIdle } from '../lib/idle';
import type { RouteName } from '../lib/paths';
import { ROUTE_FILES_META, routeFiles } from '../lib/route-files';

/**
 * The screens a customer most often opens next from the one on display: the tab bar's other tabs, an order from
 * the list, a product from the goods, the top-up from the wallet. A tap that opens one loads its code, and the
 * bundler's loader put a link into the page for each of its files within the tap, about 10–20 ms of it at 4x CPU
 * (npm run bench's tap table, issue 49). Once the first screen is drawn and the app-shell worker has its files
 * (src/app/service-worker.ts), at idle, their files are asked for here as module preloads (fetched and
 * compiled, not run) and their styles as preloads: at the tap the loader finds the modules' links in the page
 * and adds none, and the screen's code is at hand. Not run ahead: that would be main-thread work at start-up.
 * Not before the worker is there: asked for as soon as the screen was drawn, their 60 KB gzip competed with its
 * later calls and pictures on a slow network (Home's Ready 2.65 -> 3.31 s in the bench); no worker (a browser
 * without one, private mode), no preload.
 *
 * Only the next screens of the one on display, not one list for all: five or six screens' code (up to 80 KB)
 * fetched and compiled at idle after every first screen, most of it for screens the customer does not go to from
 * there, cost main-thread work on every screen (Lighthouse at 4x CPU, docs/decisions.md) and data a phone on a
 * metered plan paid for. A screen not listed here preloads nothing: the customer mostly leaves it by Back, to a
 * screen already loaded.
 */
const NEXT_SCREENS: Partial<Record<RouteName, RouteName[]>> = {
  home: ['order', 'my', 'productList'],
  order: ['orderDetail', 'home', 'my'],
  my: ['home', 'order'],
  productList: ['productDetail'],
  wallet: ['topUp'],
  pendingList: ['orderDetail'],
  createOrder: ['orderDetail'],
  myCoupon: ['productList'],
  address: ['newAddress'],
  login: ['home'],
  register: ['home'],
};

/** Once the app-shell worker is active (it installs after the first screen is drawn), or never. */
function workerReady(): Promise<unknown> {
  return typeof navigator !== 'undefined' && navigator.serviceWorker
    ? navigator.serviceWorker.ready
    : new Promise(() => undefined);
}

/** Links the next screens' files of `current` that the page does not link yet, in one change of its head. */
function linkNextScreens(current: RouteName | null): void {
  const next = current ? (NEXT_SCREENS[current] ?? []) : [];
  if (next.length === 0) return;
  const list = document.querySelector<HTMLMetaElement>(ROUTE_FILES_META)?.content;
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href));
  const links = document.createDocumentFragment();
  for (const file of routeFiles(list, next)) {
    const link = document.createElement('link');
    link.href = file;
    if (linked.has(link.href)) continue;
    link.crossOrigin = '';
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    links.append(link);
  }
  // in one change of the page's head, as the boot script does
  document.head.append(links);
}

/**
 * From the first screen drawn with the worker active on, at idle: the next screens of the screen on display,
 * and again of each screen the customer opens after it (Home, then the order list: an order's code too). The
 * function it returns stops it.
 */
export function preloadLikelyScreens(
  screenDrawn: Promise<unknown>,
  routeOnDisplay: () => RouteName | null,
  worker: () => Promise<unknown> = workerReady,
): () => void {
  let stopped = false;
  const preloadNext = () => whenIdle(() => linkNextScreens(routeOnDisplay()));
  void screenDrawn.then(worker).then(() => {
    if (stopped) return;
    preloadNext();
    addEventListener('hashchange', preloadNext);
  });
  return () => {
    stopped = true;
    removeEventListener('hashchange', preloadNext);
  };
}
