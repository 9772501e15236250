import { getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import { requiredAnswerFields } from '../src/api/write-answers';
import { apiPath } from './faults';
import { jsonBody } from './lib/http';

/**
 * The bare-writes mock: answers every write as a user-api that says no more than it must would. Each POST
 * does its work as usual, and a code-200 answer comes back as `{code: 200, msg: 'success', data: null}`, or,
 * where the app's next step cannot do without part of it, with only those fields of `data`
 * (src/api/write-answers.ts, the same list the published contract marks). Failures (another body code, an
 * HTTP error, a network fault) pass as they are. The request's `requestId` is dropped on its way in: a real
 * user-api does not know it, so a second create makes a second order here too. The mock's control
 * endpoints (`/__mock/*`) are left alone.
 *
 * Switched on like the lean mode, in the page: `localStorage['__mock.bare-writes'] = 'on'`; or, in the page
 * and behind the HTTP server alike, `POST /__mock/bare-writes {on: true}` (MOCK_BARE_WRITES=on starts the
 * HTTP server in it). `/__mock/reset` switches it off, as it clears the faults.
 */

export const MOCK_BARE_WRITES_KEY = '__mock.bare-writes';

/** The HTTP server's choice (no local storage in Node); the page keeps its own in local storage. */
let inMemory = globalThis.process?.env?.MOCK_BARE_WRITES === 'on';

export function bareWritesOn(): boolean {
  try {
    const stored = globalThis.localStorage?.getItem(MOCK_BARE_WRITES_KEY);
    if (typeof stored === 'string') return stored === 'on';
  } catch {
    // storage blocked: the in-memory choice
  }
  return inMemory;
}

export function setBareWrites(on: boolean): void {
  inMemory = on;
  try {
    if (on) globalThis.localStorage?.setItem(MOCK_BARE_WRITES_KEY, 'on');
    else globalThis.localStorage?.removeItem(MOCK_BARE_WRITES_KEY);
  } catch {
    // storage blocked: kept in memory for this page
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` of a write's code-200 answer, cut down to what the app requires of `path` (null when nothing). */
export function bareData(path: string, payMethod: unknown, data: unknown): unknown {
  const required = requiredAnswerFields(path, payMethod);
  if (required === 'whole') return data;
  if (required.length === 0 || !isRecord(data)) return null;
  return Object.fromEntries(required.filter((key) => key in data).map((key) => [key, data[key]]));
}

/** The request as the real handlers get it: a JSON body without `requestId`, else the request itself. */
function withoutRequestId(request: Request, body: Record<string, unknown>): Request {
  if (!('requestId' in body) || !request.headers.get('content-type')?.includes('json')) return request;
  const { requestId: _ignored, ...rest } = body;
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(rest) });
}

type Envelope = { code: unknown; msg?: unknown; data?: unknown };
const isEnvelope = (value: unknown): value is Envelope => isRecord(value) && 'code' in value;

/** Put before the lean and the real handlers: in bare-writes mode, every write's answer made bare. */
export function bareWritesHandler(realHandlers: () => RequestHandler[]): RequestHandler {
  return http.post('*/user-api/*', async ({ request }) => {
    const path = apiPath(request);
    if (!bareWritesOn() || path.startsWith('/__mock/')) return undefined;
    const body = await jsonBody<Record<string, unknown>>(request);
    const response = await getResponse(realHandlers(), withoutRequestId(request, body));
    if (!response || response.type === 'error' || response.status !== 200) return response;
    const answer: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (!isEnvelope(answer) || answer.code !== 200) return response;
    return HttpResponse.json({ code: 200, msg: 'success', data: bareData(path, body.payMethod, answer.data) });
  });
}

/** `GET /__mock/bare-writes` → `{on}`; `POST /__mock/bare-writes {on}` switches the mode. */
export const bareWritesControl: RequestHandler[] = [
  http.get('*/user-api/__mock/bare-writes', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: { on: bareWritesOn() } }),
  ),
  http.post('*/user-api/__mock/bare-writes', async ({ request }) => {
    const body = await jsonBody<{ on: unknown }>(request);
    if (typeof body.on !== 'boolean')
      return HttpResponse.json({ code: 400, msg: 'on must be true or false', data: null });
    setBareWrites(body.on);
    return HttpResponse.json({ code: 200, msg: 'success', data: { on: bareWritesOn() } });
  }),
];
