import config from 'virtual:boot-config';
import { normalisePath, PATHS, type RouteName } from '../lib/paths';
import { readUrlParams, toId } from '../lib/url-params';
import type { BootHandoff } from './handoff';
import { prefetchPlan } from './plan';
import { prefetchCalls } from './prefetch';
import { drawShell, isShowableImage, showFirstBanner } from './shell';
import { localStorageOrNull, readStoredBoot } from './stored';

/** Spec section 9: page load timeout (the same as src/app/ScreenLoader.tsx). */
const PAGE_TIMEOUT_MS = 60_000;

/**
 * The boot script: a few KB that index.html runs first (a separate bundle, built by scripts/vite-boot.ts).
 * It (1) sends the first screen's calls at once, so they travel before the app's code instead of after it,
 * (2) draws the screen's frame, so the customer sees the page take shape instead of a white screen, and
 * (3) in a build, starts the app's entry once that frame is painted (`startApp`). Drawing and calling are
 * extras: if they fail, the app still starts, makes its calls itself and draws everything.
 */
function boot() {
  const hashPath = location.hash.replace(/^#/, '').split('?')[0] || '/';
  const path = normalisePath(hashPath);
  const route = (Object.keys(PATHS) as RouteName[]).find((name) => PATHS[name] === path) ?? null;
  const stored = readStoredBoot(localStorageOrNull());
  const language = stored.locale && stored.locale in config.texts ? stored.locale : config.defaultLocale;
  const shopId = toId(readUrlParams(location.href).get('shopId')) ?? stored.shopId ?? 0;

  const prefetched = config.prefetch
    ? prefetchCalls(
        config.apiBase,
        prefetchPlan({ route, query: readUrlParams(location.href), shopId, loggedIn: stored.token !== null }),
        { token: stored.token, language },
      )
    : [];

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
  const handoff: BootHandoff = {
    prefetched,
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

  // Home: the first banner's picture as soon as its answer is in, if the app has not drawn Home yet
  const banners = route === 'home' ? prefetched.find((call) => call.url.includes('/ad/list')) : undefined;
  if (shell && banners) {
    void banners.response
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body: { code?: unknown; data?: Array<{ image?: unknown }> } | null) => {
        const image = body?.code === 200 && Array.isArray(body.data) ? body.data[0]?.image : undefined;
        if (shell.isConnected && isShowableImage(image)) showFirstBanner(shell, image);
      })
      .catch(() => undefined);
  }
}

/**
 * In a build, index.html names the app's entry instead of loading it (scripts/vite-boot.ts): it starts once
 * the shell's first frame is painted (or 50 ms at most, as a hidden page paints no frames), so that the first
 * round trips carry the shell and the first calls, not 130 KB of code. On the dev server there is no such
 * element: the entry is a script of its own.
 */
function startApp() {
  const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 50);
}

try {
  boot();
} catch {
  // the app works without the shell and the early calls
} finally {
  startApp();
}
