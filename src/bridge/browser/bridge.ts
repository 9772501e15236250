import { envFor } from '../env';
import { failed, ok, within } from '../result';
import type { Bridge, BridgeHost } from '../types';
import { browserLocation, type GeolocationDeps } from './geolocation';
import { mapUrl, openInNewTab, type RedirectDeps, redirectToPayPage } from './links';
import type { ScannerDeps } from './Scanner';
import { browserShare, type ShareDeps } from './share';

export type BrowserBridgeDeps = {
  host?: BridgeHost;
  geolocation?: GeolocationDeps;
  redirect?: RedirectDeps;
  share?: ShareDeps;
  scanner?: Partial<ScannerDeps>;
  scanTimeoutMs?: number;
};

/**
 * The plain-browser implementation: geolocation with an outer timer and a remembered fix, the camera
 * scanner (a lazy chunk, with its decoder loaded only when the camera is used), card payment by redirect,
 * and the Web Share API or a copied link.
 */
export function createBrowserBridge(deps: BrowserBridgeDeps = {}): Bridge {
  return {
    env: envFor(deps.host ?? 'browser'),

    getLocation: () => browserLocation(deps.geolocation),

    async scanQRCode() {
      try {
        const { openCameraScanner } = await import('./scanner-host');
        return await openCameraScanner({ timeoutMs: deps.scanTimeoutMs, deps: deps.scanner });
      } catch {
        return failed('scan', 'failed'); // the chunk could not be loaded (offline)
      }
    },

    async pay(request) {
      if (request.method !== 'card') return 'unsupported';
      return redirectToPayPage(request.payUrl, deps.redirect);
    },

    async openLocation(site) {
      try {
        openInNewTab(mapUrl(site));
        return ok(undefined);
      } catch {
        return failed('other', 'failed');
      }
    },

    share: (card) => within(browserShare(card, deps.share), 3 * 60_000, () => failed('other', 'timeout')),
  };
}
