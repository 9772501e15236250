import { getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import { responseSchemaOf } from '../src/api/response-schemas';
import { apiPath } from './faults';
import { concrete, isRecord, OBJECTS, type Schema } from './lean';
import { fail, ID_KEY, ID_LIST_KEY, jsonBody, ok } from './lib/http';

/**
 * The Java-server mock: answers as the real user-api, a Spring server, does (CONTRACT.md, "Talking to the
 * user-api"). Over every answer of a user-api call that is JSON:
 * - ids are 64-bit snowflakes, `BASE + n` for the mock's id n: 19-digit strings ('strings', Jackson's
 *   Long-as-String) or bare 19-digit numbers ('numbers', Jackson's default), beyond what a JS number holds;
 * - every field the app's schema for the path knows and the answer leaves out is `null` (code-200 answers);
 * - flags are 1/0, times of day `HH:mm:ss`, date-times epoch milliseconds; dates and amounts stay.
 * Requests go to the real handlers with the snowflakes turned back into the mock's ids. Failures pass with
 * their data converted; the control endpoints (`/__mock/*`) are left alone.
 *
 * Switched on in the page by `localStorage['__mock.java'] = 'strings' | 'numbers'`, or, in the page and behind
 * the HTTP server alike, by `POST /__mock/java {mode: 'strings' | 'numbers' | null}` (MOCK_JAVA=strings|numbers
 * starts the HTTP server in it). `/__mock/reset` switches it off.
 */

export const JAVA_MODES = ['strings', 'numbers'] as const;
export type JavaMode = (typeof JAVA_MODES)[number];
export const MOCK_JAVA_KEY = '__mock.java';

/** The snowflake of the mock's id 0: ids n in [0, SPAN) become `BASE + n`, 19 digits. */
export const BASE = 1595960837329200000n;
const SPAN = 1_000_000_000n;

const modeOf = (value: unknown): JavaMode | null => JAVA_MODES.find((mode) => mode === value) ?? null;

/** The HTTP server's choice (no local storage in Node); the page keeps its own in local storage. */
let inMemory = modeOf(globalThis.process?.env?.MOCK_JAVA);

export function javaMode(): JavaMode | null {
  try {
    const stored = globalThis.localStorage?.getItem(MOCK_JAVA_KEY);
    if (typeof stored === 'string') return modeOf(stored);
  } catch {
    // storage blocked: the in-memory choice
  }
  return inMemory;
}

export function setJavaMode(mode: JavaMode | null): void {
  inMemory = mode;
  try {
    if (mode) globalThis.localStorage?.setItem(MOCK_JAVA_KEY, mode);
    else globalThis.localStorage?.removeItem(MOCK_JAVA_KEY);
  } catch {
    // storage blocked: kept in memory for this page
  }
}

// ---- ids ----

/** The snowflake standing for a mock id (a whole number or its digits below SPAN), else undefined. */
function snowflakeOf(value: unknown): bigint | undefined {
  const digits =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : typeof value === 'string' && /^\d{1,15}$/.test(value)
        ? value
        : undefined;
  if (digits === undefined || BigInt(digits) >= SPAN) return undefined; // beyond SPAN it would not come back
  return BASE + BigInt(digits);
}

/** The mock id a 19-digit snowflake stands for, else undefined (a small id from a link is no snowflake). */
export function mockIdOf(digits: string): number | undefined {
  if (!/^\d{19}$/.test(digits)) return undefined;
  const n = BigInt(digits) - BASE;
  return n >= 0n && n < SPAN ? Number(n) : undefined;
}

// ---- answers ----

const TIME = /^\d{2}:\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A text as Spring writes it: a time of day with seconds, a date-time as epoch milliseconds. */
function javaText(text: string): string | number {
  if (TIME.test(text)) return `${text}:00`;
  // without a zone, local time: the server's, which the mock's runtime stands for
  const ms = LOCAL_DATE_TIME.test(text)
    ? new Date(text.replace(' ', 'T')).getTime()
    : ISO_DATE_TIME.test(text)
      ? Date.parse(text)
      : Number.NaN;
  return Number.isNaN(ms) ? text : ms;
}

/** `value` (under `key`) as the Java server writes it; ids as BigInt, for `writeJson` to write. */
export function javaValue(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    const itemKey = ID_LIST_KEY.test(key) ? 'id' : '';
    return value.map((item) => javaValue(item, itemKey));
  }
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, javaValue(item, name)]));
  if (ID_KEY.test(key)) {
    const id = snowflakeOf(value);
    if (id !== undefined) return id;
  }
  if (key === 'goodsIds' && typeof value === 'string' && /^\d+(,\d+)*$/.test(value))
    return value
      .split(',')
      .map((part) => String(snowflakeOf(part) ?? part))
      .join(',');
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return javaText(value);
  return value;
}

