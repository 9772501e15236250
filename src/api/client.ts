import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import * as v from 'valibot';
import { t } from '../i18n';
import { PATHS, withQuery } from '../lib/paths';
import { localeAtom } from '../state/locale';
import { clearSession, tokenAtom } from '../state/session';
import { getAppStore } from '../state/store';
import { showToast } from '../ui/feedback/toast';
import { ApiError, ERROR_CODES } from './errors';
import { parseAnswer, readAnswer, stringifyRequest } from './json';
import { takePrefetched } from './prefetched';
import { type ApiRequest, cleanQuery, type QueryParams } from './requests';
import { recordResponseSchema } from './response-schemas';
import { anotherShape } from './schemas/another-shape';
import { type Envelope, envelopeSchema } from './schemas/common';

/** `VITE_API_BASE` at build time, default `/user-api` (CONTRACT.md). */
export const API_BASE = (import.meta.env.VITE_API_BASE || '/user-api').replace(/\/$/, '');
export const REQUEST_TIMEOUT_MS = 60_000;

/** One ky instance: base URL, the three headers, 60 s timeout, no retries (the query layer owns them). */
export const http: KyInstance = ky.create({
  prefixUrl: typeof location === 'undefined' ? `http://localhost${API_BASE}` : new URL(API_BASE, location.href).href,
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  // ids go back in the JSON type they came in, with all their digits (src/api/json.ts)
  stringifyJson: stringifyRequest,
  hooks: {
    beforeRequest: [
      (request, options) => {
        const store = getAppStore();
        // A multipart upload keeps the boundary the browser sets; everything else is JSON (CONTRACT.md).
        if (!(options.body instanceof FormData)) request.headers.set('Content-Type', 'application/json');
        request.headers.set('Accept-Language', store.get(localeAtom));
        const token = store.get(tokenAtom);
        if (token) request.headers.set('token', token);
        else request.headers.delete('token');
      },
      async (request) => {
        const prefetched = takePrefetched(request);
        if (!prefetched) return;
        try {
          return await prefetched;
        } catch {
          return; // it failed on the way: ask again, so a failure is reported as for any request
        }
      },
    ],
  },
});

export type CallOptions = {
  method?: 'get' | 'post';
  /** GET parameters, sent in the query string; undefined values are left out. */
  query?: QueryParams;
  /** POST body, sent as JSON. */
  json?: unknown;
  /** A multipart upload body instead of JSON. */
  form?: FormData;
  signal?: AbortSignal;
  /** Business codes other than 401 are returned, not toasted (the welcome-coupon flow ignores them silently). */
  quietBusiness?: boolean;
  /**
   * Nothing is toasted (a 401 still logs out): a start-up load that fails stays quiet on screens that do not
   * use it; the screen that needs it asks again and says so.
   */
  quiet?: boolean;
};

/** Guards against sending the customer to the login page twice when several calls answer 401 at once. */
let redirectingToLogin = false;

let requestTimeoutMs = REQUEST_TIMEOUT_MS;

/**
 * Tests only: a shorter request timeout (src/api/fault-matrix.test.ts), so the timeout path runs without a
 * 60 s wait, and no login redirect remembered from an earlier test. Without an argument it restores both
 * (vitest.setup.ts does after each test).
 */
export function resetClientForTests(timeoutMs: number = REQUEST_TIMEOUT_MS): void {
  requestTimeoutMs = timeoutMs;
  redirectingToLogin = false;
}

