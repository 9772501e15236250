import { http, type RequestHandler } from 'msw';
import { getDb } from '../db';
import { accountMessage, consumeSmsCode, passwordAccepted, phoneAccepted } from '../db/account';
import type { UserRow } from '../db/core';
import { api, fail, jsonBody, ok } from '../lib/http';
import { randomHex } from '../lib/random';
import { nextId } from '../lib/rows';
import { session } from '../lib/session';
import { langOf } from '../lib/text';
import { nowIso } from '../lib/time';

/** Mirrors src/api/auth.ts. */

/** A new session: a random token the server remembers (db.tokens). */
function signIn(user: UserRow): string {
  const token = randomHex(24);
  getDb().tokens[token] = user.id;
  return token;
}

/** The account's receiver is its default receiving address, when it has one. */
function userInfo(user: UserRow) {
  const receiver = getDb().receivingAddresses.find((row) => row.userId === user.id && row.isDefault);
  return {
    id: user.id,
    nickName: user.nickName,
    phone: user.phone,
    avatar: user.avatar,
    language: user.language,
    receiverName: receiver?.contact ?? user.receiverName,
    receiverAddress: receiver ? `${receiver.regionText} ${receiver.detail}` : user.receiverAddress,
    member: user.member,
  };
}

/**
 * The chat app's phone authorisation, as the mock reads it: a `code` of the form `mock:<phone>` stands for
 * that phone (the mock bridge and the tests use it); any other non-empty code stands for the demo customer.
 * `encryptedData` is base64 of `{"phoneNumber": "..."}` (the `iv` must be present, it is not checked).
 */
function phoneFromAuthorisation(body: Record<string, unknown>, fallbackPhone: string): string | null {
  if (typeof body.code === 'string' && body.code.trim() !== '') {
    const code = body.code.trim();
    return code.startsWith('mock:') ? code.slice('mock:'.length) : fallbackPhone;
  }
  if (typeof body.encryptedData === 'string' && typeof body.iv === 'string' && body.iv !== '') {
    try {
      const decoded = JSON.parse(atob(body.encryptedData)) as { phoneNumber?: unknown };
      return typeof decoded.phoneNumber === 'string' ? decoded.phoneNumber : null;
    } catch {
      return null;
    }
  }
  return null;
}

export const authHandlers: RequestHandler[] = [
  http.get(
    api('/auth/get-user-info'),
    session(({ user }) => userInfo(user)),
  ),

  http.post(api('/auth/password-login'), async ({ request }) => {
    const lang = langOf(request);
    const body = await jsonBody<{ phone: unknown; password: unknown }>(request);
    if (typeof body.phone !== 'string' || body.phone === '') return fail(400, accountMessage('phoneEmpty', lang));
    if (typeof body.password !== 'string' || body.password === '')
      return fail(400, accountMessage('passwordEmpty', lang));
    // Unknown phone and wrong password answer alike: the answer does not tell which phones have accounts.
    const user = getDb().users.find((row) => row.phone === body.phone);
    if (!user || user.password !== body.password) return fail(400, accountMessage('wrongLogin', lang));
    return ok({ token: signIn(user) });
  }),

  http.post(api('/auth/register'), async ({ request }) => {
    const db = getDb();
    const lang = langOf(request);
    const body = await jsonBody<{ phone: unknown; code: unknown; password: unknown; shopId: unknown; pid: unknown }>(
      request,
    );
    if (typeof body.phone !== 'string' || body.phone === '') return fail(400, accountMessage('phoneEmpty', lang));
    if (!phoneAccepted(db, body.phone)) return fail(400, accountMessage('phoneFormat', lang));
    if (!passwordAccepted(body.password)) return fail(400, accountMessage('passwordFormat', lang));
    if (db.users.some((row) => row.phone === body.phone)) return fail(400, accountMessage('phoneTaken', lang));
    const codeProblem = consumeSmsCode(db, body.phone, 'register', body.code);
    if (codeProblem) return fail(400, accountMessage(codeProblem, lang));

    const user: UserRow = {
      id: nextId(db.users),
      nickName: `User ${body.phone.slice(-4)}`,
      phone: body.phone,
      password: body.password,
      avatar: null,
      language: lang,
      receiverName: null,
      receiverAddress: null,
      member: false,
      isNew: true,
      createdAt: nowIso(),
    };
    db.users.push(user);
    const shopId =
      typeof body.shopId === 'number' && db.shops.some((shop) => shop.id === body.shopId) ? body.shopId : 0;
    const inviter = Number(body.pid);
    db.registrations.push({
      userId: user.id,
      shopId,
      inviterId: db.users.some((row) => row.id === inviter && row.id !== user.id) ? inviter : null,
      registeredAt: user.createdAt,
    });
    return ok({ token: signIn(user) });
  }),

  http.post(api('/auth/update-password'), async ({ request }) => {
    const db = getDb();
    const lang = langOf(request);
    const body = await jsonBody<{ phone: unknown; code: unknown; password: unknown }>(request);
    if (typeof body.phone !== 'string' || body.phone === '') return fail(400, accountMessage('phoneEmpty', lang));
    if (!phoneAccepted(db, body.phone)) return fail(400, accountMessage('phoneFormat', lang));
    if (!passwordAccepted(body.password)) return fail(400, accountMessage('passwordFormat', lang));
    const user = db.users.find((row) => row.phone === body.phone);
    if (!user) return fail(400, accountMessage('phoneUnknown', lang));
    const codeProblem = consumeSmsCode(db, body.phone, 'reset', body.code);
    if (codeProblem) return fail(400, accountMessage(codeProblem, lang));
    // Sessions already open stay open: the customer may be resetting it from the profile screen.
    user.password = body.password;
    return ok(null);
  }),

  http.post(api('/auth/ma-auth-phone'), async ({ request }) => {
    const db = getDb();
    const lang = langOf(request);
    const body = await jsonBody(request);
    const demo = db.users.find((row) => row.id === 1001) ?? db.users[0];
    const phone = phoneFromAuthorisation(body, demo?.phone ?? '');
    if (!phone || !phoneAccepted(db, phone)) return fail(400, accountMessage('authPhoneFailed', lang));
    const user = db.users.find((row) => row.phone === phone);
    // No account for this phone: code 400 with the phone, which the app passes on so the caller can register it.
    if (!user) return fail(400, accountMessage('phoneUnknown', lang), { phone });
    return ok({ token: signIn(user), phone });
  }),
];
