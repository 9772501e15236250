// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import { encode } from '../lib/storage';
import { keptFor, readStoredBoot } from './stored';

describe('what the boot script reads from storage', () => {
  it('reads the locale, token and shop the app stored', () => {
    localStorage.setItem('locale', encode('vi'));
    localStorage.setItem('token', encode('t-1'));
    localStorage.setItem('shopId', encode('3'));
    expect(readStoredBoot(localStorage)).toEqual({ locale: 'vi', token: 't-1', shopId: '3' });
    // as an earlier version of the app stored it, a number
    localStorage.setItem('shopId', encode(3));
    expect(readStoredBoot(localStorage).shopId).toBe('3');
  });

  it('counts garbage, wrong types and a missing storage as absent', () => {
    localStorage.setItem('locale', '{not json');
    localStorage.setItem('token', encode(''));
    localStorage.setItem('shopId', encode(-4));
    expect(readStoredBoot(localStorage)).toEqual({ locale: null, token: null, shopId: null });
    localStorage.setItem('shopId', encode('3a'));
    expect(readStoredBoot(localStorage).shopId).toBeNull();
    localStorage.setItem('shopId', encode(true));
    expect(readStoredBoot(localStorage).shopId).toBeNull();
    expect(readStoredBoot(null)).toEqual({ locale: null, token: null, shopId: null });
  });
});

describe('answers kept for a returning customer', () => {
  const storage = (kept: string | null) =>
    ({ getItem: (key: string) => (key === 'keptAnswers' ? kept : null) }) as unknown as Storage;
  const copy = JSON.stringify({
    answers: [
      { key: ['ad', 'list', { shopId: '0' }], at: 1, data: [] },
      { key: ['locker', 'info', { lockerNo: 'L001' }], at: 1, data: {} },
    ],
  });
  it('are there for Home and for a cabinet kept, not for another cabinet or screen', () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(keptFor(storage(copy), 'home', query(''))).toBe(true);
    expect(keptFor(storage(copy), 'pendingList', query('lockerNo=L001'))).toBe(true);
    expect(keptFor(storage(copy), 'pendingList', query('lockerNo=L002'))).toBe(false);
    expect(keptFor(storage(copy), 'wallet', query(''))).toBe(false);
    expect(keptFor(storage(null), 'home', query(''))).toBe(false);
    expect(keptFor(null, 'home', query(''))).toBe(false);
  });
});
