import { http, type RequestHandler } from 'msw';
import { getDb } from '../db';
import { api, ok } from '../lib/http';

/** Mirrors src/api/sys.ts. Both calls are public. */
export const sysHandlers: RequestHandler[] = [
  http.get(api('/sys/get-sys-language'), () => ok(getDb().languages.map(({ code, name }) => ({ code, name })))),
  http.get(api('/sys/get-mobile-regular'), () => ok({ regular: getDb().mobileRegular })),
];
