// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Order, orderSchema } from '../../api/schemas/order';
import {
  afterSeeing,
  clearPickupPasses,
  findPass,
  MAX_PASSES,
  PICKUP_PASSES_KEY,
  passFromOrder,
  readPasses,
  rememberOrders,
  upsertPass,
} from './pickup-pass';

/** The order as the server sends it (its ids as JSON numbers). */
function order(id: number, patch: Record<string, unknown> = {}): Order {
  return v.parse(orderSchema, {
    actualPayment: 0,
    id,
    orderInfoId: 5000 + id,
    orderNo: `SO${id}`,
    kind: 'cabinet',
    type: 'store-cleaning',
    status: 'to-be-collected',
    createdAt: '2026-03-06T10:00:00Z',
    pickupCode: `${100000 + id}`,
    boxNo: `A${id}`,
    locker: { lockerNo: 'L001', name: 'Jinshui Cabinet' },
    address: {
      id: 1,
      contact: 'Lan',
      phone: '13800138000',
      regionCodes: ['410000'],
      regionText: 'Henan',
      detail: '12 Garden St',
      isDefault: true,
    },
    freeUntil: '2026-03-12T10:00:00Z',
    ...patch,
  });
}

const saved = new Date('2026-03-10T08:00:00Z');

describe('pickup passes', () => {
  it('keep only what the pass shows: code, box, cabinet and order number (no address or phone)', () => {
    const pass = passFromOrder(order(7), saved);
    expect(pass).toEqual({
      orderId: '7',
      orderInfoId: '5007',
      orderNo: 'SO7',
      status: 'to-be-collected',
      pickupCode: '100007',
      boxNo: 'A7',
      place: 'Jinshui Cabinet',
      lockerNo: 'L001',
      freeUntil: new Date('2026-03-12T10:00:00Z'),
      savedAt: saved,
    });
    expect(JSON.stringify(pass)).not.toContain('13800138000');
  });

  it('exist only for shoes waiting in a box with a code', () => {
    expect(passFromOrder(order(1, { status: 'cleaning' }))).toBeNull();
    expect(passFromOrder(order(1, { pickupCode: null }))).toBeNull();
    expect(passFromOrder(order(1, { status: 'overdue' }))?.status).toBe('overdue');
    expect(passFromOrder(order(1, { status: 'price-difference' }))?.status).toBe('price-difference');
  });

  it('newest first, one per order, at most ten', () => {
    let list = [] as ReturnType<typeof readPasses>;
    for (let id = 1; id <= 12; id++) {
      const pass = passFromOrder(order(id), saved);
      if (pass) list = upsertPass(list, pass);
    }
    expect(list).toHaveLength(MAX_PASSES);
    expect(list.map((p) => p.orderId)).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3']);
    const again = passFromOrder(order(5, { boxNo: 'B9' }), saved);
    if (!again) throw new Error('pass expected');
    list = upsertPass(list, again);
    expect(list[0]).toMatchObject({ orderId: '5', boxNo: 'B9' });
    expect(list.filter((p) => p.orderId === '5')).toHaveLength(1);
  });

  it('are saved when opened, refreshed (never added) from a list, and dropped once collected', () => {
    let list = afterSeeing([], order(7), { opened: false });
    expect(list).toEqual([]);
    list = afterSeeing(list, order(7), { opened: true, now: saved });
    expect(list).toHaveLength(1);
    list = afterSeeing(list, order(7, { status: 'overdue' }), { opened: false });
    expect(list[0]?.status).toBe('overdue');
    list = afterSeeing(list, order(7, { status: 'completed' }), { opened: false });
    expect(list).toEqual([]);
  });

  it('survive in local storage with their dates, and are cleared on demand', () => {
    rememberOrders([order(7)], { opened: true });
    expect(localStorage.getItem(PICKUP_PASSES_KEY)).toContain('100007');
    const pass = findPass('7');
    expect(pass?.pickupCode).toBe('100007');
    expect(pass?.savedAt).toBeInstanceOf(Date);
    expect(pass?.freeUntil).toEqual(new Date('2026-03-12T10:00:00Z'));
    rememberOrders([order(7, { status: 'completed' })], { opened: false });
    expect(findPass('7')).toBeUndefined();
    rememberOrders([order(8)], { opened: true });
    clearPickupPasses();
    expect(localStorage.getItem(PICKUP_PASSES_KEY)).toBeNull();
  });

  it('saved by an earlier version, with its ids as numbers, are still read, their ids as digits', () => {
    rememberOrders([order(7)], { opened: true });
    const stored = JSON.parse(localStorage.getItem(PICKUP_PASSES_KEY) ?? 'null');
    stored.data[0].orderId = 7;
    stored.data[0].orderInfoId = 5007;
    localStorage.setItem(PICKUP_PASSES_KEY, JSON.stringify(stored));
    expect(readPasses()).toMatchObject([{ orderId: '7', orderInfoId: '5007', pickupCode: '100007' }]);
    expect(findPass('7')?.boxNo).toBe('A7');
  });

  it('a corrupt stored value reads as no passes', () => {
    localStorage.setItem(PICKUP_PASSES_KEY, '{"type":"array","data":[{"orderId":"x"}]}');
    expect(readPasses()).toEqual([]);
  });
});
