import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, TEST_TOKEN } from '../../src/testing/session';
import { getDb } from '../db';

/** The demo customer's order 1, to be paid by card: its trade number, as `/order/group-pay` answers it. */
async function cardPayment(): Promise<string> {
  logIn();
  const response = await fetch('http://localhost/user-api/order/group-pay', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token: TEST_TOKEN },
    body: JSON.stringify({ orderIds: [1], payMethod: 'card', returnUrl: 'http://localhost/#/back' }),
  });
  return ((await response.json()) as { data: { tradeNo: string } }).data.tradeNo;
}

/** The card page's form, sent as its buttons send it. */
function press(tradeNo: string, outcome: string) {
  const form = new FormData();
  form.set('tradeNo', tradeNo);
  form.set('returnUrl', 'http://localhost/#/back');
  form.set('outcome', outcome);
  return fetch('http://localhost/user-api/__mock/pay/page', { method: 'POST', body: form, redirect: 'manual' });
}

const orderOne = () => getDb().orders.find((row) => row.id === 1)?.status;

afterEach(() => {
  vi.useRealTimers();
});

describe('the mock card payment page', () => {
  it('offers paying with the server hearing of it late or never', async () => {
    const page = await (await fetch('http://localhost/user-api/__mock/pay/page?tradeNo=OP1')).text();
    expect(page).toContain('Pay, the server hears of it 10 s later');
    expect(page).toContain('Pay, the server never hears of it');
  });

  it('late: sends the customer back at once, and settles the payment 10 s later', async () => {
    const tradeNo = await cardPayment();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const back = await press(tradeNo, 'paid-late');
    expect([back.status, back.headers.get('location')]).toEqual([303, 'http://localhost/?payResult=paid#/back']);
    expect(orderOne()).toBe('unpaid');
    vi.advanceTimersByTime(9_900);
    expect(orderOne()).toBe('unpaid');
    vi.advanceTimersByTime(200);
    expect(orderOne()).toBe('to-be-stored');
  });

  it('never: sends the customer back, and the order stays unpaid', async () => {
    const tradeNo = await cardPayment();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    expect((await press(tradeNo, 'paid-never')).status).toBe(303);
    expect((await press(tradeNo, 'cancelled')).headers.get('location')).toBe(
      'http://localhost/?payResult=cancelled#/back',
    );
    vi.advanceTimersByTime(60_000);
    expect(orderOne()).toBe('unpaid');
    expect((await press('OP-NONE', 'paid-late')).status).toBe(404);
  });
});
