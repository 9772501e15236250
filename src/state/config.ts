import { atom } from 'jotai';
import * as v from 'valibot';
import { ossSchema } from '../api/schemas/oss';
import { persistedAtom } from './persisted';

/** The page-load timeout flag (not persisted): set when a screen did not load within 60 s. */
export const timeoutFlagAtom = atom(false);

/** Common config (`/conf/get-by-shopid`): service phone, agreements, washing flow. Not persisted. */
export type CommonConfig = { servicePhone: string; userAgreement: string; privacyAgreement: string; flow: string[] };
export const commonConfigAtom = atom<CommonConfig | null>(null);

/** The server's mobile pattern (`/sys/get-mobile-regular`), saved as a setting; `null` when absent or invalid. */
export const mobilePatternAtom = atom<RegExp | null>(null);

/** Storage-service credentials, persisted; a value past its expiration is dropped when read (see ossValid). */
export const ossAtom = persistedAtom('oss', v.nullable(ossSchema), null);

/** Credentials that are still good for at least another minute, or null. */
export const validOssAtom = atom((get) => {
  const oss = get(ossAtom);
  return oss && oss.expiration.getTime() - Date.now() > 60_000 ? oss : null;
});

/** What this client is (spec section 3: clientBody), persisted: sent nowhere secret, shown in diagnostics. */
export const clientBodySchema = v.object({
  appVersion: v.string(),
  host: v.picklist(['chat-app', 'mini-program', 'enterprise-chat-app', 'browser', 'mock']),
  userAgent: v.string(),
});
export const clientBodyAtom = persistedAtom('clientBody', v.nullable(clientBodySchema), null);
