import { describe, expect, it } from 'vitest';
import type { Order, OrderInfo } from '../../api/schemas/order';
import { cabinetOrder, cabinetOrderInfo } from '../../testing/order-fixture';
import {
  boundBefore,
  boundElsewhere,
  cabinetOrders,
  collectBlock,
  needsBinding,
  payWindowClosed,
  unpaidHere,
} from './cabinet-orders';
import { DEFAULT_TILES, siteBounds, tileSource } from './map/map-options';

const info = (patch: Record<string, unknown> = {}): OrderInfo =>
  cabinetOrderInfo({ boxNo: 'A07', pickupCode: '123456', createdAt: '2026-03-06T10:00:00Z', ...patch });

function order(patch: Record<string, unknown> = {}): Order {
  return cabinetOrder({
    id: 1,
    orderInfoId: 5001,
    orderNo: 'SO1',
    status: 'unpaid',
    createdAt: '2026-03-10T11:50:00Z',
    payDeadline: '2026-03-10T12:20:00Z',
    locker: { lockerNo: 'L001', name: 'Jinshui' },
    ...patch,
  });
}

describe('orders at a cabinet', () => {
  it('keeps what is stored or collected at this cabinet, and unbound online orders to store', () => {
    const list = [
      info({ orderInfoId: 1, action: 'store', status: 'to-be-stored', boxNo: null }),
      info({ orderInfoId: '2', action: 'store', status: 'to-be-stored', kind: 'online', lockerNo: null, boxNo: null }),
      info({ orderInfoId: 3, action: 'store', status: 'to-be-stored', lockerNo: 'L002' }),
      info({ orderInfoId: 4, action: 'store', status: 'to-be-stored', kind: 'cabinet', lockerNo: null }),
      info({ orderInfoId: 5 }),
      info({ orderInfoId: 6, lockerNo: 'L002' }),
      info({ orderInfoId: 7, action: null, status: 'cleaning' }),
    ];
    const here = cabinetOrders(list, 'L001');
    expect(here.toStore.map((row) => row.orderInfoId)).toEqual(['1', '2']);
    expect(here.toCollect.map((row) => row.orderInfoId)).toEqual(['5']);
    expect(needsBinding(list[1] as OrderInfo, 'L001')).toBe(true);
    expect(needsBinding(list[0] as OrderInfo, 'L001')).toBe(false);
  });

  it('stores here an online order bound to another cabinet whose shoes are in no box: bound here first', () => {
    const elsewhere = info({
      orderInfoId: 3,
      action: 'store',
      status: 'to-be-stored',
      kind: 'online',
      lockerNo: 'L002',
      lockerName: 'East Station Cabinet',
      boxNo: null,
    });
    // a cabinet order is stored where it was placed; shoes to collect elsewhere stay there
    const placedThere = info({ orderInfoId: 4, action: 'store', status: 'to-be-stored', lockerNo: 'L002' });
    const here = cabinetOrders([elsewhere, placedThere, info({ orderInfoId: 6, lockerNo: 'L002' })], 'L001');
    expect(here.toStore.map((row) => row.orderInfoId)).toEqual(['3']);
    expect(here.toCollect).toEqual([]);
    expect(needsBinding(elsewhere, 'L001')).toBe(true);
    expect(boundBefore(elsewhere, 'L001')).toBe('East Station Cabinet');
    // at its own cabinet it is stored without binding again
    expect(needsBinding(elsewhere, 'L002')).toBe(false);
    expect(boundBefore(elsewhere, 'L002')).toBeNull();
  });

  it('finds the online orders bound to another cabinet of this shop among the orders to store', () => {
    const online = (patch: Record<string, unknown>) =>
      order({ kind: 'online', status: 'to-be-stored', shopId: 0, payDeadline: null, ...patch });
    const orders = [
      online({ id: 3, orderInfoId: 5003, orderNo: 'SO3', locker: { lockerNo: 'L002', name: 'East' } }),
      online({ id: 4, orderInfoId: 5004, locker: { lockerNo: 'L001', name: 'Jinshui' } }), // bound here: listed here
      online({ id: 5, orderInfoId: 5005, locker: null }), // not bound: the cabinet's own list has it
      online({ id: 6, orderInfoId: 5006, shopId: 3, locker: { lockerNo: 'L004', name: 'Harbour' } }), // other shop
      online({ id: 7, orderInfoId: 5007, status: 'unpaid', locker: { lockerNo: 'L002', name: 'East' } }),
      order({ id: 8, orderInfoId: 5008, status: 'to-be-stored', shopId: 0, locker: { lockerNo: 'L002', name: 'E' } }),
    ];
    const rows = boundElsewhere(orders, 'L001', '0');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderInfoId: '5003',
      orderId: '3',
      orderNo: 'SO3',
      action: 'store',
      kind: 'online',
      lockerNo: 'L002',
      lockerName: 'East',
      boxNo: null, // a box kept at the other cabinet is not one of this cabinet's
    });
    // a shop not said on either side is no reason to leave an order out
    expect(boundElsewhere(orders, 'L001', null).map((row) => row.orderId)).toEqual(['3', '6']);
    // listed once, when the cabinet's own list has it too
    const here = cabinetOrders([{ ...(rows[0] as OrderInfo) }], 'L001', rows);
    expect(here.toStore).toHaveLength(1);
  });

  it('takes a sub-order whose cabinet the server does not name as one of the cabinet asked about', async () => {
    const { orderInfoSchema } = await import('../../api/schemas/order');
    const v = await import('valibot');
    // a lean server: neither kind nor lockerNo, only what a list asked for this cabinet needs
    const lean = v.parse(orderInfoSchema, {
      orderInfoId: 9,
      orderId: 12,
      type: 'store-cleaning',
      status: 'to-be-stored',
    });
    const here = cabinetOrders([lean], 'L001');
    expect(here.toStore.map((row) => row.orderInfoId)).toEqual(['9']);
    expect(needsBinding(lean, 'L001')).toBe(false);
    // an explicit null still marks an online order to bind here first
    const unbound = v.parse(orderInfoSchema, { ...lean, kind: 'online', lockerNo: null });
    expect(needsBinding(unbound, 'L001')).toBe(true);
  });

  it('blocks a collection on a price difference first, then on an overtime fee', () => {
    expect(collectBlock(info())).toBeNull();
    expect(collectBlock(info({ status: 'price-difference', priceDifferenceDue: 15 }))).toEqual({
      kind: 'price-difference',
      amount: 15,
    });
    expect(collectBlock(info({ status: 'overdue', priceDifferenceDue: 15, overtimeFeeDue: 6 }))?.kind).toBe(
      'price-difference',
    );
    expect(collectBlock(info({ status: 'overdue', overtimeFeeDue: 6 }))).toEqual({ kind: 'overdue', amount: 6 });
    // an unpaid difference told only by the reason record still blocks
    expect(collectBlock(info({ priceDifference: { amount: 9, reason: 'glue', paid: false } }))?.kind).toBe(
      'price-difference',
    );
    expect(collectBlock(info({ priceDifference: { amount: 9, reason: 'glue', paid: true } }))).toBeNull();
  });

  it('reads what is owed as the payment page does (src/api/dues.ts), whatever shape the server sends', () => {
    // the difference only as a plain amount: blocked for that amount, and the payment page asks the same
    expect(collectBlock(info({ status: 'price-difference', priceDifference: 15 }))).toEqual({
      kind: 'price-difference',
      amount: 15,
    });
    // paid (the order is back to waiting): the box opens
    expect(collectBlock(info({ status: 'to-be-collected', priceDifference: 15 }))).toBeNull();
    // only the status says a fee is owed: blocked, the amount left to the server
    expect(collectBlock(info({ status: 'overdue' }))).toEqual({ kind: 'overdue', amount: null });
    expect(collectBlock(info({ status: 'overdue', overtimeFeeDue: 0 }))).toBeNull();
  });

  it("finds unpaid orders for this cabinet and tells when their pay window closed ('Order has timed out')", () => {
    const orders = [
      order(),
      order({ id: 2, locker: { lockerNo: 'L002', name: 'East' } }),
      order({ id: 3, kind: 'online', locker: null }),
      order({ id: 4, status: 'to-be-stored' }),
    ];
    expect(unpaidHere(orders, 'L001').map((row) => row.id)).toEqual(['1', '3']);
    const deadline = Date.parse('2026-03-10T12:20:00Z');
    expect(payWindowClosed(order(), deadline - 1)).toBe(false);
    expect(payWindowClosed(order(), deadline)).toBe(true);
    expect(payWindowClosed(order({ status: 'to-be-stored' }), deadline + 1)).toBe(false);
    expect(payWindowClosed(order({ payDeadline: null }), deadline + 1)).toBe(false);
  });
});

