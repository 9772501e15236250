import { t } from '../../i18n';
import { isValidLatLng } from '../../lib/geo';
import type { Position } from '../../state/position';
import { fail, failed, ok } from '../result';
import type { BridgeResult } from '../types';

export type GeolocationDeps = {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  isSecureContext?: boolean;
  /**
   * Our own limit. The browser's `timeout` only starts once the customer has answered the permission
   * prompt, so a prompt left open would otherwise keep the call pending for ever.
   */
  outerTimeoutMs?: number;
  /** The browser's own limit, once allowed. */
  innerTimeoutMs?: number;
  /** How old a remembered fix may be to stand in when a new one cannot be had. */
  cacheMaxAgeMs?: number;
  now?: () => number;
};

let lastFix: { position: Position; at: number } | null = null;

export function resetLastFix(): void {
  lastFix = null;
}

function freshFix(now: number, maxAge: number): Position | null {
  return lastFix && now - lastFix.at <= maxAge ? lastFix.position : null;
}

/**
 * The browser's geolocation with an outer timer and a remembered last fix. Failures carry the spec's
 * texts: permission denied, position unavailable, timeout, unknown error, unsupported. A fix that arrives
 * after the outer timer still becomes the remembered one, for the next call.
 */
export function browserLocation(deps: GeolocationDeps = {}): Promise<BridgeResult<Position>> {
  const geolocation = 'geolocation' in deps ? deps.geolocation : globalThis.navigator?.geolocation;
  const secure = deps.isSecureContext ?? globalThis.isSecureContext ?? true;
  const now = deps.now ?? Date.now;
  const outerTimeoutMs = deps.outerTimeoutMs ?? 15_000;
  const innerTimeoutMs = deps.innerTimeoutMs ?? 10_000;
  const cacheMaxAgeMs = deps.cacheMaxAgeMs ?? 30 * 60_000;
  const cachedOr = (result: BridgeResult<Position>) => {
    const cached = freshFix(now(), cacheMaxAgeMs);
    return cached ? ok(cached) : result;
  };

  if (!secure) return Promise.resolve(cachedOr(failed('location', 'insecure-context')));
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function')
    return Promise.resolve(cachedOr(failed('location', 'unsupported')));

  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: BridgeResult<Position>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => settle(cachedOr(failed('location', 'timeout'))), outerTimeoutMs);
    try {
      geolocation.getCurrentPosition(
        (fix) => {
          const position = { latitude: fix.coords.latitude, longitude: fix.coords.longitude };
          if (!isValidLatLng(position)) {
            settle(cachedOr(fail('failed', t('errors.location.unknown'))));
            return;
          }
          lastFix = { position, at: now() };
          settle(ok(position));
        },
        (error) => {
          switch (error?.code) {
            case 1: // PERMISSION_DENIED: the customer's answer stands, no stand-in fix
              settle(failed('location', 'permission-denied'));
              break;
            case 2: // POSITION_UNAVAILABLE
              settle(cachedOr(fail('failed', t('errors.location.unavailable'))));
              break;
            case 3: // TIMEOUT
              settle(cachedOr(failed('location', 'timeout')));
              break;
            default:
              settle(cachedOr(fail('failed', t('errors.location.unknown'))));
          }
        },
        { enableHighAccuracy: false, timeout: innerTimeoutMs, maximumAge: 60_000 },
      );
    } catch {
      settle(cachedOr(fail('failed', t('errors.location.unknown'))));
    }
  });
}
