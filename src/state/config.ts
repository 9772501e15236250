import { atom } from 'jotai';
import * as v from 'valibot';
import { type OssCredentials, ossSchema } from '../api/schemas/oss';
import { persistedAtom } from './persisted';

/** The page-load timeout flag (not persisted): set when a screen did not load within 60 s. */
export const timeoutFlagAtom = atom(false);

/** The server's mobile pattern (`/sys/get-mobile-regular`), saved as a setting; `null` when absent or invalid. */
export const mobilePatternAtom = atom<RegExp | null>(null);

/** Storage-service credentials, persisted; only ever used through `validOss` (start-up drops expired ones). */
export const ossAtom = persistedAtom('oss', v.nullable(ossSchema), null);

/**
 * The credentials if they are still good for at least another minute at `now`, otherwise null. A function
 * of the time it is asked, not a derived atom: jotai caches a derived atom's value until its dependencies
 * change, so an atom would keep handing out the credentials after they expire.
 */
export function validOss(oss: OssCredentials | null, now: number = Date.now()): OssCredentials | null {
  return oss && oss.expiration.getTime() - now > 60_000 ? oss : null;
}

/** What this client is (spec section 3: clientBody), persisted: sent nowhere secret, shown in diagnostics. */
export const clientBodySchema = v.object({
  appVersion: v.string(),
  host: v.picklist(['chat-app', 'mini-program', 'enterprise-chat-app', 'browser', 'mock']),
  userAgent: v.string(),
});
export const clientBodyAtom = persistedAtom('clientBody', v.nullable(clientBodySchema), null);
