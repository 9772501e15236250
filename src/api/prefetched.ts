import { sameCall } from '../lib/same-call';

/**
 * The boot script (src/boot/boot.ts) sends the first screen's GETs while the app's code downloads. A request
 * the app makes for the same URL, with the same token and language, takes that answer instead of asking
 * again, once; anything else goes to the network as usual. The answer still goes through every check of
 * src/api/client.ts (status, JSON, body code, schema): only the moment it was asked for differs.
 */
export function takePrefetched(request: Request): Promise<Response> | null {
  const handoff = typeof window === 'undefined' ? undefined : window.__boot;
  if (!handoff || request.method !== 'GET') return null;
  const index = handoff.prefetched.findIndex(
    (call) =>
      sameCall(call.url, request.url) &&
      call.token === request.headers.get('token') &&
      call.language === request.headers.get('Accept-Language'),
  );
  if (index === -1) return null;
  const [call] = handoff.prefetched.splice(index, 1);
  return call ? call.response : null;
}
