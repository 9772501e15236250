import 'antd-mobile/es/global'; // antd's theme variables, before the app's (src/ui/antd.css)
import { StrictMode, startTransition } from 'react';
import { App } from './app/App';
import { firstScreenShown } from './app/first-screen';
import { currentPath } from './app/hash-location';
import { restoreKeptAnswers } from './app/kept-answers';
import { applyLandingParams } from './app/landing';
import { preloadLikelyScreens } from './app/likely-screens';
import { createQueryClient } from './app/query-client';
import { findRoute } from './app/routes';
import { installScrollMemory } from './app/scroll-memory';
import { keepServerEntities } from './app/server-entities';
import { registerAppShellWorker } from './app/service-worker';
import { runStartup } from './app/startup';
import { installTapGuard } from './app/tap-guard';
import { captureLandingUrl, installBridge } from './bridge';
import { changeLocale } from './i18n';
import { nextTask } from './lib/next-task';
import { queriesSettledAndPainted } from './lib/screen-settled';
import { localeAtom } from './state/locale';
import { checkPersistedState } from './state/persisted';
import { getAppStore } from './state/store';
import { setAntdLocale } from './ui/antd-setup';
import { preloadToastOnFirstTouch } from './ui/feedback/toast';
import { markLandingEntry } from './ui/page/go-back';

/** The mock user-api, its bridge and its panel (VITE_MOCK=true only; a production build leaves mocks/ out). */
const loadMocks = () =>
  Promise.all([import('../mocks/browser'), import('../mocks/bridge'), import('../mocks/devpanel')]);

/** How long after the first screen's code the start-up waits for that screen to have sent its calls. */
const STARTUP_AT_THE_LATEST_MS = 1000;

async function boot() {
  const landingUrl = location.href; // before the router changes anything (the bridge signs with it)
  const mocks = import.meta.env.VITE_MOCK === 'true' ? loadMocks() : null;
  // On the dev server every module is a request of its own, and the browser fetches a graph level by level:
  // the opened screen's graph is asked for now, beside the mock's, not after React has rendered the router.
  // (A build's boot script preloads the screen's chunks without running them; src/boot/boot.ts.)
  if (import.meta.env.DEV) void findRoute(currentPath())?.screen();
  captureLandingUrl(landingUrl);
  markLandingEntry();
  installScrollMemory(); // a new screen opens at its top, Back brings back where the customer was
  installTapGuard();
  // The entry's modules have just been evaluated, in one task of 50-60 ms on a slow phone: the start-up work
  // below goes in tasks of its own, so that no single one keeps a tap waiting much past 50 ms.
  await nextTask();

  const store = getAppStore();
  checkPersistedState(store); // a corrupt stored value resets itself here, never breaking start-up
  applyLandingParams(store, landingUrl);

  // The mock user-api answers before anything calls it.
  if (mocks) {
    const [{ startMockWorker }, { createMockBridge }, { mountDevPanel }] = await mocks;
    await startMockWorker();
    installBridge(createMockBridge()); // before anything calls getBridge()
    mountDevPanel();
  }

  await nextTask(); // the texts' set-up (i18next) is the next largest piece
  await changeLocale(store.get(localeAtom)).catch(() => undefined);
  // before any sheet or dialog asks for antd-mobile: its texts then load in this language straight away
  void setAntdLocale(store.get(localeAtom));

  const queryClient = createQueryClient();
  keepServerEntities(store, queryClient); // the user, the shop and the credentials kept from the last visit
  // and this customer's answers for Home and the cabinet link: the first frame draws them (issue 49)
  restoreKeptAnswers(store, queryClient);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing from index.html');
  // React DOM (half of the start-up code) is evaluated in a task of its own, after the app's own modules:
  // one graph of both took a single task of about 150 ms on a slow phone, blocking a tap for all of it. The
  // boot script has already downloaded it beside the entry (scripts/vite-boot.ts), so this costs no round trip.
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  // a transition: React renders the first screen in small slices, never blocking a tap for long
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  // The start-up loads' answers are on their way already: the boot script asked for them (src/boot/plan.ts). The
  // phone's position is asked for once the first screen has sent its calls (Home asks for the nearby cabinets
  // with it); the others' work and the service worker's install wait until that screen is drawn with its
  // answers, so that none of it comes before that paint. A screen drawn without loading code (an unknown path,
  // 'Please log in') marks nothing: a second after its code, at most.
  const firstScreen = findRoute(currentPath())?.screen() ?? Promise.resolve();
  const atTheLatest = firstScreen
    .catch(() => undefined) // the screen's own error state offers a retry; the loads go ahead regardless
    .then(() => new Promise((resolve) => setTimeout(resolve, STARTUP_AT_THE_LATEST_MS)));
  const screenUp = Promise.race([firstScreenShown, atTheLatest]);
  const screenDrawn = screenUp.then(() => queriesSettledAndPainted(queryClient));
  // in a task of its own: its set-up work would otherwise lengthen the screen's
  void screenUp.then(() => setTimeout(() => void runStartup({ store, queryClient }, screenDrawn), 0));
  preloadToastOnFirstTouch();
  preloadLikelyScreens(screenDrawn, () => findRoute(currentPath())?.name ?? null);
  registerAppShellWorker(screenDrawn);
}

void boot();
