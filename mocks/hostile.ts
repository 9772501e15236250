import type { Db } from './db';
import { nextId } from './lib/rows';
import type { Lang } from './lib/text';

/**
 * Hostile texts: the mock user-api's server strings turned into script payloads, to prove the app shows them inert
 * everywhere (a server text is data, never markup or script). Switched on with `POST /user-api/__mock/hostile-texts
 * {"on": true}` (mocks/control.ts); `/__mock/reset` brings the seed back.
 *
 * Every text a customer sees that comes from the server is rewritten: each translated text (goods, goods
 * types, add-ons, brands, shop names and addresses, banners' titles, discount activities, agreements, the
 * washing process, coupon names, recharge activities, sites, order items and flows, price-difference and
 * refund reasons, regions) and the customer's own free texts as stored (nick name, receiver, addresses,
 * order remarks). Plain texts keep their words and gain a payload (`Standard sneaker wash <img src=x
 * onerror=...>`), so screens and tests still find them; HTML texts gain every payload at once. A failed
 * password login answers a payload as its message (a business error the app shows in a toast), and each
 * shop gets banners whose links try to leave the app (HOSTILE_BANNER_PATHS).
 *
 * Every payload sets `window.__xss` when it runs: the browser tests assert it stays undefined.
 */
export const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  'javascript:window.__xss=3',
  '<svg onload="window.__xss=4">',
  '"><iframe src="javascript:window.__xss=5"></iframe>',
  '<a href="javascript:window.__xss=6">tap</a>',
] as const;

/** What HTML texts (agreements, descriptions, goods details) gain: every payload, plus a link and an image. */
const HTML_PAYLOAD =
  '<p>Hostile</p><img src=x onerror="window.__xss=11"><script>window.__xss=12</script>' +
  '<a href="javascript:window.__xss=13">tap</a><svg onload="window.__xss=14"></svg>' +
  '"><iframe src="javascript:window.__xss=15"></iframe><a href="https://evil.example/">away</a>' +
  '<form action="javascript:window.__xss=16"><button>send</button></form>' +
  '<img src="javascript:window.__xss=17"><p onclick="window.__xss=18">click</p>';

/**
 * Banners whose links try to leave the app (added to every shop's banners): none of them may lead anywhere.
 * Their titles say so, for the tests to find them.
 */
const HOSTILE_BANNER_PATHS = [
  'javascript:window.__xss=31',
  'https://evil.example/',
  '//evil.example/',
  '/pages//evil.example/',
  '/pages/Home/Home/index?x=1 javascript:window.__xss=32',
  '/pages/../../evil',
] as const;

/** The message of a failed password login while hostile texts are on. */
export const HOSTILE_LOGIN_MESSAGE = 'Wrong <img src=x onerror="window.__xss=21"><script>window.__xss=22</script>';

/** The customer's own free texts, stored as plain strings. */
const FREE_TEXT_KEYS = new Set([
  'nickName',
  'receiverName',
  'receiverAddress',
  'contact',
  'detail',
  'regionText',
  'remarks',
  'remark',
]);

/** Kept in the db itself (saved with it, gone with `/__mock/reset`). */
type HostileState = { hostileTexts?: { rewritten: boolean; messages: boolean } };
const stateOf = (db: Db) => db as Db & HostileState;

/** Whether business messages (the failed login's) are payloads now. */
export function hostileMessagesOn(db: Db): boolean {
  return stateOf(db).hostileTexts?.messages === true;
}

const LANGS: Lang[] = ['en', 'vi', 'zh-CN'];

function isText(value: unknown): value is Record<Lang, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === LANGS.length && LANGS.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string')
  );
}

/** A plain text with a payload after its words; HTML gains the HTML payload. */
export function hostile(original: string, index: number): string {
  if (/<[a-z]/i.test(original)) return `${original}${HTML_PAYLOAD}`;
  return `${original} ${PAYLOADS[index % PAYLOADS.length]}`;
}

/**
 * Rewrites the db's texts in place (once: a second call changes nothing) and turns the hostile login message
 * on. Returns how many texts were rewritten.
 */
export function makeTextsHostile(db: Db): number {
  const state = stateOf(db);
  const already = state.hostileTexts?.rewritten === true;
  state.hostileTexts = { rewritten: true, messages: true };
  if (already) return 0;
  let count = 0;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (isText(value)) {
        const index = count++;
        for (const lang of LANGS) value[lang] = hostile(value[lang], index);
      } else if (typeof value === 'string' && value !== '' && FREE_TEXT_KEYS.has(key)) {
        record[key] = hostile(value, count++);
      } else if (key !== 'tokens' && key !== 'smsCodes') visit(value);
    }
  };
  // Seed rows may share objects with each other and with module constants: rewrite a copy of the db (plain
  // JSON, so nothing is lost) and put its tables back, so no text is rewritten twice and a reset reseeds clean.
  const copy = JSON.parse(JSON.stringify(db)) as Db;
  visit(copy);
  Object.assign(db, copy);
  const shopIds = [...new Set(db.banners.map((banner) => banner.shopId))];
  for (const shopId of shopIds)
    HOSTILE_BANNER_PATHS.forEach((path, index) => {
      const image = db.banners.find((banner) => banner.shopId === shopId)?.image ?? '';
      const title = `Hostile link ${index + 1}`;
      db.banners.push({
        id: nextId(db.banners),
        shopId,
        sort: 100 + index,
        title: { en: title, vi: title, 'zh-CN': title },
        image,
        link: { type: 'route', path },
      });
    });
  return count;
}

/** Stops the hostile login message; the rewritten texts stay until `/__mock/reset`. */
export function stopHostileMessages(db: Db): void {
  const state = stateOf(db);
  if (state.hostileTexts) state.hostileTexts.messages = false;
}
