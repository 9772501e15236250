import type { QueryClient } from '@tanstack/react-query';
import { getUserInfo } from '../api/auth';
import { confQueries } from '../api/conf';
import { getOssToken } from '../api/file';
import { shopQueries } from '../api/shop';
import { sysQueries } from '../api/sys';
import { getBridge } from '../bridge';
import { compileMobilePattern } from '../lib/phone';
import { APP_VERSION } from '../lib/version';
import { clientBodyAtom, commonConfigAtom, mobilePatternAtom, ossAtom, validOss } from '../state/config';
import { languageListAtom } from '../state/locale';
import { positionAtom } from '../state/position';
import { tokenAtom, userInfoAtom } from '../state/session';
import { shopIdAtom, shopInfoAtom } from '../state/shop';
import type { getAppStore } from '../state/store';

type Store = ReturnType<typeof getAppStore>;
type StartupContext = { store: Store; queryClient: QueryClient };

/**
 * Start-up loads (spec section 7): client info, position, common config, storage credentials, language list,
 * brand and mobile pattern, all at once and each on its own: one failing never blocks the others or the first
 * paint (the app is already rendered when this runs). Calls that need a session wait for one.
 */
export function startupTasks({ store, queryClient }: StartupContext): Record<string, () => Promise<unknown>> {
  const shopId = store.get(shopIdAtom);
  const loggedIn = store.get(tokenAtom) !== null;
  return {
    clientInfo: async () => {
      const bridge = getBridge();
      store.set(clientBodyAtom, { appVersion: APP_VERSION, host: bridge.env.host, userAgent: navigator.userAgent });
      if (loggedIn) store.set(userInfoAtom, await getUserInfo(shopId));
    },
    position: async () => {
      const result = await getBridge().getLocation();
      if (result.ok) store.set(positionAtom, result.value);
    },
    commonConfig: async () => store.set(commonConfigAtom, await queryClient.fetchQuery(confQueries.common(shopId))),
    storageCredentials: async () => {
      // what the credentials allow is never kept past their expiry
      if (!validOss(store.get(ossAtom))) store.set(ossAtom, null);
      if (loggedIn) store.set(ossAtom, await getOssToken());
    },
    languageList: async () =>
      store.set(
        languageListAtom,
        (await queryClient.fetchQuery(sysQueries.languages())).map((language) => language.code),
      ),
    brand: async () => {
      const { brand } = await queryClient.fetchQuery(shopQueries.brand(shopId));
      if (brand) document.title = brand;
    },
    shopInfo: async () => store.set(shopInfoAtom, await queryClient.fetchQuery(shopQueries.info(shopId))),
    mobilePattern: async () => {
      const { regular } = await queryClient.fetchQuery(sysQueries.mobileRegular());
      store.set(mobilePatternAtom, compileMobilePattern(regular));
    },
  };
}

export async function runStartup(context: StartupContext): Promise<PromiseSettledResult<unknown>[]> {
  return Promise.allSettled(Object.values(startupTasks(context)).map((task) => task()));
}
