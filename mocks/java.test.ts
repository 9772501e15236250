import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { recordResponseSchema, responseSchemaOf } from '../src/api/response-schemas';
import { logIn, TEST_TOKEN } from '../src/testing/session';
import { getDb } from './db';
import { BASE, javaMode, javaValue, mockIdOf, parseRequestJson, setJavaMode, writeJson } from './java';

type Answer<T = unknown> = { code: number; msg: string; data: T };

/** The id the Java server gives the mock's id `n`. */
const flake = (n: number) => String(BASE + BigInt(n));

/** A call's raw answer text: GET without a body, POST with `body` as JSON text, sent as it is. */
async function raw(path: string, body?: string, token: string | null = TEST_TOKEN) {
  const response = await fetch(`http://localhost/user-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** The answer parsed; in 'strings' mode JSON.parse loses nothing. */
async function call<T = unknown>(path: string, body?: unknown, token: string | null = TEST_TOKEN) {
  const { text } = await raw(path, body === undefined ? undefined : JSON.stringify(body), token);
  return JSON.parse(text) as Answer<T>;
}

afterEach(() => setJavaMode(null));

describe('the Java-server mode of the mock user-api', () => {
  it('is off unless switched on: ids stay small', async () => {
    logIn();
    expect(javaMode()).toBeNull();
    const order = await call<{ id: number }>('/order/order-info?id=1');
    expect(order.data.id).toBe(1);
  });

  it("writes ids as bare 19-digit numbers in 'numbers' mode", async () => {
    logIn();
    setJavaMode('numbers');
    const { text } = await raw('/order/order-info?id=1');
    expect(text).toContain(`"id":${flake(1)},`);
    expect(text).toContain(`"orderInfoId":${flake(5001)},`);
    expect(text).toContain(`"goodsId":${flake(101)},`);
    expect(text).not.toContain(`"${flake(1)}"`);
    expect(text).toContain('"actualPayment":35,'); // amounts stay numbers
  });

  it("writes ids as 19-digit strings in 'strings' mode", async () => {
    logIn();
    setJavaMode('strings');
    const { text } = await raw('/order/order-info?id=1');
    expect(text).toContain(`"id":"${flake(1)}",`);
    expect(text).toContain(`"shopId":"${flake(0)}",`);
  });

  it('finds an order by its snowflake, and a small id from a link as well', async () => {
    logIn();
    setJavaMode('strings');
    const bySnowflake = await call<{ id: string; orderInfoId: string }>(`/order/order-info?id=${flake(1)}`);
    expect(bySnowflake.code).toBe(200);
    expect(bySnowflake.data.id).toBe(flake(1));
    const info = await call<{ orderInfoId: string }>(`/order/order-info-info?orderInfoId=${flake(5001)}`);
    expect(info.data.orderInfoId).toBe(flake(5001));
    const bySmallId = await call<{ id: string }>('/order/order-info?id=1');
    expect(bySmallId.data.id).toBe(flake(1));
  });

  it('reads a body id sent as a bare 19-digit number', async () => {
    logIn();
    setJavaMode('numbers');
    const { text } = await raw('/order/refund', `{"orderId":${flake(5)},"reasonId":${flake(4)}}`);
    expect(text).toContain(`"id":${flake(5)},`);
    expect(getDb().orders.find((order) => order.id === 5)?.status).toBe('refund');
  });

  it('reads a body id sent as a 19-digit string, in a list too', async () => {
    logIn();
    setJavaMode('strings');
    const before = getDb().coupons.length;
    const claimed = await call('/wallet/create-order-coupon', { templateId: flake(4) });
    expect(claimed.code).toBe(200);
    expect(getDb().coupons.length).toBe(before + 1);
    const paid = await call<{ orderIds: string[] }>('/order/group-pay', {
      orderIds: [flake(1)],
      payMethod: 'chat-app',
    });
    expect(paid.data.orderIds).toEqual([flake(1)]);
  });

  it('writes every field the schema knows and the answer leaves out as null, at every depth', async () => {
    logIn();
    setJavaMode('strings');
    const paths = ['/shop/get-shop-info', '/order/order-list'];
    const before = paths.map((path) => responseSchemaOf(path));
    try {
      recordResponseSchema(
        '/shop/get-shop-info',
        v.object({ id: v.string(), slogan: v.optional(v.string()), owner: v.nullish(v.object({ name: v.string() })) }),
      );
      const shop = await call<Record<string, unknown>>('/shop/get-shop-info?shopId=0');
      expect(shop.data).toMatchObject({ id: flake(0), slogan: null, owner: null, name: 'Shoe Care Central' });

      const item = v.object({ id: v.number(), courier: v.optional(v.string()), status: v.string() });
      recordResponseSchema('/order/order-list', v.object({ list: v.array(item), note: v.optional(v.string()) }));
      const list = await call<{ list: Array<Record<string, unknown>>; note: unknown }>('/order/order-list');
      expect(list.data.note).toBeNull();
      expect(list.data.list.length).toBeGreaterThan(0);
      for (const order of list.data.list) expect(order).toMatchObject({ courier: null, status: expect.any(String) });
    } finally {
      // other files of this worker read these paths' schemas (the lean mode): put back what was there
      paths.forEach((path, index) => {
        recordResponseSchema(path, before[index] ?? v.unknown());
      });
    }
  });

  it('writes flags as 1/0, times with seconds and date-times as epoch milliseconds', async () => {
    logIn();
    setJavaMode('numbers');
    const slots = await call<{ open: unknown; lastBookingTime: string; slots: Array<Record<string, unknown>> }>(
      '/site/appointment-info?shopId=0',
    );
    expect(slots.data.open).toBe(1);
    expect(slots.data.lastBookingTime).toMatch(/^\d{2}:\d{2}:00$/);
    expect(slots.data.slots[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/); // a date alone stays
    const { text } = await raw('/order/order-info?id=1');
    expect(text).toMatch(/"createdAt":\d{13},/);

    const at = '2025-06-01 08:30:00';
    expect(
      javaValue({ on: true, off: false, time: '09:30', at, iso: '2025-06-01T08:00:00.000Z', day: '2025-06-01' }),
    ).toEqual({
      on: 1,
      off: 0,
      time: '09:30:00',
      at: new Date(2025, 5, 1, 8, 30).getTime(),
      iso: Date.UTC(2025, 5, 1, 8),
      day: '2025-06-01',
    });
  });

  it('turns ids under id keys, id lists and goodsIds into snowflakes, and leaves the rest', () => {
    const value = javaValue({
      id: 3,
      typeId: '7',
      orderIds: [1, 2],
      goodsIds: '1,2',
      userId: -1,
      templateId: 1.5,
      requestId: 'r-1',
      price: 12.5,
      count: 2,
    });
    expect(JSON.parse(writeJson(value, 'strings'))).toEqual({
      id: flake(3),
      typeId: flake(7),
      orderIds: [flake(1), flake(2)],
      goodsIds: `${flake(1)},${flake(2)}`,
      userId: -1,
      templateId: 1.5,
      requestId: 'r-1',
      price: 12.5,
      count: 2,
    });
    expect(writeJson(value, 'numbers')).toContain(`"orderIds":[${flake(1)},${flake(2)}]`);
  });

  it('reads a request body losslessly: snowflakes bare or quoted become the small ids, nothing else moves', () => {
    const text = `{"a":"note ${flake(9)}","ids":[${flake(2)},"${flake(3)}"],"n":1.5,"phone":"13800138000","x":${flake(4)}}`;
    expect(parseRequestJson(text)).toEqual({ a: `note ${flake(9)}`, ids: [2, 3], n: 1.5, phone: '13800138000', x: 4 });
    expect(mockIdOf('1234')).toBeUndefined();
    expect(mockIdOf(String(BASE - 1n))).toBeUndefined();
  });

  it('passes failures with their fields, and leaves the control endpoints alone', async () => {
    setJavaMode('numbers');
    const wrong = await call('/auth/password-login', { phone: '13800138000', password: 'nope1234' }, null);
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBeTruthy();
    expect(wrong.data).toBeNull();
    const orders = await call<Array<{ id: number }>>('/__mock/orders', undefined, null);
    expect(orders.data[0]?.id).toBeLessThan(1000);
  });

  it('is switched by POST /__mock/java and off again after /__mock/reset', async () => {
    logIn();
    expect((await call('/__mock/java', { mode: 'numbers' }, null)).data).toEqual({ mode: 'numbers' });
    expect((await call('/__mock/java')).data).toEqual({ mode: 'numbers' });
    expect((await call('/__mock/java', { mode: 'longs' }, null)).code).toBe(400);
    expect((await raw('/order/order-info?id=1')).text).toContain(`"id":${flake(1)},`);
    await call('/__mock/reset', {}, null);
    expect(javaMode()).toBeNull();
    logIn();
    expect((await call<{ id: number }>('/order/order-info?id=1')).data.id).toBe(1);
    expect((await call('/__mock/java', { mode: null }, null)).data).toEqual({ mode: null });
  });
});

describe('ids sent as digit strings, as Jackson reads them into a Long', () => {
  it('are found by the real handlers', async () => {
    logIn();
    const refund = await call('/order/refund', { orderId: '5', reasonId: '4' });
    expect(refund.code).toBe(200);
    const topUp = await call('/wallet/recharge', { packageId: '1', payMethod: 'chat-app' });
    expect(topUp.code).toBe(200);
    const order = await call<{ id: number }>('/order/order-info?id=1');
    expect(order.data.id).toBe(1);
  });
});
