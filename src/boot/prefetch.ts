import { sameCall } from '../lib/same-call';
import type { FirstRead } from './first-reads';
import type { PrefetchedCall } from './handoff';

/** The same 60 s the app allows a request (src/api/client.ts REQUEST_TIMEOUT_MS). */
const TIMEOUT_MS = 60_000;

/**
 * Sends the planned GETs with exactly the headers the app's client would (src/api/client.ts): JSON content
 * type, the language, the token when there is one. The answers wait, unread, for the app. A read with `next`
 * sends the reads its answer calls for as soon as that answer is in (a copy of it is read here; the app reads
 * its own): they join the same list, `sent`, which the app looks in whenever it makes a request.
 */
export function prefetchCalls(
  apiBase: string,
  calls: FirstRead[],
  headers: { token: string | null; language: string },
  sent: PrefetchedCall[] = [],
): PrefetchedCall[] {
  const base = new URL(`${apiBase.replace(/\/$/, '')}/`, location.href);
  const send = (reads: FirstRead[]) => {
    for (const { path, query, next } of reads) {
      const url = new URL(path.replace(/^\//, ''), base);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      if (sent.some((call) => sameCall(call.url, url.href))) continue;
      const asked: Record<string, string> = {
        'Content-Type': 'application/json',
        'Accept-Language': headers.language,
      };
      if (headers.token) asked.token = headers.token;
      const response = fetch(url, { headers: asked, signal: AbortSignal.timeout(TIMEOUT_MS) });
      response.catch(() => undefined); // an unused failure is not an unhandled rejection; the app asks again
      sent.push({ url: url.href, token: headers.token, language: headers.language, response });
      if (next)
        response
          .then((answer) => (answer.ok ? answer.clone().json() : null))
          .then((body: { code?: unknown; data?: unknown } | null) => body?.code === 200 && send(next(body.data)))
          .catch(() => undefined); // only speed depends on it: the app makes any read not sent here itself
    }
  };
  send(calls);
  return sent;
}
