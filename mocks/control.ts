import { HttpResponse, http } from 'msw';
import { setBareWrites } from './bare-writes';
import { getDb, resetDb } from './db';
import { clearFaults, type FaultSettings, getFaults, setFaults } from './faults';
import { clearStoredObjects } from './handlers/file';
import { HOSTILE_LOGIN_MESSAGE, hostileMessagesOn, makeTextsHostile, stopHostileMessages } from './hostile';
import { setJavaMode } from './java';
import { fail, jsonBody } from './lib/http';

/**
 * Control endpoints of the mock user-api (not part of the real api): the developer panel and the browser
 * tests use them the same way whether the mock runs in the page or as the HTTP server.
 */
export const controlHandlers = [
  http.post('*/user-api/__mock/reset', () => {
    resetDb();
    clearFaults();
    setBareWrites(false);
    setJavaMode(null);
    clearStoredObjects();
    return HttpResponse.json({ code: 200, msg: 'success', data: null });
  }),
  http.get('*/user-api/__mock/faults', () => HttpResponse.json({ code: 200, msg: 'success', data: getFaults() })),
  http.post('*/user-api/__mock/faults', async ({ request }) => {
    const body = await jsonBody<FaultSettings>(request);
    setFaults({ rules: body.rules ?? [], chaos: body.chaos ?? null });
    return HttpResponse.json({ code: 200, msg: 'success', data: getFaults() });
  }),
  // Server texts carrying script payloads (mocks/hostile.ts): {on: true} rewrites them and makes a failed
  // login's message a payload; {on: false} stops the message (the texts stay until /__mock/reset).
  http.post('*/user-api/__mock/hostile-texts', async ({ request }) => {
    const body = await jsonBody<{ on: boolean }>(request);
    const db = getDb();
    const rewritten = body.on === false ? 0 : makeTextsHostile(db);
    if (body.on === false) stopHostileMessages(db);
    return HttpResponse.json({ code: 200, msg: 'success', data: { on: hostileMessagesOn(db), rewritten } });
  }),
  // While hostile texts are on, a failed password login answers a payload as its message (the real handler
  // answers every other login).
  http.post('*/user-api/auth/password-login', async ({ request }) => {
    const db = getDb();
    if (!hostileMessagesOn(db)) return undefined;
    const body = await jsonBody<{ phone: unknown; password: unknown }>(request);
    const user = db.users.find((row) => row.phone === body.phone);
    if (user && typeof body.password === 'string' && user.password === body.password) return undefined;
    return fail(400, HOSTILE_LOGIN_MESSAGE);
  }),
];
