import type { QueryClient } from '@tanstack/react-query';
import type { WritableAtom } from 'jotai';
import { startTransition } from 'react';
import { authQueries } from '../api/auth';
import { confQueries } from '../api/conf';
import { fileQueries } from '../api/file';
import { shopQueries } from '../api/shop';
import { sysQueries } from '../api/sys';
import { getBridge } from '../bridge';
import { compileMobilePattern } from '../lib/phone';
import { APP_VERSION } from '../lib/version';
import { clientBodyAtom, mobilePatternAtom } from '../state/config';
import { languageListAtom } from '../state/locale';
import { positionAtom } from '../state/position';
import { tokenAtom } from '../state/session';
import { shopIdAtom } from '../state/shop';
import type { getAppStore } from '../state/store';
import { START_UP_ANSWERED_MARK } from './marks';

type Store = ReturnType<typeof getAppStore>;
type StartupContext = { store: Store; queryClient: QueryClient };

/**
 * Start-up loads (spec section 7): client info, position, common config, storage credentials, language list,
 * brand and mobile pattern, all at once and each on its own: one failing never blocks the others or the first
 * paint (the app is already rendered when this runs). Calls that need a session wait for one. The user info
 * and the storage credentials load quietly: when they fail or cannot be read, nothing is said on screens that
 * do not use them; the screens that do ask again (the account screens, the first photo upload).
 */
export function startupTasks({ store, queryClient }: StartupContext): Record<string, () => Promise<unknown>> {
  // What the loads bring is applied in a transition: the screens that show it re-render in slices, not in one
  // long task while the first screen is still being drawn.
  const apply = <V>(atom: WritableAtom<unknown, [V], void>, value: V) => startTransition(() => store.set(atom, value));
  const shopId = store.get(shopIdAtom);
  const loggedIn = store.get(tokenAtom) !== null;
  return {
    clientInfo: async () => {
      const bridge = getBridge();
      apply(clientBodyAtom, { appVersion: APP_VERSION, host: bridge.env.host, userAgent: navigator.userAgent });
      // into the query cache (kept between visits by src/app/server-entities.ts); an answer the account
      // screens have just had is not asked for again
      if (loggedIn) await queryClient.fetchQuery(authQueries.userInfo(shopId, { quiet: true }));
    },
    position: () => loadPosition(store),
    // into the query cache, where the profile tab's service phone, the agreements and the washing process read it
    commonConfig: () => queryClient.fetchQuery(confQueries.common(shopId)),
    // asked afresh at every start (spec section 7), the kept ones serving an upload meanwhile
    storageCredentials: async () => {
      if (loggedIn) await queryClient.fetchQuery({ ...fileQueries.ossToken({ quiet: true }), staleTime: 0 });
    },
    languageList: async () =>
      apply(
        languageListAtom,
        (await queryClient.fetchQuery(sysQueries.languages())).map((language) => language.code),
      ),
    brand: async () => {
      const { brand } = await queryClient.fetchQuery(shopQueries.brand(shopId));
      if (brand) document.title = brand;
    },
    shopInfo: () => queryClient.fetchQuery(shopQueries.info(shopId)),
    mobilePattern: async () => {
      const { regular } = await queryClient.fetchQuery(sysQueries.mobileRegular());
      apply(mobilePatternAtom, compileMobilePattern(regular));
    },
  };
}

/** Asks the bridge where the phone is; a fix becomes the position (a failure leaves it as it was). */
async function loadPosition(store: Store): Promise<void> {
  const result = await getBridge().getLocation();
  if (result.ok) startTransition(() => store.set(positionAtom, result.value));
}

/**
 * Logout and a 401 clear the position (spec section 4): the next sign-in on this page asks for it again, as the
 * start-up did, so Home's nearest cabinet and the sites are measured from where the customer is without a
 * reload. A position known by then (the sites' "Locate me") is kept.
 */
function askPositionAgainOnSignIn(store: Store): void {
  let signedIn = store.get(tokenAtom) !== null;
  store.sub(tokenAtom, () => {
    const now = store.get(tokenAtom) !== null;
    if (now && !signedIn && store.get(positionAtom) === null) void loadPosition(store);
    signedIn = now;
  });
}

/** The start-up load a first screen may wait for: the phone's position (Home's nearby cabinets, the sites). */
const FOR_THE_FIRST_SCREEN = ['position'];

/**
 * Runs the start-up loads: the position at once, the others once `screenDrawn` settles (the first screen drawn
 * with its answers, src/main.tsx), so that their work comes after that paint.
 */
export async function runStartup(
  context: StartupContext,
  screenDrawn: Promise<unknown> = Promise.resolve(),
): Promise<PromiseSettledResult<unknown>[]> {
  askPositionAgainOnSignIn(context.store);
  const results = await Promise.allSettled(
    Object.entries(startupTasks(context)).map(([name, task]) =>
      FOR_THE_FIRST_SCREEN.includes(name) ? task() : screenDrawn.then(task),
    ),
  );
  performance.mark(START_UP_ANSWERED_MARK);
  return results;
}
