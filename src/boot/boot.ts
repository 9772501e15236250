import config from 'virtual:boot-config';
import { NO_SHOP, toId } from '../lib/id';
import { orderKindNote, readOrderContext } from '../lib/order-context';
import { normalisePath, PATHS, type RouteName } from '../lib/paths';
import { ROUTE_FILES_META, routeFiles } from '../lib/route-files';
import { readUrlParams } from '../lib/url-params';
import type { BlockKind } from './block-kinds';
import type { BootHandoff } from './handoff';
import { prefetchPlan } from './plan';
import { prefetchCalls } from './prefetch';
import { drawShell } from './shell';
import { keptFor, localStorageOrNull, readStoredBoot } from './stored';

/** Spec section 9: page load timeout (the same as src/app/ScreenLoader.tsx). */
const PAGE_TIMEOUT_MS = 60_000;
/** How long the app's code may wait for the shell's first picture (see startApp). */
const CONTENT_WAIT_MS = 1000;

/**
 * The boot script: a few KB that index.html runs first (bundled apart and written into the page by
 * scripts/vite-boot.ts). It (1) sends the first screen's calls at once, so they travel before the app's code
 * instead of after it, (2) draws the screen's frame, and from those answers its first content, so the
 * customer sees the page take shape instead of a white screen, and (3) in a build, starts the app once that
 * is painted (`startApp`). Drawing and calling are extras: if they fail, the app still starts, makes its
 * calls itself and draws everything.
 */
function currentRoute(): RouteName | null {
  const hashPath = location.hash.replace(/^#/, '').split('?')[0] || '/';
  const path = normalisePath(hashPath);
  return (Object.keys(PATHS) as RouteName[]).find((name) => PATHS[name] === path) ?? null;
}

type Stored = ReturnType<typeof readStoredBoot>;

/** The customer's language as the app will start in it: the stored one, if the app has texts for it. */
function languageOf(stored: Stored): string {
  return stored.locale && stored.locale in config.texts ? stored.locale : config.defaultLocale;
}

/**
 * The screen's content block, if it has one: its kind and what the URL says. It is drawn from the answer to the
 * screen's first read, which src/boot/first-reads.ts names first for that reason (src/boot/plan.test.ts).
 */
function blockOf(
  route: RouteName | null,
  query: URLSearchParams,
): { kind: BlockKind; known?: Record<string, string> } | null {
  if (route === 'home') return { kind: 'banner' };
  // the goods' top, unless the screen starts with a line naming the order's kind above it
  if (route === 'productDetail' && orderKindNote(readOrderContext(query)) === null) return { kind: 'goods' };
  if (route === 'pendingList') return { kind: 'cabinet', known: { lockerNo: query.get('lockerNo')?.trim() ?? '' } };
  return null;
}

/** Sends the start-up loads' reads once (set by `boot`): when the app's files are asked for, if not before. */
let sendStartupReads: () => void = () => undefined;

function boot(route: RouteName | null, stored: Stored, language: string): Promise<void> {
  const query = readUrlParams(location.href);
  const shopId = toId(query.get('shopId')) ?? stored.shopId ?? NO_SHOP;

  const plan = prefetchPlan({ route, query, shopId, loggedIn: stored.token !== null });
  const headers = { token: stored.token, language };
  const prefetched = config.prefetch ? prefetchCalls(config.apiBase, plan.first, headers) : [];
  let startupSent = !config.prefetch;
  sendStartupReads = () => {
    if (startupSent) return;
    startupSent = true;
    prefetchCalls(config.apiBase, plan.startup, headers, prefetched);
  };

  const host = document.getElementById('boot');
  const texts = config.texts[language] ?? config.texts[config.defaultLocale];
  const shell =
    host && texts
      ? drawShell(
          host,
          {
            route,
            tab: route !== null && config.tabRoutes.includes(route),
            customNavBar: route !== null && config.customNavRoutes.includes(route),
          },
          { ...texts, title: route ? (texts.routes[route] ?? '') : '' },
        )
      : null;

  let removed = false;
  let drewContent = false;
  const handoff: BootHandoff = {
    prefetched,
    showsContent: () => drewContent && !removed,
    removeShell: () => {
      removed = true;
      host?.replaceChildren();
    },
  };
  window.__boot = handoff;

  // The app never came (its code failed to load): after the spec's page timeout, offer to try again.
  setTimeout(() => {
    if (removed || !host || !texts) return;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'boot-timeout';
    retry.textContent = texts.pageTimeout;
    retry.addEventListener('click', () => location.reload());
    host.replaceChildren(retry);
  }, PAGE_TIMEOUT_MS);

  // The screen's first content from its early answer, if the app has not drawn the screen yet: Home's first
  // banner, the goods' picture and name, the cabinet page's header, drawn by the blocks' chunk, asked for at
  // once beside the answer. The app keeps the shell until its own screen has those answers too.
  if (!shell || !texts) return Promise.resolve();
  const block = blockOf(route, query);
  const first = plan.first[0];
  const call = block && first && prefetched.find((early) => early.url.includes(first.path));
  const frame = shell.querySelector('[data-boot-block]');
  // Draws unless the app has taken the page over meanwhile: settled once the block's picture can be painted.
  const drawing =
    block && call && frame
      ? Promise.all([
          call.response.then((response) => (response.ok ? response.clone().text() : null)),
          import(/* @vite-ignore */ config.blocksUrl) as Promise<typeof import('./blocks-entry')>,
        ])
          .then(async ([answer, blocks]) => {
            if (answer === null || !shell.isConnected) return;
            if (await blocks.draw(frame, block.kind, answer, language, block.known)) drewContent = true;
          })
          .catch(() => undefined)
      : null;
  // The app's files wait for that content, a round trip or more: the start-up loads' reads go now, with the
  // screen's, rather than once its answers are in.
  if (drawing) sendStartupReads();
  return drawing ?? Promise.resolve();
}

/**
 * In a build, index.html names the app's entry and styles instead of loading them (scripts/vite-boot.ts):
 * they start once the shell shows the screen's first content (Home's banner, the goods' picture and name, the
 * cabinet header; at most CONTENT_WAIT_MS) and that frame is painted (or 50 ms at most, as a hidden page
 * paints no frames), so that the first round trips carry the page, the first calls and the first picture, not
 * 130 KB of code. On the dev server there is no such element: the entry is a script of its own.
 */
function startApp(route: RouteName | null, language: string, contentShown: Promise<void>) {
  const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;
  if (!entry) return;
  const list = (name: string) =>
    (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean);
  const styles = list('app-styles');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The styles, the entry's download (it runs later) and the screen's chunks, in that order: on HTTP/1.1 only
    // six requests travel at once, and the entry is the longest. All go into the page at once: inserted one by
    // one, each link cost the page's head a change of its own, about twice the main-thread work at 4x CPU.
    const links = document.createDocumentFragment();
    const styled = styles.map((href) => addStylesheet(links, href));
    for (const file of [entry, ...list('app-modules')]) addLink(links, 'modulepreload', file);
    const screenStyled = preloadScreen(links, route, language);
    document.head.append(links);
    sendStartupReads();
    // The entry runs once the styles are in, the screen's own too, so the app never draws unstyled: vite's
    // loader finds the screen's stylesheet already linked and does not wait for it.
    void Promise.all([...styled, ...screenStyled]).then(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    });
  };
  const waited = new Promise<void>((resolve) => setTimeout(resolve, CONTENT_WAIT_MS));
  void Promise.race([contentShown, waited]).then(() => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 50);
  });
}

