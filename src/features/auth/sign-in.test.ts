import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { authQueries } from '../../api/auth';
import { isLoggedInAtom, tokenAtom } from '../../state/session';
import { getAppStore } from '../../state/store';
import { afterSignInPath, authorisePhone, refusedPhone } from './sign-in';

describe('where a customer goes after signing in', () => {
  it.each([
    [null, '/pages/Home/Home/index'],
    ['/pages/My/Wallet/index', '/pages/My/Wallet/index'],
    ['/pages/Order/OrderDetail/index?id=3', '/pages/Order/OrderDetail/index?id=3'],
    ['https://evil.example/', '/pages/Home/Home/index'],
    ['//evil.example/', '/pages/Home/Home/index'],
    ['javascript:alert(1)', '/pages/Home/Home/index'],
    ['/pages/Login/login', '/pages/Home/Home/index'],
    ['/pages/Login/register?redirect=x', '/pages/Home/Home/index'],
  ])('from redirect %j to %s', (redirect, expected) => {
    expect(afterSignInPath(redirect)).toBe(expected);
  });
});

describe('the chat-app phone authorisation (POST /auth/ma-auth-phone)', () => {
  it('signs in a known phone: token saved, user loaded', async () => {
    const store = getAppStore();
    const client = new QueryClient();
    const outcome = await authorisePhone(store, { code: 'mock:13800138000' }, '0', client);
    expect(outcome).toEqual({ status: 'signed-in', phone: '13800138000' });
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(getDb().tokens[store.get(tokenAtom) ?? '']).toBe(1001);
    expect(client.getQueryData(authQueries.userInfo('0').queryKey)?.id).toBe('1001');
  });

  it('hands the body of a code 400 back to the caller, signing nobody in', async () => {
    const store = getAppStore();
    const outcome = await authorisePhone(store, { code: 'mock:13711112222' }, '0', new QueryClient());
    expect(outcome.status).toBe('refused');
    if (outcome.status !== 'refused') throw new Error('unexpected');
    expect(outcome.body).toMatchObject({ code: 400, data: { phone: '13711112222' } });
    expect(refusedPhone(outcome.body)).toBe('13711112222');
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('reads no phone from a body without one', () => {
    expect(refusedPhone(null)).toBeNull();
    expect(refusedPhone({ code: 400, msg: 'x', data: null })).toBeNull();
    expect(refusedPhone({ code: 400, data: { phone: 12 } })).toBeNull();
  });
});
