import type { FirstRead } from '../app/first-reads';
import type { PrefetchedCall } from './handoff';

/** The same 60 s the app allows a request (src/api/client.ts REQUEST_TIMEOUT_MS). */
const TIMEOUT_MS = 60_000;

/**
 * Sends the planned GETs with exactly the headers the app's client would (src/api/client.ts): JSON content
 * type, the language, the token when there is one. The answers wait, unread, for the app.
 */
export function prefetchCalls(
  apiBase: string,
  calls: FirstRead[],
  headers: { token: string | null; language: string },
): PrefetchedCall[] {
  const base = new URL(`${apiBase.replace(/\/$/, '')}/`, location.href);
  return calls.map(({ path, query }) => {
    const url = new URL(path.replace(/^\//, ''), base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const sent: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': headers.language };
    if (headers.token) sent.token = headers.token;
    const response = fetch(url, { headers: sent, signal: AbortSignal.timeout(TIMEOUT_MS) });
    response.catch(() => undefined); // an unused failure is not an unhandled rejection; the app asks again
    return { url: url.href, token: headers.token, language: headers.language, response };
  });
}