/** Links a stylesheet: settled once it has loaded, or failed (the app runs either way). */
function addStylesheet(links: DocumentFragment, href: string): Promise<void> {
  const link = addLink(links, 'stylesheet', href);
  return new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });
}

/** A link for `links`, which the caller puts into the page's head. */
function addLink(links: DocumentFragment, rel: 'stylesheet' | 'modulepreload', href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  link.href = href;
  links.append(link);
  return link;
}

/**
 * The files the opened screen needs before it can draw (listed in index.html by scripts/route-chunks.ts): its
 * own and the language's texts. Asked for beside the entry rather than once it has run, which found them one
 * round trip later each. The app's loader finds these links and does not ask again. Returns the screen's
 * stylesheets, settled once loaded.
 */
function preloadScreen(links: DocumentFragment, route: RouteName | null, language: string): Promise<void>[] {
  if (!route) return [];
  const list = document.querySelector<HTMLMetaElement>(ROUTE_FILES_META)?.content;
  const styled: Promise<void>[] = [];
  for (const file of routeFiles(list, [route], language)) {
    if (file.endsWith('.css')) styled.push(addStylesheet(links, file));
    else addLink(links, 'modulepreload', file);
  }
  return styled;
}

let route: RouteName | null = null;
let language = config.defaultLocale;
let contentShown = Promise.resolve();
try {
  route = currentRoute();
  const storage = localStorageOrNull();
  const stored = readStoredBoot(storage);
  language = languageOf(stored);
  contentShown = boot(route, stored, language);
  // a returning customer: the app draws the screen from the answers kept on the phone at once, sooner than the
  // shell could draw its first content from the network's
  if (keptFor(storage, route, readUrlParams(location.href))) contentShown = Promise.resolve();
} catch {
  // the app works without the shell and the early calls
} finally {
  startApp(route, language, contentShown);
}
