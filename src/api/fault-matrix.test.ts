// @vitest-environment happy-dom

import { Toast } from 'antd-mobile';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { tokenAtom, userInfoAtom } from '../state/session';
import { getAppStore, resetAppStore } from '../state/store';
import { CASES, type Case, DEMO, type Who } from '../testing/api-calls';
import { logIn, TEST_TOKEN } from '../testing/session';
import { SPEC_CALLS } from '../testing/spec-calls';
import { toastText } from '../testing/toast';
import { ANTD } from '../ui/antd';
import { resetClientForTests } from './client';
import { ApiError, ERROR_CODES } from './errors';

/**
 * The fault matrix (any call can meet any fault, and the customer must always be told and left a way on): every call of
 * spec section 7, made through its real api function with valid arguments (logged in where the call needs it), first as
 * the mock answers it, then with each fault the network or the server can produce. For each one the reaction of spec
 * section 8 must happen (the toast text verbatim, a 401 logging out to the login page, the ApiError kind), with no
 * unhandled rejection. The welcome-coupon calls ignore other body codes silently (spec section 8). Each call reports
 * its row of the calls x faults table as an annotation of its test (tol: a malformed answer the schema accepts).
 */

// ---- the faults -------------------------------------------------------------------------------------------

const FAULTS = [
  'http500',
  'body401',
  'body400',
  'body503',
  'network',
  'timeout',
  'missingFields',
  'wrongTypes',
  'nullData',
  'htmlPage',
] as const;
type Fault = (typeof FAULTS)[number];
const COLUMNS = ['ok', ...FAULTS] as const;
type Column = (typeof COLUMNS)[number];

const MSG_400 = 'The phone number format is wrong (fault matrix)';
const MSG_503 = 'Service busy, please try again (fault matrix)';
const TEXT = {
  requestError: 'Request Error',
  loginExpired: 'Login expired, please log in again',
  malformed: 'The server sent an answer the app cannot read.',
};
/**
 * The client's timeout for the timeout fault, whose answer never comes (60 s in the app). The other faults
 * and the plain call keep the app's timeout, so a slow answer on a busy machine is not taken for one.
 */
const TIMEOUT_FAULT_MS = 1;
const MALFORMED = new Set<Fault>(['missingFields', 'wrongTypes', 'nullData', 'htmlPage']);

type Envelope = { code: number; msg?: string; data?: unknown };

/** The same shape with every field left out: an object loses its keys, a list keeps one empty item. */
function withoutFields(data: unknown): { data?: unknown } {
  if (Array.isArray(data)) return { data: [{}] };
  if (data && typeof data === 'object') return { data: {} };
  return {}; // no data at all
}

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not-a-list';
  if (value && typeof value === 'object') return 42;
  return { unexpected: true };
}

/** Every field (of the object, or of a list's first item) of the wrong type. */
function withWrongTypes(data: unknown): unknown {
  if (Array.isArray(data)) return data.length ? [withWrongTypes(data[0])] : 'not-a-list';
  if (data && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, wrongType(value)]));
  return wrongType(data);
}

function answer(fault: Fault, real: Envelope | undefined): Response | Promise<Response> {
  const ok = (body: object) => HttpResponse.json({ code: 200, msg: 'success', ...body });
  switch (fault) {
    case 'http500':
      return new HttpResponse('Internal Server Error', { status: 500 });
    case 'body401':
      return HttpResponse.json({ code: 401, msg: 'token expired', data: null });
    case 'body400':
      return HttpResponse.json({ code: 400, msg: MSG_400, data: null });
    case 'body503':
      return HttpResponse.json({ code: 503, msg: MSG_503, data: null });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      return new Promise<Response>(() => undefined); // never answers
    case 'missingFields':
      return ok(withoutFields(real?.data ?? null));
    case 'wrongTypes':
      return ok({ data: withWrongTypes(real?.data ?? null) });
    case 'nullData':
      return ok({ data: null });
    case 'htmlPage':
      return new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
  }
}

// ---- the calls: src/testing/api-calls.ts ---------------------------------------------------------------------

