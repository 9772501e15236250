import { afterEach, describe, expect, it } from 'vitest';
import { setBareWrites } from '../../mocks/bare-writes';
import { getDb } from '../../mocks/db';
import { CASES, startCase } from '../testing/api-calls';
import { createOrder, groupPay, newRequestId, payPriceDifference } from './order-writes';
import { recharge } from './wallet';
import { WRITE_ANSWERS } from './write-answers';

/**
 * A user-api that answers each write with no more than the contract requires (the mock's bare-writes mode,
 * mocks/bare-writes.ts): every write of the app is still read, never 'cannot read'. What the app does next
 * without the optional fields (reading the state back) is the screens' part; here, the api layer's.
 */

afterEach(() => setBareWrites(false));

const writes = CASES.filter((item) => item.call.startsWith('POST '));

describe('every write, answered bare', () => {
  for (const item of writes) {
    it(`${item.call} is read`, async () => {
      const prepared = await startCase(item);
      setBareWrites(true);
      await item.run(prepared); // throws an ApiError ('cannot read') where the answer is not read
    });
  }
});

describe('a payment answered bare', () => {
  const demo = CASES.find((item) => item.who === 'demo');
  const start = async () => {
    if (demo) await startCase(demo);
    setBareWrites(true);
  };

  it('by the chat app gives the parameters of its sheet', async () => {
    await start();
    const payment = await groupPay(['1'], { payMethod: 'chat-app' });
    expect(payment).toMatchObject({ payParams: { package: expect.stringMatching(/^prepay_id=OP/) } });
  });

  it('by card gives the page to pay on', async () => {
    await start();
    expect(await payPriceDifference('5008', { payMethod: 'card' })).toMatchObject({
      payUrl: expect.stringContaining('tradeNo='),
    });
    expect(await recharge({ packageId: '1', payMethod: 'card' })).toMatchObject({
      payUrl: expect.stringContaining('tradeNo='),
    });
  });

  it('of a new order is read, and the order is on the server', async () => {
    await start();
    const before = getDb().orders.length;
    await createOrder({
      requestId: newRequestId(),
      shopId: '0',
      kind: 'cabinet',
      lockerNo: 'L001',
      items: [{ goodsId: '101', count: 1, addOnIds: [] }],
      payMethod: 'chat-app',
    });
    expect(getDb().orders.length).toBe(before + 1);
  });
});

describe('the list of write answers', () => {
  it('gives a reason for each', () => {
    for (const [path, need] of Object.entries(WRITE_ANSWERS)) expect(need.why.length, path).toBeGreaterThan(10);
  });
});
