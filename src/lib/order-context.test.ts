import { describe, expect, it } from 'vitest';
import { orderContextQuery, orderKindNote, readOrderContext } from './order-context';

describe('the ordering context in the query', () => {
  it('reads the kind and the scanned cabinet or store', () => {
    expect(readOrderContext('kind=door')).toMatchObject({ kind: 'door', lockerNo: null, storeNo: null });
    expect(readOrderContext('kind=scan&lockerNo=L001')).toMatchObject({ kind: 'scan', lockerNo: 'L001' });
    expect(readOrderContext(new URLSearchParams({ storeNo: 'S001', shopId: '3' }))).toEqual({
      kind: null,
      lockerNo: null,
      storeNo: 'S001',
      couponId: null,
    });
  });

  it('reads and carries on the voucher chosen to use, a plain id only', () => {
    const context = readOrderContext('kind=online&couponId=42');
    expect(context.couponId).toBe('42');
    expect(orderContextQuery(context)).toMatchObject({ kind: 'online', couponId: '42' });
    expect(readOrderContext('couponId=4%202').couponId).toBeNull();
    expect(readOrderContext('couponId=-1').couponId).toBeNull();
  });

  it('drops an unknown kind and site numbers that are not plain codes', () => {
    expect(readOrderContext('kind=teleport&lockerNo=<script>&storeNo=%20S002%20')).toEqual({
      kind: null,
      lockerNo: null,
      storeNo: 'S002',
      couponId: null,
    });
  });

  it('names the kind of order above the goods: door, online, then a store, then a cabinet; nothing otherwise', () => {
    const note = (query: string) => orderKindNote(readOrderContext(query));
    expect(note('kind=door&lockerNo=L001')).toEqual({ key: 'goods.for.door' });
    expect(note('kind=online')).toEqual({ key: 'goods.for.online' });
    expect(note('kind=scan&storeNo=S01&lockerNo=L001')).toEqual({ key: 'goods.for.store', no: 'S01' });
    expect(note('kind=scan&lockerNo=L001')).toEqual({ key: 'goods.for.cabinet', no: 'L001' });
    for (const query of ['', 'id=101', 'kind=scan', 'kind=bogus', 'lockerNo=%3Cb%3E', 'couponId=7'])
      expect(note(query)).toBeNull();
  });

  it('carries on only what is set', () => {
    expect(orderContextQuery({ kind: 'online', lockerNo: null, storeNo: null, couponId: null })).toEqual({
      kind: 'online',
      lockerNo: undefined,
      storeNo: undefined,
      couponId: undefined,
    });
    const round = readOrderContext(new URLSearchParams({ kind: 'scan', lockerNo: 'L004' }).toString());
    expect(orderContextQuery(round)).toEqual({ kind: 'scan', lockerNo: 'L004', storeNo: undefined });
  });
});
