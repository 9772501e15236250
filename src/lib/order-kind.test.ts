import { describe, expect, it } from 'vitest';
import { cabinetOf, resolveOrderKind } from './order-kind';

const ctx = (
  kind: 'online' | 'scan' | 'door' | null,
  lockerNo: string | null = null,
  storeNo: string | null = null,
) => ({
  kind,
  lockerNo,
  storeNo,
  couponId: null,
});

describe('the order kind from the query', () => {
  it('maps the three ways of ordering to the api kinds', () => {
    expect(resolveOrderKind(ctx('door'))).toBe('door-to-door');
    expect(resolveOrderKind(ctx('online'))).toBe('online');
    expect(resolveOrderKind(ctx('scan', 'L001'))).toBe('cabinet');
    expect(resolveOrderKind(ctx('scan', null, 'S001'))).toBe('store');
  });

  it('takes a scanned store or cabinet without a kind as a scan order, and leaves the rest to the customer', () => {
    expect(resolveOrderKind(ctx(null, null, 'S001'))).toBe('store');
    expect(resolveOrderKind(ctx(null, 'L001'))).toBe('cabinet');
    expect(resolveOrderKind(ctx(null))).toBeNull();
    expect(resolveOrderKind(ctx('scan'))).toBeNull();
  });

  it('checks free boxes for cabinet orders and online orders bound to a cabinet only', () => {
    expect(cabinetOf('cabinet', ctx('scan', 'L001'))).toBe('L001');
    expect(cabinetOf('online', ctx('online', 'L002'))).toBe('L002');
    expect(cabinetOf('online', ctx('online'))).toBeNull();
    expect(cabinetOf('door-to-door', ctx('door', 'L001'))).toBeNull();
    expect(cabinetOf('store', ctx('scan', null, 'S001'))).toBeNull();
  });
});