/** `value` with every field `schema` knows and `value` leaves out written as `null`, at every depth. */
export function withNulls(schema: Schema, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const own = concrete(schema, value);
  if (OBJECTS.has(own.type) && own.entries && isRecord(value)) {
    const out: Record<string, unknown> = { ...value };
    for (const [key, entry] of Object.entries(own.entries))
      out[key] = value[key] === undefined ? null : withNulls(entry, value[key]);
    return out;
  }
  if (own.type === 'array' && own.item && Array.isArray(value)) {
    const item = own.item;
    return value.map((element) => withNulls(item, element));
  }
  return value;
}

/** An answer's body as the Java server writes it: `data` converted, nulls filled where `schema` is given. */
export function javaBody(schema: Schema | undefined, body: unknown): unknown {
  if (!isRecord(body) || !('data' in body)) return body;
  const data = schema ? withNulls(schema, body.data) : body.data;
  return { ...body, data: javaValue(data) };
}

const LONG = '__java_long__';

/** JSON text of `value`, its BigInt ids as quoted digits ('strings') or bare digits ('numbers'). */
export function writeJson(value: unknown, mode: JavaMode): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? (mode === 'strings' ? String(item) : `${LONG}${item}`) : item,
  );
  // JSON.stringify cannot write a number beyond a double: unquote the marked digits
  return mode === 'numbers' ? text.replace(new RegExp(`"${LONG}(\\d+)"`, 'g'), '$1') : text;
}

// ---- requests ----

/** A JSON string or number token: strings are skipped whole, so digits inside them are never touched. */
const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

const withMockIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withMockIds);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withMockIds(item)]));
  return typeof value === 'string' ? (mockIdOf(value) ?? value) : value;
};

/**
 * A request body's JSON with every snowflake (bare or quoted) as the mock id it stands for. Parsed from the
 * text: JSON.parse would round a bare 19-digit number before anyone could look at it.
 */
export function parseRequestJson(text: string): unknown {
  const exact = text.replace(JSON_TOKEN, (token) => {
    const id = /^\d{16,}$/.test(token) ? mockIdOf(token) : undefined;
    return id === undefined ? token : String(id);
  });
  return withMockIds(JSON.parse(exact));
}

/** The request as the real handlers read it: snowflakes in its query's ids and its JSON body made small. */
export async function withMockIdsRequest(request: Request): Promise<Request> {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    const ids = ID_KEY.test(key) || ID_LIST_KEY.test(key);
    query.append(key, ids ? value.replace(/\d+/g, (digits) => String(mockIdOf(digits) ?? digits)) : value);
  }
  if (query.toString() !== url.searchParams.toString()) url.search = query.toString();
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  let body: BodyInit | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (request.headers.get('content-type')?.includes('json')) {
      const text = await request.clone().text();
      try {
        body = text ? JSON.stringify(parseRequestJson(text)) : text;
      } catch {
        body = text; // not JSON after all: the handler answers it as it would
      }
    } else body = await request.clone().arrayBuffer(); // multipart: the bytes as they came
  }
  return new Request(url, { method: request.method, headers, body });
}

// ---- handler and control ----

/** Put before the bare-writes, lean and real handlers: in Java mode, their answers as the Java server's. */
export function javaHandler(realHandlers: () => RequestHandler[]): RequestHandler {
  return http.all('*/user-api/*', async ({ request }) => {
    const mode = javaMode();
    const path = apiPath(request);
    if (!mode || path.startsWith('/__mock/')) return undefined;
    const response = await getResponse(realHandlers(), await withMockIdsRequest(request));
    if (!response || response.type === 'error') return response;
    if (!response.headers.get('content-type')?.includes('json')) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (body === undefined) return response;
    // null for no value where the answer is a success; a failure keeps its fields
    const success = response.status === 200 && isRecord(body) && body.code === 200;
    const schema = success ? (responseSchemaOf(path) as Schema | undefined) : undefined;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new HttpResponse(writeJson(javaBody(schema, body), mode), { status: response.status, headers });
  });
}

/** `GET /__mock/java` → `{mode}`; `POST /__mock/java {mode: 'strings' | 'numbers' | null}` switches it. */
export const javaControl: RequestHandler[] = [
  http.get('*/user-api/__mock/java', () => ok({ mode: javaMode() })),
  http.post('*/user-api/__mock/java', async ({ request }) => {
    const body = await jsonBody<{ mode: unknown }>(request);
    if (body.mode !== null && !modeOf(body.mode)) return fail(400, "mode must be 'strings', 'numbers' or null");
    setJavaMode(modeOf(body.mode));
    return ok({ mode: javaMode() });
  }),
];
