import { describe, expect, it } from 'vitest';
import type { Address } from '../../api/schemas/address';
import type { Id } from '../../lib/id';
import { chosenAfterSave, defaultOf, nextChoice, sameAddress } from './address-choice';

const address = (id: Id, isDefault = false, detail = `street ${id}`): Address => ({
  id,
  contact: `contact ${id}`,
  phone: '13800138000',
  regionCodes: ['01', '001'],
  regionText: 'Hanoi, Ba Dinh',
  detail,
  isDefault,
});

const list = [address('1', true), address('2'), address('3')];

describe('the address kept in state', () => {
  it('is the default every time the address screen loads its list', () => {
    expect(nextChoice({ list, current: address('2'), previousDefaultId: undefined, keepChoice: false })?.id).toBe('1');
    expect(nextChoice({ list: [], current: address('2'), previousDefaultId: '1', keepChoice: false })).toBeNull();
  });

  it('keeps a pick in the picker, refreshed to its latest version', () => {
    const stale = address('2', false, 'old street');
    const next = nextChoice({ list, current: stale, previousDefaultId: undefined, keepChoice: true });
    expect(next).toEqual(address('2'));
  });

  it('falls back to the default when nothing was picked or the pick was deleted', () => {
    expect(nextChoice({ list, current: null, previousDefaultId: undefined, keepChoice: true })?.id).toBe('1');
    expect(nextChoice({ list, current: address('9'), previousDefaultId: '1', keepChoice: true })?.id).toBe('1');
  });

  it('follows the default when it changes while the list is shown', () => {
    const changed = [address('1'), address('2'), address('3', true)];
    expect(nextChoice({ list: changed, current: address('2'), previousDefaultId: '1', keepChoice: true })?.id).toBe(
      '3',
    );
    expect(nextChoice({ list: changed, current: address('2'), previousDefaultId: '3', keepChoice: true })?.id).toBe(
      '2',
    );
  });

  it('tells equal addresses apart from changed ones', () => {
    expect(sameAddress(address('1'), address('1'))).toBe(true);
    expect(sameAddress(address('1'), address('1', false, 'moved'))).toBe(false);
    expect(sameAddress(null, null)).toBe(true);
  });
});

describe('the address kept in state, against the server’s words', () => {
  it('takes the default the server names (data.default) over the flags of the list', () => {
    const flagged = [address('1', true), address('2'), address('3')];
    const named = address('3');
    expect(
      nextChoice({
        list: flagged,
        defaultAddress: named,
        current: null,
        previousDefaultId: undefined,
        keepChoice: false,
      })?.id,
    ).toBe('3');
    expect(
      nextChoice({ list: [], defaultAddress: named, current: null, previousDefaultId: undefined, keepChoice: true })
        ?.id,
    ).toBe('3');
    expect(defaultOf(flagged, null)).toBeNull();
    expect(defaultOf(flagged)?.id).toBe('1');
  });

  it('after a save answered with data null: an edit of the chosen one is kept as sent, a new default clears', () => {
    const input = {
      contact: 'c',
      phone: '1',
      regionCodes: ['01'],
      regionText: 'Hanoi',
      detail: 'moved',
      isDefault: false,
    };
    expect(chosenAfterSave(address('1', true), { ...input, id: '1' }, null)).toMatchObject({
      id: '1',
      detail: 'moved',
    });
    expect(chosenAfterSave(address('1', true), { ...input, id: '2', isDefault: true }, null)).toBeNull();
    expect(chosenAfterSave(address('1', true), { ...input, isDefault: true }, null)).toBeNull();
    expect(chosenAfterSave(address('1', true), { ...input, id: '2' }, null)).toBeUndefined();
    expect(chosenAfterSave(address('1', true), input, address('5', true))?.id).toBe('5');
    expect(chosenAfterSave(address('1', true), input, address('5'))).toBeUndefined();
  });
});