describe('map options', () => {
  it('takes the tile source from VITE_MAP_TILES, OpenStreetMap otherwise', () => {
    expect(tileSource({})).toEqual({ url: DEFAULT_TILES, attribution: expect.stringContaining('OpenStreetMap') });
    expect(tileSource({ VITE_MAP_TILES: ' https://tiles.example/{z}/{x}/{y}.png ' })).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '',
    });
    expect(
      tileSource({ VITE_MAP_TILES: 'https://t.example/{z}/{x}/{y}.png', VITE_MAP_ATTRIBUTION: '© Example' })
        .attribution,
    ).toBe('© Example');
  });

  it('frames the customer with the sites near them, or the sites alone when none is near', () => {
    const me = { latitude: 34.79, longitude: 113.54 };
    const near = { latitude: 34.8, longitude: 113.56, distance: 2000 };
    const far = { latitude: 10.77, longitude: 106.7, distance: 2_700_000 };
    expect(siteBounds([near, far], me)).toEqual([
      [34.79, 113.54],
      [34.8, 113.56],
    ]);
    const [[south, west], [north, east]] = siteBounds([far], me);
    expect(south).toBeCloseTo(10.768, 6);
    expect(west).toBeCloseTo(106.698, 6);
    expect(north).toBeCloseTo(10.772, 6);
    expect(east).toBeCloseTo(106.702, 6);
    const [[aloneSouth], [, aloneEast]] = siteBounds([], me);
    expect(aloneSouth).toBeLessThan(me.latitude);
    expect(aloneEast).toBeGreaterThan(me.longitude);
  });
});
