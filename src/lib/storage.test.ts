// @vitest-environment happy-dom

import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from './storage';

const user = v.object({ id: v.number(), name: v.string(), since: v.date() });

describe('typed storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips values and revives nested dates', () => {
    const since = new Date('2026-01-02T03:04:05.000Z');
    writeStored('userInfo', { id: 7, name: 'Lan', since });
    const read = readStored('userInfo', user, null as never);
    expect(read.since).toBeInstanceOf(Date);
    expect(read.since.getTime()).toBe(since.getTime());
  });

  it('round-trips a top-level date', () => {
    const when = new Date('2026-03-04T05:06:07.000Z');
    writeStored('when', when);
    expect(readStored('when', v.date(), new Date(0)).toISOString()).toBe(when.toISOString());
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare value without wrapper', '"abc"'],
    ['a wrapper of another type', '{"type":"string","data":5}'],
    ['a future shape', '{"type":"object","data":{"id":"seven"}}'],
    ['an invalid date', '{"type":"date","data":"yesterday"}'],
  ])('resets %s to the fallback and removes it', (_name, raw) => {
    localStorage.setItem('k', raw);
    expect(readStored('k', v.object({ id: v.number() }), { id: 0 })).toEqual({ id: 0 });
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('removes the key when written undefined', () => {
    writeStored('token', 'abc');
    writeStored('token', undefined);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
