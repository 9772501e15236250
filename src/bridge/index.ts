import { useSyncExternalStore } from 'react';
import { detectHost, envFor } from './env';
import { captureLandingUrl, getLandingUrl } from './landing';
import { lazyBridge } from './lazy';
import type { Bridge } from './types';

export { detectHost, envFor } from './env';
export type {
  Bridge,
  BridgeEnv,
  BridgeFailure,
  BridgeFailureKind,
  BridgeHost,
  BridgeResult,
  ChatAppPayParams,
  PayOutcome,
  PayRequest,
  ShareCard,
} from './types';
export { captureLandingUrl, getLandingUrl };

/**
 * The public chat-app account id the signature is asked for (`VITE_WX_APP_ID`); the server may also know
 * it by itself, in which case it can stay empty.
 */
const WX_APP_ID: string = import.meta.env.VITE_WX_APP_ID ?? '';

/**
 * The implementation for the host the page runs in: the chat app's in-app browser, or a plain browser.
 * Either loads with the first bridge call (start-up's getLocation), keeping both out of the first paint.
 */
export function createBridge(): Bridge {
  const userAgent = globalThis.navigator?.userAgent ?? '';
  const host = detectHost(userAgent, (globalThis as { __wxjs_environment?: unknown }).__wxjs_environment);
  return lazyBridge(envFor(host), async () => {
    const { createBrowserBridge } = await import('./browser/bridge');
    const browser = createBrowserBridge();
    if (host === 'browser') return browser;
    const [{ createChatAppBridge }, { getWxConfig }] = await Promise.all([
      import('./chat-app/bridge'),
      import('../api/wx'),
    ]);
    return createChatAppBridge({
      host,
      sign: ({ url, appId }, signal) => getWxConfig({ url, appId: appId || undefined }, signal),
      appId: WX_APP_ID,
      landingUrl: getLandingUrl,
      fallback: browser,
    });
  });
}

let installed: Bridge | null = null;
const listeners = new Set<() => void>();

/** The bridge in use; created for the current host on first use unless one was installed. */
export function getBridge(): Bridge {
  installed ??= createBridge();
  return installed;
}

/** main.tsx installs the mock bridge in mock mode; tests install fakes. Screens re-render with the new one. */
export function installBridge(bridge: Bridge): void {
  installed = bridge;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The bridge in use, for components. */
export function useBridge(): Bridge {
  return useSyncExternalStore(subscribe, getBridge, getBridge);
}
