// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import { getOrder, getOrderFlow, getOrderInfoList } from '../../src/api/order';
import { payPriceDifference } from '../../src/api/order-writes';
import { mockControl } from '../../src/testing/mock-control';
import { logIn } from '../../src/testing/session';
import { getDb } from '../db';

/** An order row as the control endpoints send it back. */
type Row = Record<string, unknown> & { status?: string };

const advance = (orderId: number, extra: Record<string, unknown> = {}) =>
  mockControl<Row>('advance-order', { orderId, ...extra });

describe('order mock control endpoints', () => {
  it('lists every order of every customer for the developer panel, without a token', async () => {
    const all = await mockControl<Row[]>('orders');
    const list = all.data;
    expect(all.code).toBe(200);
    expect(list.length).toBe(getDb().orders.length);
    expect(list.every((order) => order.userId === 1001)).toBe(true);
  });

  it("walks a pending cabinet order through the shop's steps to collection", async () => {
    logIn();
    expect((await advance(4)).data.status).toBe('cleaning');
    // The courier took the shoes out of box A03.
    expect(getDb().lockers[0]?.boxes.find((box) => box.boxNo === 'A03')?.occupied).toBe(false);
    const cleaned = await advance(4);
    expect(cleaned.data.status).toBe('to-be-collected');
    const order = await getOrder('4');
    expect(order.boxNo).toBeTruthy();
    expect(order.freeUntil && order.freeUntil.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(order.overtimeRule).toEqual({ feePerDay: 2, capDays: 7 });
    expect((await getOrderInfoList({ lockerNo: 'L001', kind: 'pick' })).map((info) => info.orderId)).toContain('4');
    expect((await advance(4, { expire: true, lateDays: 2 })).data.status).toBe('overdue');
    expect((await getOrder('4')).overtimeFee).toBe(4);
    expect((await advance(4)).data.status).toBe('to-be-collected'); // fee settled at the counter
    expect((await advance(4)).data.status).toBe('completed');
    expect(order.orderInfoId).toEqual(expect.stringMatching(/^\d+$/));
    const steps = (await getOrderFlow(String(order.orderInfoId))).map((step) => step.step);
    expect(steps).toEqual(expect.arrayContaining(['accepted', 'cleaning', 'cleaned', 'overdue', 'collected']));
    const done = await advance(4);
    expect([done.code, done.msg]).toEqual([400, 'This order has no next status']);
  });

  it('raises a price difference during cleaning, which the customer then pays', async () => {
    logIn();
    const raised = await advance(6, { priceDifference: { amount: 12.5, reason: 'Glue residue' } });
    expect(raised.data.status).toBe('price-difference');
    expect(raised.data.priceDifference).toEqual({ amount: 12.5, reason: 'Glue residue', paid: false });
    await payPriceDifference('5006', { payMethod: 'balance' });
    expect((await getOrder('6')).status).toBe('to-be-collected');
  });

  it('pays an unpaid order offline, stores it, and finishes a refund in progress', async () => {
    logIn();
    expect((await advance(1)).data).toMatchObject({ status: 'to-be-stored', payMethod: 'offline' });
    expect((await advance(1)).data.status).toBe('pending-acceptance');
    const refunding = getDb().orders.find((order) => order.id === 11);
    if (!refunding?.refund) throw new Error('seed order 11 missing');
    refunding.refund.status = 'refunding';
    expect((await advance(11)).data.refund).toMatchObject({ status: 'refunded' });
    expect((await advance(999)).code).toBe(404);
  });

  it('sets how many of the next openings fail', async () => {
    expect((await mockControl('next-open-fails', { count: 2 })).data).toEqual({ failNextOpens: 2 });
    expect(getDb().orderMock.failNextOpens).toBe(2);
    expect((await mockControl('next-open-fails', { count: 0 })).data).toEqual({ failNextOpens: 0 });
  });

  it('refuses an unknown payment outcome for an order payment', async () => {
    const response = await mockControl('pay/confirm', { tradeNo: 'OP1234567890123001', outcome: 'maybe' });
    expect(response.code).toBe(400);
  });
});
