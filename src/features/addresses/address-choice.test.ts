import { describe, expect, it } from 'vitest';
import type { Address } from '../../api/schemas/address';
import { nextChoice, sameAddress } from './address-choice';

const address = (id: number, isDefault = false, detail = `street ${id}`): Address => ({
  id,
  contact: `contact ${id}`,
  phone: '13800138000',
  regionCodes: ['01', '001'],
  regionText: 'Hanoi, Ba Dinh',
  detail,
  isDefault,
});

const list = [address(1, true), address(2), address(3)];

describe('the address kept in state', () => {
  it('is the default every time the address screen loads its list', () => {
    expect(nextChoice({ list, current: address(2), previousDefaultId: undefined, keepChoice: false })?.id).toBe(1);
    expect(nextChoice({ list: [], current: address(2), previousDefaultId: 1, keepChoice: false })).toBeNull();
  });

  it('keeps a pick in the picker, refreshed to its latest version', () => {
    const stale = address(2, false, 'old street');
    const next = nextChoice({ list, current: stale, previousDefaultId: undefined, keepChoice: true });
    expect(next).toEqual(address(2));
  });

  it('falls back to the default when nothing was picked or the pick was deleted', () => {
    expect(nextChoice({ list, current: null, previousDefaultId: undefined, keepChoice: true })?.id).toBe(1);
    expect(nextChoice({ list, current: address(9), previousDefaultId: 1, keepChoice: true })?.id).toBe(1);
  });

  it('follows the default when it changes while the list is shown', () => {
    const changed = [address(1), address(2), address(3, true)];
    expect(nextChoice({ list: changed, current: address(2), previousDefaultId: 1, keepChoice: true })?.id).toBe(3);
    expect(nextChoice({ list: changed, current: address(2), previousDefaultId: 3, keepChoice: true })?.id).toBe(2);
  });

  it('tells equal addresses apart from changed ones', () => {
    expect(sameAddress(address(1), address(1))).toBe(true);
    expect(sameAddress(address(1), address(1, false, 'moved'))).toBe(false);
    expect(sameAddress(null, null)).toBe(true);
  });
});
