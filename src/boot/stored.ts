import { type Id, toId } from '../lib/id';
import { KEPT_STORAGE_KEY } from '../lib/kept-key';
import type { RouteName } from '../lib/paths';
/**
 * Reads, before the app's code has loaded, the three stored values the first requests depend on. The app
 * stores every value as `{"type": ..., "data": ...}` (src/lib/storage.ts); anything else counts as absent
 * here (the app itself resets a corrupt value at start-up).
 */
export type StoredBoot = { locale: string | null; token: string | null; shopId: Id | null };

function read(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && 'data' in parsed ? (parsed as { data: unknown }).data : undefined;
  } catch {
    return undefined;
  }
}

export function readStoredBoot(storage: Storage | null): StoredBoot {
  const locale = read(storage, 'locale');
  const token = read(storage, 'token');
  const shopId = read(storage, 'shopId');
  return {
    locale: typeof locale === 'string' ? locale : null,
    token: typeof token === 'string' && token.length > 0 ? token : null,
    shopId: toId(shopId) ?? null,
  };
}

/** localStorage, or null where reading it throws (a blocked storage). */
export function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the phone keeps answers the app draws `route` from at once (src/app/kept-answers.ts): Home's banners,
 * or this cabinet's. A look at the stored text, not a reading of it: a wrong guess costs only speed (the app
 * reads the copy properly and drops one that is not this customer's).
 */
export function keptFor(storage: Storage | null, route: RouteName | null, query: URLSearchParams): boolean {
  try {
    const kept = storage?.getItem(KEPT_STORAGE_KEY);
    if (!kept) return false;
    if (route === 'home') return kept.includes('"ad","list"');
    const lockerNo = query.get('lockerNo')?.trim();
    return route === 'pendingList' && !!lockerNo && kept.includes(JSON.stringify({ lockerNo }));
  } catch {
    return false;
  }
}
