import { describe, expect, it } from 'vitest';
import { orderContextQuery, readOrderContext } from './order-context';

describe('the ordering context in the query', () => {
  it('reads the kind and the scanned cabinet or store', () => {
    expect(readOrderContext('kind=door')).toEqual({ kind: 'door', lockerNo: null, storeNo: null });
    expect(readOrderContext('kind=scan&lockerNo=L001')).toEqual({ kind: 'scan', lockerNo: 'L001', storeNo: null });
    expect(readOrderContext(new URLSearchParams({ storeNo: 'S001', shopId: '3' }))).toEqual({
      kind: null,
      lockerNo: null,
      storeNo: 'S001',
    });
  });

  it('drops an unknown kind and site numbers that are not plain codes', () => {
    expect(readOrderContext('kind=teleport&lockerNo=<script>&storeNo=%20S002%20')).toEqual({
      kind: null,
      lockerNo: null,
      storeNo: 'S002',
    });
  });

  it('carries on only what is set', () => {
    expect(orderContextQuery({ kind: 'online', lockerNo: null, storeNo: null })).toEqual({
      kind: 'online',
      lockerNo: undefined,
      storeNo: undefined,
    });
    const round = readOrderContext(new URLSearchParams({ kind: 'scan', lockerNo: 'L004' }).toString());
    expect(orderContextQuery(round)).toEqual({ kind: 'scan', lockerNo: 'L004', storeNo: undefined });
  });
});
