// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import { encode } from '../lib/storage';
import { readStoredBoot } from './stored';

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
