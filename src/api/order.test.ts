// @vitest-environment happy-dom

import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { localeAtom } from '../state/locale';
import { getAppStore } from '../state/store';
import { failure } from '../testing/api-failure';
import { balanceOf, create, draft } from '../testing/order-drafts';
import { logIn } from '../testing/session';
import {
  getOrder,
  getOrderCounts,
  getOrderFlow,
  getOrderInfo,
  getOrderInfoList,
  getOrderList,
  getRefundReasons,
  orderKeys,
} from './order';
import { createOrder, newRequestId, orderMutations, refundOrder, storeOpen } from './order-writes';
import { ORDER_STATUSES } from './schemas/order';

// Ordering and paying: order-paying.test.ts; the box flow at a cabinet: order-box-flow.test.ts.

describe('order family: sessions', () => {
  it('answers 401 without a token, for reads and writes, and changes nothing', async () => {
    const before = getDb().orders.length;
    for (const call of [
      getOrderList({ pageNum: 1, pageSize: 10 }),
      getOrderCounts(),
      getOrderInfoList({ lockerNo: 'L001' }),
      getOrder('1'),
      getRefundReasons(),
      createOrder(draft({ payMethod: 'balance' })),
      storeOpen('5002'),
      refundOrder({ orderId: '2', reasonId: '1' }),
    ]) {
      const error = await failure(call);
      expect([error.kind, error.code]).toEqual(['session', 401]);
    }
    expect(getDb().orders.length).toBe(before);
  });
});

describe('order family: the seeded customer', () => {
  it('has orders in every status; the new customer has none', async () => {
    logIn();
    const counts = await getOrderCounts();
    for (const status of ORDER_STATUSES) expect(counts[status], status).toBeGreaterThan(0);
    expect(counts.all).toBe(ORDER_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0));
    const page = await getOrderList({ pageNum: 1, pageSize: 50 });
    expect(page.total).toBe(counts.all);
    const times = page.list.map((order) => order.createdAt?.getTime() ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    logIn(1002);
    expect((await getOrderCounts()).all).toBe(0);
    expect((await getOrderList({ pageNum: 1, pageSize: 10 })).list).toEqual([]);
  });

  it('filters the list by status and pages it', async () => {
    logIn();
    const collect = await getOrderList({ status: 'to-be-collected', pageNum: 1, pageSize: 10 });
    expect(collect.list.every((order) => order.status === 'to-be-collected')).toBe(true);
    expect(collect.list[0]).toMatchObject({ locker: { lockerNo: 'L001' }, boxNo: 'A07', overtimeFee: 0 });
    expect(collect.list[0]?.freeUntil).toBeInstanceOf(Date);
    const first = await getOrderList({ pageNum: 1, pageSize: 4 });
    const second = await getOrderList({ pageNum: 2, pageSize: 4 });
    expect(first.list).toHaveLength(4);
    expect(second.list[0]?.id).not.toBe(first.list[3]?.id);
  });

  it('lists what waits at cabinet L001: to store (bound and unbound online) and to collect', async () => {
    logIn();
    const store = await getOrderInfoList({ lockerNo: 'L001', kind: 'store' });
    expect(store.map((info) => [info.orderId, info.lockerNo, info.action])).toEqual([
      ['3', null, 'store'],
      ['2', 'L001', 'store'],
    ]);
    const pick = await getOrderInfoList({ lockerNo: 'L001', kind: 'pick' });
    const byId = Object.fromEntries(pick.map((info) => [info.orderId, info]));
    expect(Object.keys(byId).sort()).toEqual(['7', '8', '9']);
    expect(byId[7]).toMatchObject({
      status: 'to-be-collected',
      priceDifferenceDue: 0,
      overtimeFeeDue: 0,
      boxNo: 'A07',
    });
    expect(byId[8]).toMatchObject({ status: 'price-difference', priceDifferenceDue: 15 });
    expect(byId[9]).toMatchObject({ status: 'overdue', overtimeFeeDue: 6 });
    // Another cabinet of the shop offers only the unbound online order; another shop's cabinet nothing.
    expect((await getOrderInfoList({ lockerNo: 'L002' })).map((info) => info.orderId)).toEqual(['3']);
    expect(await getOrderInfoList({ lockerNo: 'L003' })).toEqual([]);
  });

  it('shows the detail, the sub-order and the cleaning progress with photos', async () => {
    logIn();
    const order = await getOrder('8');
    expect(order).toMatchObject({ status: 'price-difference', type: 'store-cleaning', payMethod: 'chat-app' });
    expect(order.priceDifference).toMatchObject({ amount: 15, paid: false });
    expect(order.photos.length).toBeGreaterThan(0);
    expect(order.photos.length).toBeLessThanOrEqual(3);
    expect(order.photos[0]).toMatch(/^data:image\/svg\+xml,/);
    const info = await getOrderInfo(order.orderInfoId ?? '0');
    expect(info).toMatchObject({ orderId: '8', action: 'pick', lockerName: 'Zhengzhou Jinshui Cabinet' });
    const flow = await getOrderFlow(order.orderInfoId ?? '0');
    expect(flow.map((step) => step.step)).toEqual([
      'created',
      'paid',
      'stored',
      'accepted',
      'cleaning',
      'price-difference',
      'cleaned',
    ]);
    expect(flow.every((step) => step.time instanceof Date)).toBe(true);
    expect(flow.find((step) => step.step === 'accepted')?.photos.length).toBeGreaterThan(0);
    const door = await getOrder('5');
    expect(door).toMatchObject({ type: 'door-to-door', status: 'pending-acceptance', deliveryFee: 5 });
    expect(door.address?.contact).toBe('Lan Nguyen');
    expect(door.expectedVisitTime).toBeInstanceOf(Date);
  });

  it("hides other customers' orders and answers in the request language", async () => {
    logIn(1002);
    expect((await failure(getOrder('1'))).code).toBe(404);
    getAppStore().set(localeAtom, 'zh-CN');
    logIn();
    expect((await getRefundReasons())[0]).toEqual({ id: '1', text: '误下单' });
  });
});

