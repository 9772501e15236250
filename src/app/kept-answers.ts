import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { isApiError } from '../api/errors';
import { KEPT_STORAGE_KEY } from '../lib/kept-key';
import { APP_VERSION } from '../lib/version';
import { tokenAtom } from '../state/session';
import type { getAppStore } from '../state/store';
import { type KeptAnswer, seedKeptAnswers } from '../ui/kept-copy';

type Store = ReturnType<typeof getAppStore>;

/**
 * Kept answers (issue 49): a returning customer's Home and cabinet link draw their data at once, from the
 * answers the phone kept at the last visit, marked as being refreshed (src/ui/KeptMark.tsx) until the server's
 * own answers replace them. Nothing that pays, opens a box or stores acts on a kept answer
 * (src/ui/kept-copy.ts `useKeptCopy`): those buttons wait for the server.
 *
 * Where: local storage, under one key. It is read synchronously, before the first render (src/main.tsx), which
 * is what lets the first frame show the data; IndexedDB or the Cache API answer only after a task or more, when
 * the skeleton has been drawn already. Local storage holds about 5 MB per origin, shared with the session and
 * the drafts: the copy is kept under KEPT_MAX_CHARS (some 200 KB as UTF-16; Home's and a cabinet's answers
 * for the mock's demo customer take 34 000), a write that does not fit is given up (the app keeps working from
 * memory), and reading it at start is a JSON.parse of that much, a few milliseconds on a slow phone.
 *
 * For whom: one copy, for one owner, said inside it: the signed-in customer (a hash of the session token, not
 * the token written twice) or a guest. A customer's copy is restored for that session only; a guest's (the
 * cabinet's public info, the banners) also for whoever signs in from it. The copy goes at logout and on a 401
 * (src/app/session-cache.ts), and one for another owner is dropped when read, so another customer on the phone
 * never sees it.
 *
 * What: only the answers Home and the cabinet link need for their first screen (src/boot/first-reads.ts
 * FIRST_READS.home and .pendingList) and the small start-up reads (STARTUP_READS): KEPT_QUERIES. The user, the
 * shop and the storage credentials have their own home (src/app/server-entities.ts); the common config is left
 * out (its agreements are pages of HTML); the wallet, an order's detail and what is due never are kept.
 *
 * How long: a copy written by another app version, or of another shape (KEPT_SHAPE), is dropped when read, and
 * so is an answer older than KEPT_MAX_AGE_MS; a stored value that does not read (not JSON, another shape)
 * removes itself.
 */

export { KEPT_STORAGE_KEY };
/** Raise it when what is written here changes shape: the copies written before are dropped. */
export const KEPT_SHAPE = 1;
export const KEPT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const KEPT_MAX_CHARS = 100_000;
/** The cabinets whose answers are kept: the last few the customer stood at. */
export const KEPT_MAX_CABINETS = 3;
/** Answers come in bursts (a screen's first reads): the copy is written once the burst is over. */
const WRITE_AFTER_MS = 1000;

type Who = 'anyone' | 'customer';
type KeptQuery = { who: Who; key: (param: unknown) => QueryKey | null; cabinet?: boolean };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const field = (param: unknown, name: string): unknown =>
  param !== null && typeof param === 'object' ? (param as Record<string, unknown>)[name] : undefined;
const byShop = (first: string, second: string) => (param: unknown) => {
  const shopId = text(field(param, 'shopId'));
  return shopId === null ? null : [first, second, { shopId }];
};
/** The first pages of orders the two screens read: Home's newest, the cabinet's unpaid and to be stored. */
const KEPT_ORDER_PAGES = [
  { pageNum: 1, pageSize: 20 },
  { status: 'unpaid', pageNum: 1, pageSize: 50 },
  { status: 'to-be-stored', pageNum: 1, pageSize: 50 },
].map((page) => hashKey(['order', 'list', 'page', page]));

/**
 * The kept queries, by their keys as src/api/*.ts builds them (adKeys, lockerKeys, sysKeys, shopKeys, orderKeys;
 * src/app/kept-answers.test.tsx holds them to those). Written out rather than imported: this module runs at
 * start, and the order and cabinet families' code belongs to their screens' downloads, not to the entry's.
 * `key` rebuilds a key from its parameter, so that only a key of exactly that shape is kept.
 */
