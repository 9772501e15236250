import { http, type RequestHandler } from 'msw';
import type { SmsType } from '../../src/api/sms';
import { getDb } from '../db';
import { accountMessage, MOCK_SMS_CODE, phoneAccepted, SMS_CODE_TTL_MS, SMS_RESEND_MS } from '../db/account';
import { api, fail, jsonBody, ok } from '../lib/http';
import { langOf } from '../lib/text';

/** Mirrors src/api/sms.ts. */

const TYPES: readonly SmsType[] = ['register', 'reset'];

export const smsHandlers: RequestHandler[] = [
  http.post(api('/sms/send'), async ({ request }) => {
    const db = getDb();
    const lang = langOf(request);
    const body = await jsonBody<{ phone: unknown; type: unknown }>(request);
    if (typeof body.phone !== 'string' || body.phone === '') return fail(400, accountMessage('phoneEmpty', lang));
    if (!phoneAccepted(db, body.phone)) return fail(400, accountMessage('phoneFormat', lang));
    const type = TYPES.find((known) => known === body.type);
    if (!type) return fail(400, accountMessage('smsType', lang));
    const registered = db.users.some((user) => user.phone === body.phone);
    if (type === 'register' && registered) return fail(400, accountMessage('phoneTaken', lang));
    if (type === 'reset' && !registered) return fail(400, accountMessage('phoneUnknown', lang));

    const now = Date.now();
    const last = db.smsCodes[body.phone];
    const wait = last ? Date.parse(last.sentAt) + SMS_RESEND_MS - now : 0;
    if (wait > 0) return fail(400, accountMessage('smsTooSoon', lang, { s: String(Math.ceil(wait / 1000)) }));

    // No text message is sent: the demo's code is always MOCK_SMS_CODE ('123456'), see mocks/db/account/sms-codes.ts.
    db.smsCodes[body.phone] = {
      phone: body.phone,
      type,
      code: MOCK_SMS_CODE,
      sentAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SMS_CODE_TTL_MS).toISOString(),
    };
    return ok(null);
  }),
];