describe('order family: refunds', () => {
  it('refunds a balance payment back to the wallet and frees the voucher', async () => {
    logIn();
    const { order } = await create(
      draft({ payMethod: 'balance', couponId: '2', items: [{ goodsId: '102', count: 2, addOnIds: [] }] }),
    );
    expect(order).toMatchObject({ actualPayment: 74, voucher: 10 });
    expect(await balanceOf()).toBe(126);
    expect(getDb().coupons.find((coupon) => coupon.id === 2)?.status).toBe('used');
    await refundOrder({ orderId: order.id, reasonId: '2', remark: 'changed plans' });
    expect(await getOrder(order.id)).toMatchObject({
      status: 'refund',
      refund: { status: 'refunded', amount: 74, reason: 'Changed my mind' },
    });
    expect(await balanceOf()).toBe(200);
    expect(getDb().coupons.find((coupon) => coupon.id === 2)?.status).toBe('unused');
  });

  it('refunds a card payment as refunding, and refuses an unpaid order (nothing paid) and later statuses', async () => {
    logIn();
    await refundOrder({ orderId: '5', reasonId: '4' });
    expect((await getOrder('5')).refund?.status).toBe('refunding');
    expect((await failure(refundOrder({ orderId: '1', reasonId: '1' }))).message).toBe(
      'Nothing was paid for this order, so there is nothing to refund',
    );
    expect((await getOrder('1')).status).toBe('unpaid');
    expect((await failure(refundOrder({ orderId: '7', reasonId: '1' }))).message).toBe(
      'This order can no longer be refunded',
    );
    expect((await failure(refundOrder({ orderId: '2', reasonId: '99' }))).message).toBe(
      'Please select a refund reason',
    );
    expect(await balanceOf()).toBe(200);
  });

  it('refreshes the order family and the wallet after a mutation', async () => {
    logIn();
    const client = new QueryClient();
    client.setQueryData(orderKeys.counts(), { stale: true });
    client.setQueryData(['wallet', 'info'], { stale: true });
    const observer = new MutationObserver(client, orderMutations.refund());
    await observer.mutate({ orderId: '2', reasonId: '1' });
    expect(client.getQueryState(orderKeys.counts())?.isInvalidated).toBe(true);
    expect(client.getQueryState(['wallet', 'info'])?.isInvalidated).toBe(true);
  });
});

describe('newRequestId', () => {
  it('makes distinct UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
