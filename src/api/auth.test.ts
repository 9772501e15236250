import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { DEMO_USER } from '../../mocks/db/core';
import { server } from '../../mocks/node';
import { localeAtom } from '../state/locale';
import { saveToken, tokenAtom } from '../state/session';
import { getAppStore } from '../state/store';
import { failure } from '../testing/api-failure';
import { recordRequests } from '../testing/requests';
import { getUserInfo, maAuthPhone, passwordLogin, register, updatePassword } from './auth';
import { sendSms } from './sms';

const NEW_PHONE = '13712345678';

describe('auth: login and the user', () => {
  it('logs the demo customer in with a token the server remembers', async () => {
    const { token } = await passwordLogin(DEMO_USER);
    expect(getDb().tokens[token]).toBe(1001);
    saveToken(getAppStore(), token);
    const user = await getUserInfo('0');
    expect(user).toMatchObject({ id: '1001', phone: DEMO_USER.phone, member: true });
  });

  it('gives a new token at each login', async () => {
    const first = await passwordLogin(DEMO_USER);
    const second = await passwordLogin(DEMO_USER);
    expect(first.token).not.toBe(second.token);
  });

  it('answers a wrong password and an unknown phone alike, with code 400', async () => {
    const wrong = await failure(passwordLogin({ phone: DEMO_USER.phone, password: 'nope123' }));
    expect(wrong).toMatchObject({ kind: 'business', code: 400, message: 'Incorrect phone number or password' });
    const unknown = await failure(passwordLogin({ phone: '13311112222', password: 'demo123' }));
    expect(unknown).toMatchObject({ kind: 'business', code: 400, message: 'Incorrect phone number or password' });
  });

  it('answers in the request language', async () => {
    getAppStore().set(localeAtom, 'vi');
    const error = await failure(passwordLogin({ phone: DEMO_USER.phone, password: 'nope123' }));
    expect(error.message).toBe('Số điện thoại hoặc mật khẩu không đúng');
  });

  it('refuses the user info without a session, and logs out on an unknown token', async () => {
    expect(await failure(getUserInfo('0'))).toMatchObject({ kind: 'session', code: 401 });
    getAppStore().set(tokenAtom, 'forgotten-token');
    expect(await failure(getUserInfo('0'))).toMatchObject({ kind: 'session' });
    expect(getAppStore().get(tokenAtom)).toBeNull();
  });
});

