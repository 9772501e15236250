import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { MOCK_SMS_CODE, SMS_CODE_TTL_MS } from '../../mocks/db/account';
import { DEMO_USER } from '../../mocks/db/core';
import { failure } from '../testing/api-failure';
import { SMS_RESEND_SECONDS, sendSms } from './sms';

const PHONE = '13612345678';

describe('sms: verification codes', () => {
  it('stores the demo code for the phone, valid for 5 minutes', async () => {
    const before = Date.now();
    await sendSms({ phone: PHONE, type: 'register' });
    const row = getDb().smsCodes[PHONE];
    expect(row).toMatchObject({ phone: PHONE, type: 'register', code: MOCK_SMS_CODE });
    expect(MOCK_SMS_CODE).toBe('123456');
    const lifetime = Date.parse(row?.expiresAt ?? '') - Date.parse(row?.sentAt ?? '');
    expect(lifetime).toBe(SMS_CODE_TTL_MS);
    expect(Date.parse(row?.sentAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a second code within 60 seconds, then sends one again', async () => {
    await sendSms({ phone: PHONE, type: 'register' });
    const tooSoon = await failure(sendSms({ phone: PHONE, type: 'register' }));
    expect(tooSoon).toMatchObject({ kind: 'business', code: 400 });
    expect(tooSoon.message).toMatch(/^Please wait (59|60) seconds before requesting another code$/);
    expect(SMS_RESEND_SECONDS).toBe(60);

    const row = getDb().smsCodes[PHONE];
    if (row) row.sentAt = new Date(Date.now() - 61_000).toISOString();
    await expect(sendSms({ phone: PHONE, type: 'register' })).resolves.toBeUndefined();
    expect(Date.now() - Date.parse(getDb().smsCodes[PHONE]?.sentAt ?? '')).toBeLessThan(5000);
  });

  it('keeps the limit per phone', async () => {
    await sendSms({ phone: PHONE, type: 'register' });
    await expect(sendSms({ phone: '13612345679', type: 'register' })).resolves.toBeUndefined();
  });

  it('refuses a malformed phone, an unknown type, and codes that make no sense for the phone', async () => {
    expect(await failure(sendSms({ phone: '123', type: 'register' }))).toMatchObject({
      message: 'Phone number format error',
    });
    expect(await failure(sendSms({ phone: PHONE, type: 'login' as 'register' }))).toMatchObject({ code: 400 });
    expect(await failure(sendSms({ phone: DEMO_USER.phone, type: 'register' }))).toMatchObject({
      message: 'The phone number is already registered',
    });
    expect(await failure(sendSms({ phone: PHONE, type: 'reset' }))).toMatchObject({
      message: 'The phone number is not registered',
    });
    expect(getDb().smsCodes).toEqual({});
  });

  it('checks phones with the configured mobile pattern, ignoring an invalid one', async () => {
    getDb().mobileRegular = '^13[4-9]\\d{8}$';
    expect(await failure(sendSms({ phone: '13312345678', type: 'register' }))).toMatchObject({
      message: 'Phone number format error',
    });
    getDb().mobileRegular = '^1[3-9\\d{9}$';
    await expect(sendSms({ phone: '13312345678', type: 'register' })).resolves.toBeUndefined();
  });
});
