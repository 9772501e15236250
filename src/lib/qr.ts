import type { Id } from './id';
import { toId } from './id';
import { readUrlParams } from './url-params';

/**
 * What a scanned QR code means to the app (CONTRACT.md, "Entering the app"): a cabinet's code is a URL whose
 * query (before or after the `#`) has `lockerNo`; a store's has `storeNo`; either may carry `shopId`.
 * Anything else is invalid ('Incorrect QR code information'). The app never navigates to the scanned URL:
 * it only reads these parameters, so a `javascript:` or foreign link can do nothing.
 */
export type ScannedCode =
  | { kind: 'locker'; lockerNo: string; shopId?: Id }
  | { kind: 'store'; storeNo: string; shopId?: Id }
  | { kind: 'invalid' };

/** Cabinet and store numbers: letters, digits, `-` and `_`, at most 64 characters. */
const CODE_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;

/** Longer than any URL a cabinet sticker carries: refuse to parse huge payloads. */
const MAX_LENGTH = 2048;

export function parseScannedCode(text: string): ScannedCode {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_LENGTH) return { kind: 'invalid' };
  let url: URL;
  try {
    url = new URL(trimmed); // absolute URLs only: no base, so "lockerNo=L001" alone is not ours
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid' };
  const params = readUrlParams(url.href);
  const shopId = toId(params.get('shopId'));
  const withShop = shopId === undefined ? {} : { shopId };
  const lockerNo = params.get('lockerNo')?.trim();
  if (lockerNo && CODE_NUMBER.test(lockerNo)) return { kind: 'locker', lockerNo, ...withShop };
  const storeNo = params.get('storeNo')?.trim();
  if (storeNo && CODE_NUMBER.test(storeNo)) return { kind: 'store', storeNo, ...withShop };
  return { kind: 'invalid' };
}
