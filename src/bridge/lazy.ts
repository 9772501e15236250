import { failed } from './result';
import type { Bridge, BridgeEnv } from './types';

/**
 * A bridge whose implementation loads with its first call, not with the first paint: what the host can do
 * (`env`) is known at once from the user agent, and every call waits for the implementation. A chunk that
 * cannot load (offline) settles as a typed failure, like any other call; the next call tries again.
 */
export function lazyBridge(env: BridgeEnv, load: () => Promise<Bridge>): Bridge {
  let loading: Promise<Bridge> | null = null;
  const implementation = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    env,
    getLocation: () =>
      implementation().then(
        (b) => b.getLocation(),
        () => failed('location', 'failed'),
      ),
    scanQRCode: () =>
      implementation().then(
        (b) => b.scanQRCode(),
        () => failed('scan', 'failed'),
      ),
    pay: (request) =>
      implementation().then(
        (b) => b.pay(request),
        () => 'failed' as const,
      ),
    openLocation: (site) =>
      implementation().then(
        (b) => b.openLocation(site),
        () => failed('other', 'failed'),
      ),
    share: (card) =>
      implementation().then(
        (b) => b.share(card),
        () => failed('other', 'failed'),
      ),
  };
}