const KEPT_QUERIES: Record<string, KeptQuery> = {
  // Home: the banners (the shop's info is kept by server-entities)
  'ad/list': { who: 'anyone', key: byShop('ad', 'list') },
  // the cabinet link: the cabinet (public), the customer's sub-orders there
  'locker/info': {
    who: 'anyone',
    cabinet: true,
    key: (param) => {
      const lockerNo = text(field(param, 'lockerNo'));
      return lockerNo === null ? null : ['locker', 'info', { lockerNo }];
    },
  },
  'order/info-list': {
    who: 'customer',
    cabinet: true,
    key: (param) => {
      const lockerNo = text(field(param, 'lockerNo'));
      return lockerNo === null || field(param, 'kind') !== null
        ? null
        : ['order', 'info-list', { lockerNo, kind: null }];
    },
  },
  // the start-up's small reads
  'sys/languages': { who: 'anyone', key: (param) => (param === undefined ? ['sys', 'languages'] : null) },
  'sys/mobile-regular': { who: 'anyone', key: (param) => (param === undefined ? ['sys', 'mobile-regular'] : null) },
  'shop/brand': { who: 'anyone', key: byShop('shop', 'brand') },
};

type Kept = { who: Who; cabinet: string | null };

/** Whether an answer under `queryKey` is kept, and for whom; null for one never kept. */
export function keptQuery(queryKey: QueryKey): Kept | null {
  const [family, kind, third, fourth] = queryKey;
  if (family === 'order' && kind === 'list' && third === 'page' && queryKey.length === 4) {
    return KEPT_ORDER_PAGES.includes(hashKey(['order', 'list', 'page', fourth]))
      ? { who: 'customer', cabinet: null }
      : null;
  }
  const rule = KEPT_QUERIES[`${String(family)}/${String(kind)}`];
  const rebuilt = rule && queryKey.length <= 3 ? rule.key(third) : null;
  if (!rule || !rebuilt || hashKey(rebuilt) !== hashKey(queryKey)) return null;
  return { who: rule.who, cabinet: rule.cabinet ? text(field(third, 'lockerNo')) : null };
}

const GUEST = 'guest';

/**
 * Whose kept answers these are: 'guest', or a 53-bit hash of the session token (the token itself is not written
 * twice). A hash is enough to tell two sessions apart: a customer's copy goes at logout and on a 401 besides.
 */