describe('auth: register and reset the password', () => {
  it('registers a new customer with the sms code, who is then signed in and new', async () => {
    await sendSms({ phone: NEW_PHONE, type: 'register' });
    const { token } = await register({
      phone: NEW_PHONE,
      code: '123456',
      password: 'Shoes2026',
      shopId: '3',
      pid: '1001',
    });
    saveToken(getAppStore(), token);
    const user = await getUserInfo('3');
    expect(user.phone).toBe(NEW_PHONE);
    const row = getDb().users.find((candidate) => candidate.phone === NEW_PHONE);
    expect(row).toMatchObject({ isNew: true, member: false, password: 'Shoes2026' });
    expect(user.id).toBe(String(row?.id));
    expect(getDb().registrations).toEqual([expect.objectContaining({ userId: row?.id, shopId: 3, inviterId: 1001 })]);
    // The code is used up: the phone can now log in with its password.
    expect(getDb().smsCodes[NEW_PHONE]).toBeUndefined();
    await expect(passwordLogin({ phone: NEW_PHONE, password: 'Shoes2026' })).resolves.toHaveProperty('token');
  });

  it("sends the inviter's id with exactly its digits, a 19-digit one too", async () => {
    await sendSms({ phone: NEW_PHONE, type: 'register' });
    const requests = recordRequests();
    await register({ phone: NEW_PHONE, code: '123456', password: 'Shoes2026', pid: '1595960837329205001' });
    const body = await requests.find((request) => request.path.endsWith('/auth/register'))?.request.text();
    expect(body).toMatch(/"pid":"?1595960837329205001"?[,}]/);
  });

  it('refuses a wrong, missing or expired code', async () => {
    expect(await failure(register({ phone: NEW_PHONE, code: '123456', password: 'Shoes2026' }))).toMatchObject({
      code: 400,
      message: 'Incorrect verification code',
    });
    await sendSms({ phone: NEW_PHONE, type: 'register' });
    expect(await failure(register({ phone: NEW_PHONE, code: '654321', password: 'Shoes2026' }))).toMatchObject({
      message: 'Incorrect verification code',
    });
    const row = getDb().smsCodes[NEW_PHONE];
    if (row) row.expiresAt = new Date(Date.now() - 1000).toISOString();
    expect(await failure(register({ phone: NEW_PHONE, code: '123456', password: 'Shoes2026' }))).toMatchObject({
      message: 'The verification code has expired, please request a new one',
    });
    expect(getDb().users.some((user) => user.phone === NEW_PHONE)).toBe(false);
  });

  it('refuses a phone that already has an account, a bad phone and a bad password', async () => {
    expect(await failure(register({ phone: DEMO_USER.phone, code: '123456', password: 'Shoes2026' }))).toMatchObject({
      message: 'The phone number is already registered',
    });
    expect(await failure(register({ phone: '12345678901', code: '123456', password: 'Shoes2026' }))).toMatchObject({
      message: 'Phone number format error',
    });
    await sendSms({ phone: NEW_PHONE, type: 'register' });
    expect(await failure(register({ phone: NEW_PHONE, code: '123456', password: '1short' }))).toMatchObject({
      code: 400,
    });
  });

  it('does not accept a reset code for registering', async () => {
    const now = Date.now();
    getDb().smsCodes[NEW_PHONE] = {
      phone: NEW_PHONE,
      type: 'reset',
      code: '123456',
      sentAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 60_000).toISOString(),
    };
    expect(await failure(register({ phone: NEW_PHONE, code: '123456', password: 'Shoes2026' }))).toMatchObject({
      message: 'Incorrect verification code',
    });
  });

  it('resets a password with a reset code: the new one works, the old one no longer', async () => {
    await sendSms({ phone: DEMO_USER.phone, type: 'reset' });
    await updatePassword({ phone: DEMO_USER.phone, code: '123456', password: 'newPass99' });
    await expect(passwordLogin({ phone: DEMO_USER.phone, password: 'newPass99' })).resolves.toHaveProperty('token');
    expect(await failure(passwordLogin(DEMO_USER))).toMatchObject({ code: 400 });
    // The code was used once.
    expect(
      await failure(updatePassword({ phone: DEMO_USER.phone, code: '123456', password: 'other999' })),
    ).toMatchObject({ message: 'Incorrect verification code' });
  });

  it('refuses to reset the password of a phone without an account', async () => {
    expect(await failure(updatePassword({ phone: NEW_PHONE, code: '123456', password: 'newPass99' }))).toMatchObject({
      message: 'The phone number is not registered',
    });
  });
});

describe('auth: chat-app phone authorisation', () => {
  it('signs in the customer whose phone the chat app vouches for', async () => {
    const result = await maAuthPhone({ code: `mock:${DEMO_USER.phone}` });
    expect(result.ok).toBe(true);
    if (result.ok) expect(getDb().tokens[result.data.token]).toBe(1001);
  });

  it('reads the older encrypted form too', async () => {
    const encryptedData = btoa(JSON.stringify({ phoneNumber: '13900139000' }));
    const result = await maAuthPhone({ encryptedData, iv: 'iv' });
    expect(result.ok && getDb().tokens[result.data.token]).toBe(1002);
  });

  it('gives the whole body back on code 400 instead of throwing', async () => {
    const result = await maAuthPhone({ code: `mock:${NEW_PHONE}` });
    expect(result).toEqual({
      ok: false,
      code: 400,
      body: { code: 400, msg: 'The phone number is not registered', data: { phone: NEW_PHONE } },
    });
    const failed = await maAuthPhone({ code: '' });
    expect(failed).toMatchObject({ ok: false, body: { code: 400, data: null } });
  });

  it('still throws every other failure', async () => {
    server.use(
      http.post('*/user-api/auth/ma-auth-phone', () => HttpResponse.json({ code: 500, msg: 'busy', data: null })),
    );
    expect(await failure(maAuthPhone({ code: 'x' }))).toMatchObject({ kind: 'business', code: 500 });
    server.use(http.post('*/user-api/auth/ma-auth-phone', () => HttpResponse.error()));
    expect(await failure(maAuthPhone({ code: 'x' }))).toMatchObject({ kind: 'network' });
  });
});
