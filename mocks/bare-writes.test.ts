import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRITE_ANSWERS } from '../src/api/write-answers';
import { CASES } from '../src/testing/api-calls';
import { logIn, TEST_TOKEN } from '../src/testing/session';
import { bareData, bareWritesOn, setBareWrites } from './bare-writes';
import { getDb } from './db';
import { setFaults } from './faults';

type Answer<T = unknown> = { code: number; msg: string; data: T };

async function send<T = unknown>(path: string, body?: unknown, token: string | null = TEST_TOKEN): Promise<Answer<T>> {
  const response = await fetch(`http://localhost/user-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Answer<T>;
}

function bare() {
  logIn();
  setBareWrites(true);
}

/** The box doors of the mock open 1.5 s after they are asked to (Date-based): move the clock past that. */
async function openBox(path: '/order/store-open' | '/order/pick-open', orderInfoId: number) {
  const ticket = await send<{ resultId: number }>(path, { orderInfoId });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 5_000);
  await send(`/order/open-result?resultId=${ticket.data.resultId}`);
  return ticket;
}

afterEach(() => setBareWrites(false));

describe('the bare-writes mode of the mock user-api', () => {
  it('is off unless switched on, and answers writes whole then', async () => {
    expect(bareWritesOn()).toBe(false);
    const login = await send<Record<string, unknown>>('/auth/password-login', {
      phone: '13800138000',
      password: 'demo123',
    });
    expect(login.code).toBe(200);
    expect(typeof login.data.token).toBe('string');
  });

  it('answers a login with its token only', async () => {
    bare();
    const login = await send('/auth/password-login', { phone: '13800138000', password: 'demo123' }, null);
    expect(login.code).toBe(200);
    expect(Object.keys(login.data as object)).toEqual(['token']);
  });

  it('does the work of a write and answers data null where nothing is required', async () => {
    bare();
    const refunded = await send('/order/refund', { orderId: 5, reasonId: 4 });
    expect(refunded).toEqual({ code: 200, msg: 'success', data: null });
    const order = await send<{ status: string; refund: unknown }>('/order/order-info?id=5');
    expect(order.data.status).toMatch(/refund/);

    const before = getDb().coupons.length;
    expect((await send('/wallet/create-order-coupon', { templateId: 4 })).data).toBeNull();
    expect(getDb().coupons.length).toBe(before + 1);
  });

  it('answers a box opening with its result id only, and a stored pair with data null', async () => {
    bare();
    const ticket = await openBox('/order/store-open', 5002);
    expect(Object.keys(ticket.data)).toEqual(['resultId']);
    expect(await send('/order/store-success', { orderInfoId: 5002 })).toEqual({
      code: 200,
      msg: 'success',
      data: null,
    });
    const info = await send<{ status: string }>('/order/order-info-info?orderInfoId=5002');
    expect(info.data.status).toBe('pending-acceptance');
  });

  it('answers a payment with what its pay method opens: payParams, payUrl, or nothing', async () => {
    bare();
    const chatApp = await send<Record<string, unknown>>('/order/group-pay', { orderIds: [1], payMethod: 'chat-app' });
    expect(Object.keys(chatApp.data)).toEqual(['payParams']);
    expect(chatApp.data.payParams).toMatchObject({ package: expect.stringMatching(/^prepay_id=/) });

    const card = await send<Record<string, unknown>>('/wallet/recharge', { packageId: 1, payMethod: 'card' });
    expect(Object.keys(card.data)).toEqual(['payUrl']);

    const balance = await send('/order/group-pay', { orderIds: [1], payMethod: 'balance' });
    expect(balance).toEqual({ code: 200, msg: 'success', data: null });
    expect((await send<{ status: string }>('/order/order-info?id=1')).data.status).not.toBe('unpaid');
  });

  it('answers the price of an order whole: a read sent as POST', async () => {
    const body = { kind: 'cabinet', items: [{ goodsId: 101, count: 2, addOnIds: [1] }] };
    logIn();
    const whole = await send('/order/count-order-amount', body);
    bare();
    expect(await send('/order/count-order-amount', body)).toEqual(whole);
  });

  it('ignores requestId: a second create with the same one makes a second order', async () => {
    bare();
    const order = {
      requestId: 'r-twice',
      shopId: 0,
      kind: 'cabinet',
      lockerNo: 'L001',
      items: [{ goodsId: 101, count: 1, addOnIds: [] }],
      payMethod: 'chat-app',
    };
    const before = getDb().orders.length;
    expect((await send('/order/create', order)).data).toBeNull();
    expect((await send('/order/create', order)).data).toBeNull();
    expect(getDb().orders.length).toBe(before + 2);
  });

  it('with a lost answer (fault lostAnswer): the order is made, the answer never comes', async () => {
    bare();
    setFaults({ rules: [{ target: '/order/create', fault: 'lostAnswer', times: 1 }], chaos: null });
    const before = getDb().orders.length;
    const order = { shopId: 0, kind: 'cabinet', lockerNo: 'L001', items: [{ goodsId: 101, count: 1, addOnIds: [] }] };
    await expect(send('/order/create', { ...order, payMethod: 'balance' })).rejects.toThrow();
    expect(getDb().orders.length).toBe(before + 1);
  });

  it('leaves failures, reads and the control endpoints as they are', async () => {
    bare();
    const wrong = await send('/auth/password-login', { phone: '13800138000', password: 'nope1234' }, null);
    expect(wrong.code).not.toBe(200);
    expect(wrong.msg).toBeTruthy();
    const list = await send<{ list: unknown[] }>('/order/order-list');
    expect(list.data.list.length).toBeGreaterThan(0);
    const faults = await send('/__mock/faults', { rules: [], chaos: null }, null);
    expect(faults.data).toEqual({ rules: [], chaos: null });
  });

  it('is switched by POST /__mock/bare-writes and off again after /__mock/reset', async () => {
    expect((await send('/__mock/bare-writes', { on: true }, null)).data).toEqual({ on: true });
    expect((await send('/__mock/bare-writes')).data).toEqual({ on: true });
    expect((await send('/__mock/bare-writes', { on: 'yes' }, null)).code).toBe(400);
    await send('/__mock/reset', {}, null);
    expect(bareWritesOn()).toBe(false);
  });
});

describe('the write answers the app requires (src/api/write-answers.ts)', () => {
  it('name every write the app sends', () => {
    const writes = CASES.filter((item) => item.call.startsWith('POST ')).map((item) => item.call.slice(5));
    expect(Object.keys(WRITE_ANSWERS).sort()).toEqual(expect.arrayContaining(writes.sort()));
  });

  it('are cut from the full answer, field by field', () => {
    const payment = { tradeNo: 'OP1', payParams: { package: 'prepay_id=OP1' }, payUrl: null, amount: 3 };
    expect(bareData('/order/group-pay', 'chat-app', payment)).toEqual({ payParams: { package: 'prepay_id=OP1' } });
    expect(bareData('/order/pay-price-diff', 'card', { payUrl: 'https://pay', tradeNo: 'x' })).toEqual({
      payUrl: 'https://pay',
    });
    expect(bareData('/order/pay-timeout-fee', 'balance', payment)).toBeNull();
    expect(bareData('/order/group-pay', 'bitcoin', payment)).toBeNull();
    expect(bareData('/order/store-open', undefined, { resultId: 7, boxNo: 'A01' })).toEqual({ resultId: 7 });
    expect(bareData('/order/create', 'chat-app', { order: {}, payment: {} })).toBeNull();
    expect(bareData('/not/a-write', undefined, { any: 1 })).toBeNull();
  });
});