export function keptOwner(token: string | null): string {
  if (!token) return GUEST;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const c = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `c${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

// ---- the stored copy ------------------------------------------------------------------------------------

const storedSchema = v.object({
  shape: v.literal(KEPT_SHAPE),
  app: v.string(),
  owner: v.string(),
  savedAt: v.number(),
  answers: v.array(v.object({ key: v.array(v.unknown()), at: v.number(), data: v.unknown() })),
});
type Stored = v.InferOutput<typeof storedSchema>;

// Dates (an order's times) are written as {"$date": epoch ms} and read back as Dates: exactly those, where
// guessing from a string's look would also turn a text that only looks like a date into one.
const DATE = '$date';
function writeDates(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  return raw instanceof Date ? { [DATE]: raw.getTime() } : value;
}
function readDates(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === DATE
    ? new Date((value as Record<string, number>)[DATE] ?? Number.NaN)
    : value;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // private mode or a blocked storage: nothing is kept
  }
}

/** Drops the kept copy: at logout and on a 401 (src/app/session-cache.ts). */
export function forgetKeptAnswers(): void {
  storage()?.removeItem(KEPT_STORAGE_KEY);
}

/** The stored copy, if it reads and is of this app version; anything else is removed. */
function readKept(): Stored | null {
  const raw = storage()?.getItem(KEPT_STORAGE_KEY);
  if (raw == null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw, readDates);
  } catch {
    parsed = undefined;
  }
  const checked = v.safeParse(storedSchema, parsed);
  if (!checked.success || checked.output.app !== APP_VERSION) {
    forgetKeptAnswers();
    return null;
  }
  return checked.output;
}

/** An answer from the last KEPT_MAX_AGE_MS: none from a clock that has since gone back. */
const young = (at: number, now: number) => at > 0 && at <= now && now - at <= KEPT_MAX_AGE_MS;
const allowed = (who: Who, owner: string) => who === 'anyone' || owner !== GUEST;

/**
 * Puts the answers kept for this session in the cache, before the first render (src/main.tsx; the tests'
 * renderWithApp likewise), seeded as src/ui/kept-copy.ts says: stale, so each is read again as its screen
 * mounts, while the screen draws it. A copy of another customer is dropped; a guest's serves whoever signs in.
 */
export function restoreKeptAnswers(store: Store, queryClient: QueryClient, now = Date.now()): void {
  const kept = readKept();
  if (!kept) return;
  const owner = keptOwner(store.get(tokenAtom));
  if (kept.owner !== owner && kept.owner !== GUEST) {
    forgetKeptAnswers();
    return;
  }
  const answers: KeptAnswer[] = [];
  for (const { key, at, data } of kept.answers) {
    const query = keptQuery(key);
    // what a guest's copy holds is the guest's to keep only: never a customer's answer, whatever was written
    if (query && allowed(query.who, kept.owner) && allowed(query.who, owner) && young(at, now))
      answers.push({ queryKey: key, data, keptAt: at });
  }
  seedKeptAnswers(queryClient, answers);
}

/**
 * The copy to write for `owner`: the kept queries in the cache with an answer (the server's of this visit, or a
 * kept one not read again: another cabinet's, or one the network failed to refresh), the last KEPT_MAX_CABINETS
 * cabinets only, newest first while they fit in KEPT_MAX_CHARS. Null when there is nothing to keep.
 */
export function keptCopy(queryClient: QueryClient, owner: string, now = Date.now()): string | null {
  const candidates = queryClient
    .getQueryCache()
    .getAll()
    .flatMap((query) => {
      const kept = keptQuery(query.queryKey);
      const { data, dataUpdatedAt, status, error } = query.state;
      if (!kept || !allowed(kept.who, owner) || data === undefined || !young(dataUpdatedAt, now)) return [];
      // the server said no to it since (a cabinet it no longer knows): not kept; a blip leaves it kept
      if (status === 'error' && !(isApiError(error) && error.transient)) return [];
      return [{ ...kept, key: query.queryKey, at: dataUpdatedAt, data }];
    })
    .sort((a, b) => b.at - a.at);
  const cabinets = [...new Set(candidates.flatMap(({ cabinet }) => (cabinet ? [cabinet] : [])))].slice(
    0,
    KEPT_MAX_CABINETS,
  );
  const parts: string[] = [];
  let size = 0;
  for (const { cabinet, key, at, data } of candidates) {
    if (cabinet && !cabinets.includes(cabinet)) continue;
    let part: string;
    try {
      part = JSON.stringify({ key, at, data }, writeDates);
    } catch {
      continue; // nothing of JSON's (a bigint): not kept
    }
    if (size + part.length + 1 > KEPT_MAX_CHARS) continue;
    parts.push(part);
    size += part.length + 1;
  }
  if (parts.length === 0) return null;
  const head = JSON.stringify({ shape: KEPT_SHAPE, app: APP_VERSION, owner, savedAt: now });
  return `${head.slice(0, -1)},"answers":[${parts.join(',')}]}`;
}

/**
 * Keeps the kept queries' answers on the phone as they come: written a second after a burst of answers, and at
 * once when the page is hidden or thrown away (the chat app reloads a page it put in the background), and when
 * this stops (the app unmounts). Runs from the app's providers (src/app/App.tsx). Returns the stop.
 */
export function keepAnswers(store: Store, queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    const copy = keptCopy(queryClient, keptOwner(store.get(tokenAtom)));
    try {
      if (copy === null) forgetKeptAnswers();
      else storage()?.setItem(KEPT_STORAGE_KEY, copy);
    } catch {
      forgetKeptAnswers(); // full: better no copy than an old one
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !keptQuery(event.query.queryKey)) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(write, WRITE_AFTER_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') write();
  };
  addEventListener('pagehide', write);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    removeEventListener('pagehide', write);
    document.removeEventListener('visibilitychange', onHidden);
    write();
  };
}
