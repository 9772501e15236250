// @vitest-environment happy-dom

import type { Atom } from 'jotai';
import { describe, expect, it } from 'vitest';
import { addressListStateAtom, receivingAtom } from './addresses';
import { cartAtom } from './cart';
import { clientBodyAtom, ossAtom } from './config';
import { localeAtom } from './locale';
import { confirmingPaymentsAtom } from './payments-confirming';
import { checkPersistedState } from './persisted';
import { clearSession, isLoginFlagAtom, tokenAtom, userInfoAtom } from './session';
import { pidAtom, shareShopIdAtom, shopIdAtom, shopInfoAtom } from './shop';
import { getAppStore, resetAppStore } from './store';

/** Every persisted key of spec section 3 (plus the locale and page parameters) and its value when unset. */
const PERSISTED: [string, Atom<unknown>, unknown][] = [
  ['isLogin', isLoginFlagAtom, false],
  ['token', tokenAtom, null],
  ['userInfo', userInfoAtom, null],
  ['receiving', receivingAtom, null],
  ['address', addressListStateAtom, null],
  ['cartList', cartAtom, []],
  ['oss', ossAtom, null],
  ['clientBody', clientBodyAtom, null],
  ['shopInfo', shopInfoAtom, null],
  ['locale', localeAtom, 'en'],
  ['shopId', shopIdAtom, '0'],
  ['pid', pidAtom, null],
  ['shareShopId', shareShopIdAtom, null],
  ['paymentsConfirming', confirmingPaymentsAtom, []],
];

const GARBAGE: [string, string][] = [
  ['not JSON', '{{{'],
  ['a bare string', 'hello'],
  ['JSON of the wrong type', '{"type":"number","data":"seven"}'],
  ['a future version', '{"version":3,"type":"object","data":{"shape":"new"}}'],
  ['an array of junk', '{"type":"array","data":[1,2,{"x":null}]}'],
  ['a huge number', '{"type":"number","data":1e400}'],
];

describe('persisted client state', () => {
  for (const [name, raw] of GARBAGE) {
    it(`resets every key holding ${name} instead of breaking start-up`, () => {
      for (const [key] of PERSISTED) localStorage.setItem(key, raw);
      const store = resetAppStore();
      for (const [key, atom, fallback] of PERSISTED) {
        expect(store.get(atom), key).toEqual(fallback);
        expect(localStorage.getItem(key), key).toBeNull();
      }
    });
  }

  it('checks every key at start-up, even one no screen reads on this visit', () => {
    localStorage.setItem('cartList', '{"type":"array","data":[{"id":1,"count":-3}]}');
    checkPersistedState(resetAppStore());
    expect(localStorage.getItem('cartList')).toBeNull();
  });

  it('keeps good values across a reload', () => {
    const store = getAppStore();
    store.set(localeAtom, 'zh-CN');
    store.set(shopIdAtom, '3');
    store.set(cartAtom, [{ id: '1', name: 'Wash', price: 20, image: null, count: 2, goodsAddVos: [] }]);
    const reloaded = resetAppStore();
    expect(reloaded.get(localeAtom)).toBe('zh-CN');
    expect(reloaded.get(shopIdAtom)).toBe('3');
    expect(reloaded.get(cartAtom)[0]?.count).toBe(2);
  });

  it('keeps a payment being confirmed across a reload, with its time as a date', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    const entry = {
      key: 'order:1',
      at,
      amount: 30,
      balanceBefore: null,
      totalRechargeBefore: null,
      via: 'chat-app' as const,
    };
    getAppStore().set(confirmingPaymentsAtom, [entry]);
    expect(resetAppStore().get(confirmingPaymentsAtom)).toEqual([entry]);
  });

  it("forgets the customer's payments being confirmed at logout: the next customer's are their own", () => {
    const entry = {
      key: 'top-up',
      at: new Date(),
      amount: 50,
      balanceBefore: 200,
      totalRechargeBefore: null,
      via: 'chat-app' as const,
    };
    getAppStore().set(confirmingPaymentsAtom, [entry]);
    clearSession(getAppStore());
    expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([]);
    expect(localStorage.getItem('paymentsConfirming')).toBeNull();
  });
});
