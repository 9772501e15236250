// @vitest-environment happy-dom

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftOwner, dropAllDrafts, hasDraft, readDraft, writeDraft } from './drafts';

const remarks = v.object({ remarks: v.string() });

describe('drafts kept on the phone', () => {
  it('are read back by the customer who typed them, within a day', () => {
    const owner = draftOwner('token-of-ann');
    writeDraft('order.x', { remarks: 'Suede, please no brush' }, owner, 1000);
    expect(readDraft('order.x', remarks, owner, 1000 + DRAFT_MAX_AGE_MS)).toEqual({
      remarks: 'Suede, please no brush',
    });
  });

  it("are not another customer's, and go when read by them", () => {
    writeDraft('order.x', { remarks: 'Ann typed this' }, draftOwner('token-of-ann'));
    expect(readDraft('order.x', remarks, draftOwner('token-of-bob'))).toBeNull();
    expect(readDraft('order.x', remarks, draftOwner('token-of-ann'))).toBeNull();
    expect(localStorage.getItem('draft.order.x')).toBeNull();
  });

  it('go after a day, or when they are not of the form’s shape', () => {
    writeDraft('order.x', { remarks: 'old' }, '', 0);
    expect(readDraft('order.x', remarks, '', DRAFT_MAX_AGE_MS + 1)).toBeNull();
    localStorage.setItem('draft.order.y', '{"type":"object","data":{"owner":"","savedAt":1,"value":{"remarks":4}}}');
    expect(readDraft('order.y', remarks, '', 2)).toBeNull();
    localStorage.setItem('draft.order.z', 'not json');
    expect(readDraft('order.z', remarks, '', 2)).toBeNull();
    expect(localStorage.getItem('draft.order.z')).toBeNull();
  });

  it('are known to be there, without being read, only for their customer and within a day', () => {
    const ann = draftOwner('token-of-ann');
    expect(hasDraft('order.x', ann)).toBe(false);
    writeDraft('order.x', { remarks: 'kept' }, ann, 1000);
    expect(hasDraft('order.x', ann, 1000 + DRAFT_MAX_AGE_MS)).toBe(true);
    expect(hasDraft('order.x', draftOwner('token-of-bob'), 1000)).toBe(false);
    expect(hasDraft('order.x', ann, 1001 + DRAFT_MAX_AGE_MS)).toBe(false);
  });

  it('all go at once, and nothing else does', () => {
    writeDraft('address.new', { contact: 'Ann' }, '');
    writeDraft('login', { phone: '13800138000' }, '');
    localStorage.setItem('cartList', 'kept');
    dropAllDrafts();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft.'))).toEqual([]);
    expect(localStorage.getItem('cartList')).toBe('kept');
  });
});
