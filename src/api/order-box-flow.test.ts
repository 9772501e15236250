import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { failure } from '../testing/api-failure';
import { freezeClock, tick } from '../testing/mock-clock';
import { mockControl } from '../testing/mock-control';
import { balanceOf } from '../testing/order-drafts';
import { logIn } from '../testing/session';
import { getFreeBox } from './locker';
import { getOpenResult, getOrder, getOrderCounts, getOrderFlow, getOrderInfo } from './order';
import {
  bindOrder,
  payPriceDifference,
  payTimeoutFee,
  pickOpen,
  pickSuccess,
  storeOpen,
  storeSuccess,
} from './order-writes';

describe('order family: the box flow', () => {
  it('stores: open is pending, then succeeds; store-success moves the order to pending acceptance', async () => {
    freezeClock();
    logIn();
    const freeBefore = (await getFreeBox('L001')).freeBoxes;
    const ticket = await storeOpen('5002');
    expect(ticket.boxNo).toMatch(/^A\d{2}$/);
    expect((await getFreeBox('L001')).freeBoxes).toBe(freeBefore - 1);
    expect(await getOpenResult(ticket.resultId)).toEqual({
      resultId: ticket.resultId,
      status: 'pending',
      boxNo: ticket.boxNo,
    });
    expect((await storeOpen('5002')).resultId).toBe(ticket.resultId); // a double tap follows the same opening
    expect((await failure(storeSuccess('5002'))).message).toBe('The box has not been opened yet. Please open it first');
    tick(1600);
    expect((await getOpenResult(ticket.resultId)).status).toBe('success');
    await storeSuccess('5002');
    expect(await getOrderInfo('5002')).toMatchObject({
      status: 'pending-acceptance',
      boxNo: ticket.boxNo,
      action: null,
    });
    await storeSuccess('5002'); // repeat is harmless
    expect((await getOrderInfo('5002')).status).toBe('pending-acceptance');
    expect((await getOrder('2')).status).toBe('pending-acceptance');
    expect((await getOrderFlow('5002')).at(-1)?.step).toBe('stored');
  });

  it('fails the next opening when told to, and the retry opens the same box', async () => {
    freezeClock();
    logIn();
    const set = await mockControl('next-open-fails', { count: 1 });
    expect(set).toMatchObject({ code: 200, data: { failNextOpens: 1 } });
    const first = await storeOpen('5002');
    tick(1600);
    expect((await getOpenResult(first.resultId)).status).toBe('failed');
    expect((await getOrder('2')).status).toBe('to-be-stored');
    const retry = await storeOpen('5002');
    expect(retry.resultId).not.toBe(first.resultId);
    expect(retry.boxNo).toBe(first.boxNo);
    tick(1600);
    expect((await getOpenResult(retry.resultId)).status).toBe('success');
  });

  it('needs an unbound online order bound to the cabinet first', async () => {
    logIn();
    expect((await failure(storeOpen('5003'))).message).toBe('Please bind the order to this cabinet first');
    const other = await failure(bindOrder({ orderId: '3', lockerNo: 'L003' }));
    expect(other.message).toBe('This cabinet belongs to another shop');
    await bindOrder({ orderId: '3', lockerNo: 'L001' });
    expect((await getOrder('3')).locker).toEqual({ lockerNo: 'L001', name: 'Zhengzhou Jinshui Cabinet' });
    expect((await storeOpen('5003')).boxNo).toBeTruthy();
    expect((await failure(bindOrder({ orderId: '7', lockerNo: 'L001' }))).code).toBe(400);
  });

  it('refuses to store in a full or offline cabinet', async () => {
    logIn();
    const row = getDb().orders.find((order) => order.id === 2);
    if (!row) throw new Error('seed order 2 missing');
    row.lockerNo = 'L002';
    expect((await failure(storeOpen('5002'))).message).toBe(
      'No box is free in this cabinet right now. Please try another cabinet',
    );
    row.lockerNo = 'L003';
    expect((await failure(storeOpen('5002'))).message).toBe('This cabinet is offline. Please try another cabinet');
  });

  it('blocks collecting while a price difference is owed, until it is paid', async () => {
    freezeClock();
    logIn();
    const blocked = await failure(pickOpen('5008'));
    expect([blocked.code, blocked.message]).toEqual([
      400,
      'You can only pickup your shoes after paying the price different. Do you want to go?',
    ]);
    const payment = await payPriceDifference('5008', { payMethod: 'balance' });
    expect(payment).toMatchObject({ paid: true, amount: 15, balance: 185 });
    expect(await getOrderInfo('5008')).toMatchObject({ status: 'to-be-collected', priceDifferenceDue: 0 });
    expect((await failure(payPriceDifference('5008', { payMethod: 'balance' }))).code).toBe(400);

    const freeBefore = (await getFreeBox('L001')).freeBoxes;
    const ticket = await pickOpen('5008');
    expect(ticket.boxNo).toBe('A08');
    tick(1600);
    expect((await getOpenResult(ticket.resultId)).status).toBe('success');
    await pickSuccess('5008');
    expect((await getOrderInfo('5008')).status).toBe('completed');
    expect((await getFreeBox('L001')).freeBoxes).toBe(freeBefore + 1);
    expect((await getOrder('8')).status).toBe('completed');
  });

  it('blocks collecting an overdue order until the overtime fee is paid', async () => {
    freezeClock();
    logIn();
    const blocked = await failure(pickOpen('5009'));
    expect(blocked.message).toBe('There is a timeout fee for the current order. Do you want to proceed with payment');
    const order = await getOrder('9');
    expect([order.status, order.overtimeFee, order.overtimeRule]).toEqual(['overdue', 6, { feePerDay: 2, capDays: 7 }]);
    await payTimeoutFee('5009', { payMethod: 'balance' });
    expect(await getOrder('9')).toMatchObject({ status: 'to-be-collected', overtimeFee: 0, overtimeFeePaid: 6 });
    expect(await balanceOf()).toBe(194);
    expect((await pickOpen('5009')).boxNo).toBe('A09');
    // Another started day makes it overdue again.
    tick(24 * 3_600_000);
    expect(await getOrder('9')).toMatchObject({ status: 'overdue', overtimeFee: 2 });
  });

  it('turns a waiting order overdue once free storage ends', async () => {
    freezeClock();
    logIn();
    expect((await getOrder('7')).status).toBe('to-be-collected');
    tick(41 * 3_600_000);
    expect(await getOrder('7')).toMatchObject({ status: 'overdue', overtimeFee: 2 });
    expect((await getOrderCounts()).overdue).toBe(2);
  });
});