// ---- running one case -------------------------------------------------------------------------------------

/** One task later: what the settled call asked for within its own task has happened. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const START_HASH = '#/pages/My/My/index';
const LOGIN_HASH = `#/pages/Login/login?redirect=${encodeURIComponent('/pages/My/My/index')}`;

/** Toast.show, watched: the client asks for its toast before the call settles (src/api/client.ts report). */
let toastShows: MockInstance<typeof Toast.show>;

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

async function fresh(who: Who): Promise<void> {
  server.resetHandlers();
  vi.useRealTimers();
  resetDb();
  resetAppStore();
  localStorage.clear();
  resetClientForTests();
  location.hash = START_HASH;
  // the last case's toast closes in its own time: marked, it no longer counts (no waiting for it)
  Toast.clear();
  toastShows = vi.spyOn(Toast, 'show');
  toastShows.mockClear();
  for (const node of document.querySelectorAll(ANTD.toast)) node.setAttribute('data-earlier', '');
  if (who === 'anonymous') return;
  const userId = who === 'demo' ? 1001 : 1002;
  logIn(userId);
  const store = getAppStore();
  store.set(userInfoAtom, {
    id: String(userId),
    nickName: 'Customer',
    phone: who === 'demo' ? DEMO.phone : '13900139000',
    avatar: null,
    language: null,
    receiverName: null,
    receiverAddress: null,
    member: who === 'demo',
  });
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function settle(promise: Promise<unknown>): Promise<Outcome> {
  const hung = new Promise<Outcome>((resolve) =>
    setTimeout(() => resolve({ ok: false, error: new Error('the call never settled') }), 3_000),
  );
  return Promise.race([
    promise.then(
      (value) => ({ ok: true as const, value }),
      (error) => ({ ok: false as const, error }),
    ),
    hung,
  ]);
}

/** The toast this case showed (src/testing/toast.ts reads the last one; earlier cases' closing ones are marked). */
function caseToast(): string {
  return document.querySelector(`${ANTD.toast}:not([data-earlier])`) ? toastText() : '';
}

async function expectToast(text: string): Promise<void> {
  await vi.waitFor(() => expect(caseToast()).toBe(text), { timeout: 1_000, interval: 1 });
}

/**
 * No toast: none was asked for. The toast code is loaded already, so a toast the call asked for reaches
 * Toast.show within the task the call settled in: one task later it has, or it never will.
 */
async function expectNoToast(): Promise<void> {
  await nextTask();
  expect(toastShows).not.toHaveBeenCalled();
  expect(caseToast()).toBe('');
}

function apiError(outcome: Outcome): ApiError {
  if (outcome.ok) throw new Error(`expected an ApiError, the call answered ${JSON.stringify(outcome.value)}`);
  if (!(outcome.error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(outcome.error)}`);
  return outcome.error;
}

/** What the customer must see for one fault of one call (spec section 8). */
async function checkReaction(test: Case, path: string, fault: Fault, outcome: Outcome): Promise<'tolerated' | 'shown'> {
  const loggedIn = test.who !== 'anonymous';
  if (test.quiet && (fault === 'body400' || fault === 'body503')) {
    // the welcome-coupon flow: other codes are ignored silently, the session stays
    expect(outcome).toEqual({ ok: true, value: { code: fault === 'body400' ? 400 : 503 } });
    await expectNoToast();
    expect(getAppStore().get(tokenAtom)).toBe(loggedIn ? TEST_TOKEN : null);
    return 'shown';
  }
  if (test.passesBody400 && fault === 'body400') {
    expect(outcome).toEqual({
      ok: true,
      value: { ok: false, code: 400, body: { code: 400, msg: MSG_400, data: null } },
    });
    await expectToast(MSG_400);
    return 'shown';
  }
  if (MALFORMED.has(fault) && outcome.ok) {
    // the schema accepts what is left (optional fields with defaults, a call whose data is not read)
    await expectNoToast();
    return 'tolerated';
  }
  const error = apiError(outcome);
  switch (fault) {
    case 'http500':
      expect([error.kind, error.details.status]).toEqual(['http', 500]);
      await expectToast(`500 ${path}`);
      break;
    case 'body401':
      expect([error.kind, error.code]).toEqual(['session', 401]);
      await expectToast(TEXT.loginExpired);
      expect(getAppStore().get(tokenAtom)).toBeNull();
      expect(getAppStore().get(userInfoAtom)).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(location.hash).toBe(LOGIN_HASH);
      return 'shown';
    case 'body400':
      expect([error.kind, error.code, error.message]).toEqual(['business', 400, MSG_400]);
      await expectToast(MSG_400);
      break;
    case 'body503':
      expect([error.kind, error.code, error.message]).toEqual(['business', 503, MSG_503]);
      await expectToast(MSG_503);
      break;
    case 'network':
      expect(error.kind).toBe('network');
      expect(error.transient).toBe(true);
      await expectToast(TEXT.requestError);
      break;
    case 'timeout':
      expect([error.kind, error.code]).toEqual(['timeout', ERROR_CODES.networkTimeout]);
      await expectToast(TEXT.requestError);
      break;
    default:
      expect(error.kind).toBe('malformed');
      await expectToast(TEXT.malformed);
  }
  // nothing but a 401 ends the session
  expect(getAppStore().get(tokenAtom)).toBe(loggedIn ? TEST_TOKEN : null);
  expect(location.hash).toBe(START_HASH);
  return 'shown';
}

// ---- the suite --------------------------------------------------------------------------------------------

type Cell = 'pass' | 'FAIL' | 'tolerated';

beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});

afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  resetClientForTests();
});

describe('fault matrix', () => {
  it('covers every call of spec section 7, once', () => {
    expect(SPEC_CALLS).toHaveLength(65);
    expect(CASES.map((test) => test.call).sort()).toEqual([...SPEC_CALLS].sort());
  });

  it.for(CASES)('$call: the spec reaction to every fault', async (test, { annotate }) => {
    const [method = '', path = ''] = test.call.split(' ');
    const url = `*/user-api${path}`;
    const row: Partial<Record<Column, Cell>> = {};
    const failures: string[] = [];

    // the plain call, recording the real answer the malformed variants are made from
    await fresh(test.who);
    let real: Envelope | undefined;
    const record = ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname.endsWith(path))
        void response
          .clone()
          .json()
          .then(
            (body: Envelope) => {
              real = body;
            },
            () => undefined,
          );
    };
    try {
      const prepared = await test.prepare?.();
      server.events.on('response:mocked', record);
      const outcome = await settle(test.run(prepared));
      if (!outcome.ok) throw outcome.error;
      if (test.quiet) expect(outcome.value).toMatchObject({ code: 200 });
      await vi.waitFor(() => expect(real?.code).toBe(200));
      await expectNoToast();
      row.ok = 'pass';
    } catch (error) {
      row.ok = 'FAIL';
      failures.push(`ok: ${String(error)}`);
    } finally {
      server.events.removeListener('response:mocked', record);
    }

    for (const fault of FAULTS) {
      const before = unhandled.length;
      try {
        await fresh(test.who);
        const prepared = await test.prepare?.();
        if (fault === 'timeout') resetClientForTests(TIMEOUT_FAULT_MS);
        const handler = () => answer(fault, real);
        server.use(method === 'GET' ? http.get(url, handler) : http.post(url, handler));
        const outcome = await settle(test.run(prepared));
        const verdict = await checkReaction(test, path, fault, outcome);
        await nextTask();
        expect(unhandled.slice(before).map(String), 'unhandled rejections').toEqual([]);
        row[fault] = verdict === 'tolerated' ? 'tolerated' : 'pass';
      } catch (error) {
        row[fault] = 'FAIL';
        failures.push(`${fault}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await fresh('anonymous');
    const cell = (value: Cell | undefined) => (value === 'tolerated' ? 'tol' : (value ?? '-'));
    await annotate(COLUMNS.map((column) => `${column} ${cell(row[column])}`).join(', '), 'fault matrix');
    expect(failures, `${test.call}`).toEqual([]);
  });
});