function goToLogin(): void {
  if (typeof location === 'undefined') return;
  const current = location.hash.replace(/^#/, '') || '/';
  if (current.startsWith(PATHS.login)) return;
  if (redirectingToLogin) return;
  redirectingToLogin = true;
  location.hash = `#${withQuery(PATHS.login, { redirect: current })}`;
  setTimeout(() => {
    redirectingToLogin = false;
  }, 500);
}

/** Tells the customer what went wrong (a toast), unless the call is a quiet one. */
function report(options: Pick<CallOptions, 'quiet'>, text: string): void {
  if (!options.quiet) showToast(text);
}

/** How a request failed before any envelope could be read. */
export type RequestFailure = { kind: 'network' | 'timeout' } | { kind: 'http'; status: number };

/**
 * A request that failed on its way, told (unless the call is quiet) and typed: no answer, or none in time, is
 * 'Request Error'; an answer other than success is the spec's '500 /path'. An upload's failure carries the spec's
 * code 602001; otherwise a timeout carries 5 and an answer its status.
 */
function failed(path: string, failure: RequestFailure, options: { quiet?: boolean; upload?: boolean }): ApiError {
  const text =
    failure.kind === 'http' ? t('errors.httpStatus', { status: failure.status, path }) : t('errors.requestError');
  report(options, text);
  const own =
    failure.kind === 'http' ? failure.status : failure.kind === 'timeout' ? ERROR_CODES.networkTimeout : undefined;
  const code = options.upload ? ERROR_CODES.uploadError : own;
  return new ApiError(failure.kind, path, text, failure.kind === 'http' ? { status: failure.status, code } : { code });
}

/** The network failed (no answer, or one cut off on its way): 'Request Error', told unless the call is quiet. */
function networkFailure(path: string, options: CallOptions): ApiError {
  return failed(path, { kind: 'network' }, { quiet: options.quiet, upload: options.form !== undefined });
}

/**
 * A storage upload the client did not send itself (posted to a storage host outside the user-api, which answers
 * without an envelope: src/api/file-upload.ts) failed: told and typed here, as the client's own uploads are.
 */
export function storageUploadFailed(host: string, failure: RequestFailure): ApiError {
  return failed(host, failure, { upload: true });
}

async function send(path: string, options: CallOptions): Promise<Envelope> {
  const method = options.method ?? (options.json !== undefined || options.form ? 'post' : 'get');
  let response: Response;
  try {
    response = await http(path.replace(/^\//, ''), {
      method,
      searchParams: cleanQuery(options.query),
      json: options.form ? undefined : method === 'post' ? (options.json ?? {}) : undefined,
      body: options.form,
      signal: options.signal,
      timeout: requestTimeoutMs,
    });
  } catch (error) {
    // a timeout is coded 5, an upload's too
    if (error instanceof TimeoutError) throw failed(path, { kind: 'timeout' }, { quiet: options.quiet });
    if (error instanceof HTTPError) throw error; // not reached: throwHttpErrors is off
    if (error instanceof DOMException && error.name === 'AbortError') {
      // Cancelled by the app (a screen left, a newer request): nothing to tell the customer.
      throw new ApiError('network', path, 'aborted', { code: ERROR_CODES.abort, aborted: true });
    }
    throw networkFailure(path, options);
  }

  if (response.status !== 200)
    throw failed(
      path,
      { kind: 'http', status: response.status },
      { quiet: options.quiet, upload: options.form !== undefined },
    );

  let body: unknown;
  try {
    body = await parseAnswer(await response.text());
  } catch (error) {
    // Cancelled while the answer was still arriving (a 401 elsewhere sent the customer to log in, a screen
    // left): not the server's fault, and nothing to tell the customer.
    if (options.signal?.aborted)
      throw new ApiError('network', path, 'aborted', { code: ERROR_CODES.abort, aborted: true });
    // Only an answer that arrived whole and is not JSON is one the app cannot read; one cut off on its way
    // (the connection dropped, the phone went into a tunnel) is a network failure, and worth trying again.
    if (!(error instanceof SyntaxError)) throw networkFailure(path, options);
    report(options, t('errors.malformed'));
    throw new ApiError('malformed', path, t('errors.malformed'));
  }
  const envelope = v.safeParse(envelopeSchema, body);
  if (!envelope.success) {
    report(options, t('errors.malformed'));
    throw new ApiError('malformed', path, t('errors.malformed'), { body });
  }
  const { code, msg } = envelope.output;

  if (code === 401) {
    clearSession(getAppStore());
    showToast(t('errors.loginExpired'));
    goToLogin();
    throw new ApiError('session', path, t('errors.loginExpired'), { code, body });
  }
  if (code !== 200 && !options.quietBusiness) {
    const text = msg || t('errors.requestFailed');
    report(options, text);
    throw new ApiError('business', path, text, { code, body });
  }
  return envelope.output;
}

function parseData<S extends v.GenericSchema>(
  schema: S,
  envelope: Envelope,
  path: string,
  options: CallOptions = {},
): v.InferOutput<S> {
  const data = anotherShape(schema, envelope.data)
    ? ({ success: false } as const)
    : readAnswer(() => v.safeParse(schema, envelope.data));
  if (!data.success) {
    report(options, t('errors.malformed'));
    throw new ApiError('malformed', path, t('errors.malformed'), { body: envelope });
  }
  return data.output;
}

/**
 * Calls the user-api and returns `data`, validated by `schema`. Any failure is an ApiError, already
 * reported to the customer the way spec section 8 says. A GET built in src/api/requests.ts is sent as built
 * (it carries its query): the boot script sends the same one ahead, and the app's must match it to take it.
 */
export async function call<S extends v.GenericSchema>(
  schema: S,
  request: ApiRequest,
  options?: Omit<CallOptions, 'query' | 'json' | 'form' | 'method'>,
): Promise<v.InferOutput<S>>;
export async function call<S extends v.GenericSchema>(
  schema: S,
  path: string,
  options?: CallOptions,
): Promise<v.InferOutput<S>>;
export async function call<S extends v.GenericSchema>(
  schema: S,
  target: string | ApiRequest,
  options: CallOptions = {},
): Promise<v.InferOutput<S>> {
  const path = typeof target === 'string' ? target : target.path;
  const sent = typeof target === 'string' ? options : { ...options, query: target.query };
  recordResponseSchema(path, schema);
  const envelope = await send(path, sent);
  return parseData(schema, envelope, path, sent);
}

/**
 * For the welcome-coupon flow (spec section 8: "only code 200 counts as success; other codes are silently
 * ignored"): returns `{code, data}` where data is validated only when the code is 200.
 */
export async function callQuiet<S extends v.GenericSchema>(
  schema: S,
  path: string,
  options: CallOptions = {},
): Promise<{ code: 200; data: v.InferOutput<S> } | { code: number; data?: undefined }> {
  recordResponseSchema(path, schema);
  const envelope = await send(path, { ...options, quietBusiness: true });
  if (envelope.code !== 200) return { code: envelope.code };
  return { code: 200, data: parseData(schema, envelope, path) };
}
