import { whenIdle } from '../lib/idle';
import type { RouteName } from '../lib/paths';
import { ROUTE_FILES_META, routeFiles } from '../lib/route-files';

/**
 * The screens a customer most often opens next: the tab bar's, an order, a product, the top-up. A tap that opens
 * one loads its code, and the bundler's loader put a link into the page for each of its files within the tap,
 * about 10–20 ms of it at 4x CPU (npm run bench's tap table, issue 49). Once the first screen is drawn and the
 * app-shell worker has its files (src/app/service-worker.ts), at idle, their files are asked for here as
 * module preloads (fetched and compiled off the main thread, not run) and their styles as preloads: at the tap
 * the loader finds the modules' links in the page and adds none, and the screen's code is at hand. Not run
 * ahead: that would be main-thread work at start-up. Not before the worker is there: asked for as soon as the
 * screen was drawn, their 60 KB gzip competed with its later calls and pictures on a slow network (Home's Ready
 * 2.65 -> 3.31 s in the bench); no worker (a browser without one, private mode), no preload.
 */
const LIKELY: RouteName[] = ['home', 'order', 'my', 'orderDetail', 'productDetail', 'topUp'];

/** Once the app-shell worker is active (it installs after the first screen is drawn), or never. */
function workerReady(): Promise<unknown> {
  return typeof navigator !== 'undefined' && navigator.serviceWorker
    ? navigator.serviceWorker.ready
    : new Promise(() => undefined);
}

export function preloadLikelyScreens(
  screenDrawn: Promise<unknown>,
  current: RouteName | null,
  worker: () => Promise<unknown> = workerReady,
): void {
  void screenDrawn.then(worker).then(() =>
    whenIdle(() => {
      const list = document.querySelector<HTMLMetaElement>(ROUTE_FILES_META)?.content;
      const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href));
      const links = document.createDocumentFragment();
      for (const file of routeFiles(
        list,
        LIKELY.filter((route) => route !== current),
      )) {
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
    }),
  );
}
