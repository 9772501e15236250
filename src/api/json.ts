/**
 * JSON as a Java (Spring) user-api writes it, read and written without losing an id (CONTRACT.md).
 *
 * Such a server numbers its rows with 64-bit snowflake ids (19 digits). Jackson sends them as strings when
 * told to, else as bare JSON numbers, which `JSON.parse` rounds to the nearest double: 1595960837329205001
 * becomes 1595960837329205000, and the order is not found. So:
 * - an answer with a long run of digits outside quotes is parsed by `lossless-json` (loaded only then), which
 *   hands each number's own text to us: an integer a double cannot hold keeps its digits, as a string;
 * - every id the app reads is a string of digits (`idSchema`), and which JSON type the server wrote it in is
 *   noted here, so that a request body sends it back in that type, with exactly its digits.
 *
 * Why lossless-json: no dependencies, maintained, about 2 KB gzip for its parser, and it lets us decide per
 * number (json-bigint needs bignumber.js, about 8 KB more, and makes BigNumber objects the app would not use).
 * `JSON.parse`'s source-text reviver does the same natively, but not in every WebView the chat app runs in.
 */

/** A bare integer of 16 digits or more, outside a string as far as a quick look can tell. */
const LONG_BARE_INTEGER = /(?:^|[[:,])\s*-?\d{16,}/;

/** How the server wrote an id: as a JSON number or as a string of digits. */
export type IdForm = 'number' | 'string';

/** The form each id was last read in; bounded, since a long session reads many lists. */
const formOfId = new Map<string, IdForm>();
const MAX_REMEMBERED_IDS = 5000;
/** The form of the last id read: for an id the app has from a link or storage, not from this page's answers. */
const ID_FORM_KEY = 'api.idForm';
let lastForm: IdForm | null = null;

function remember(digits: string, form: IdForm): void {
  if (formOfId.size >= MAX_REMEMBERED_IDS) formOfId.clear();
  formOfId.set(digits, form);
  if (form === lastForm) return;
  lastForm = form;
  try {
    globalThis.localStorage?.setItem(ID_FORM_KEY, form);
  } catch {
    // storage full or refused: the form is still known for this page
  }
}

/** Whether an answer of the server is being read now: only then does an id's JSON type say the server's. */
let readingAnswer = false;

/**
 * Reads an answer's data (the client's schema check): the ids read meanwhile are noted with the JSON type the
 * server wrote them in. The same schemas also read what the phone stored, whose types say nothing of the server.
 */
export function readAnswer<T>(read: () => T): T {
  readingAnswer = true;
  try {
    return read();
  } finally {
    readingAnswer = false;
  }
}

/**
 * Notes an id as read (from idSchema), while an answer is read: a number is noted as such; a string is one
 * unless the parser found it as a bare number too long for a double. Returns the id as the app keeps it: its
 * digits.
 */
export function noteIdForm(value: number | string): string {
  const digits = String(value);
  if (readingAnswer) remember(digits, typeof value === 'number' ? 'number' : (formOfId.get(digits) ?? 'string'));
  return digits;
}

/** The JSON type to send an id in: the one it was read in, else the server's last one, else a string. */
export function idFormOf(digits: string): IdForm {
  const known = formOfId.get(digits) ?? lastForm;
  if (known) return known;
  try {
    const stored = globalThis.localStorage?.getItem(ID_FORM_KEY);
    if (stored === 'number' || stored === 'string') return stored;
  } catch {
    // storage refused: send a string, which Jackson reads into a Long as well
  }
  return 'string';
}

/** Tests only: forget every form noted. */
export function forgetIdForms(): void {
  formOfId.clear();
  lastForm = null;
  globalThis.localStorage?.removeItem(ID_FORM_KEY);
}

/**
 * Parses an answer's text. An integer beyond 2^53 keeps its digits as a string (noted as an id sent as a
 * number); every other number reads as a number, so money stays what the server wrote (12.5, "12.50").
 * Throws a SyntaxError on text that is not JSON, as `JSON.parse` does.
 */
export async function parseAnswer(text: string): Promise<unknown> {
  if (!LONG_BARE_INTEGER.test(text)) return JSON.parse(text);
  const { parse, isInteger, isSafeNumber } = await import('lossless-json');
  try {
    return parse(text, null, (digits) => {
      if (isSafeNumber(digits) || !isInteger(digits)) return Number(digits);
      remember(digits, 'number');
      return digits;
    });
  } catch (error) {
    throw new SyntaxError(error instanceof Error ? error.message : String(error));
  }
}

/** A key whose value is an id, or a list of ids, in a request body (`id`, `orderInfoId`, `orderIds`, `pid` …). */
const ID_KEY = /^(?:id|ids|pid|\w+Id|\w+Ids)$/;
/** Marks an id to write as a bare number; a control character no text the app sends starts with. */
const BARE = '\u0001bare:';
const BARE_IN_JSON = /"\\u0001bare:(\d+)"/g;

/**
 * A request body as JSON: an id (a string of digits under an id's key) goes in the JSON type the server wrote
 * it in, with exactly its digits, a 19-digit one too.
 */
export function stringifyRequest(body: unknown): string {
  const asWritten = (value: unknown) =>
    typeof value === 'string' && /^\d+$/.test(value) && idFormOf(value) === 'number' ? `${BARE}${value}` : value;
  const json = JSON.stringify(body, (key, value: unknown) => {
    if (!ID_KEY.test(key)) return value;
    return Array.isArray(value) ? value.map(asWritten) : asWritten(value);
  });
  return json === undefined ? json : json.replace(BARE_IN_JSON, '$1');
}
