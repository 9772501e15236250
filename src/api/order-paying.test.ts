import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { failure } from '../testing/api-failure';
import { freezeClock, tick } from '../testing/mock-clock';
import { mockControl } from '../testing/mock-control';
import { balanceOf, create, draft } from '../testing/order-drafts';
import { logIn } from '../testing/session';
import { countOrderAmount, getOrder, getOrderCounts, getOrderInfoList, getOrderList } from './order';
import { createOrder, groupPay, newRequestId } from './order-writes';

const dayText = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('order family: ordering and paying', () => {
  it('prices a draft: member prices, add-ons, voucher and door-to-door delivery fee', async () => {
    logIn();
    expect(await countOrderAmount({ kind: 'cabinet', items: [{ goodsId: '101', count: 2, addOnIds: ['1'] }] })).toEqual(
      {
        cleaningCost: 50,
        additionalService: 20,
        deliveryFee: 0,
        voucher: 0,
        actualPayment: 70,
      },
    );
    // Coupon 2: 10 off from 50.
    const withVoucher = await countOrderAmount({
      kind: 'door-to-door',
      shopId: '0',
      couponId: '2',
      items: [
        { goodsId: '102', count: 1, addOnIds: [] },
        { goodsId: '101', count: 1, addOnIds: [] },
      ],
    });
    expect(withVoucher).toEqual({
      cleaningCost: 67,
      additionalService: 0,
      deliveryFee: 5,
      voucher: 10,
      actualPayment: 62,
    });
    const below = await failure(
      countOrderAmount({ kind: 'cabinet', couponId: '2', items: [{ goodsId: '101', count: 1, addOnIds: [] }] }),
    );
    expect([below.code, below.message]).toEqual([400, 'This voucher cannot be used for this order']);
  });

  it('creates, pays by balance, and the order shows in the list and the counts', async () => {
    logIn();
    const counts = await getOrderCounts();
    const result = await create(draft({ payMethod: 'balance' }));
    expect(result.payment).toMatchObject({ paid: true, payMethod: 'balance', amount: 70, balance: 130 });
    expect(result.order).toMatchObject({ status: 'to-be-stored', actualPayment: 70, payMethod: 'balance' });
    expect(result.order.pickupCode).toMatch(/^\d{6}$/);
    expect(await balanceOf()).toBe(130);

    const after = await getOrderCounts();
    expect(after.all).toBe((counts.all ?? 0) + 1);
    expect(after['to-be-stored']).toBe((counts['to-be-stored'] ?? 0) + 1);
    const list = await getOrderList({ status: 'to-be-stored', pageNum: 1, pageSize: 10 });
    expect(list.list[0]?.id).toBe(result.order.id);
    const atCabinet = await getOrderInfoList({ lockerNo: 'L001', kind: 'store' });
    expect(atCabinet.map((info) => info.orderInfoId)).toContain(result.order.orderInfoId);
  });

  it('creates one order for a repeated request id, even for a double tap', async () => {
    logIn();
    const before = getDb().orders.length;
    const input = draft({ payMethod: 'balance' });
    const [first, second] = await Promise.all([create(input), create(input)]);
    const third = await create(input);
    expect(second.order.id).toBe(first.order.id);
    expect(third.order.id).toBe(first.order.id);
    expect(getDb().orders.length).toBe(before + 1);
    expect(await balanceOf()).toBe(130); // charged once
    const other = await create(draft({ payMethod: 'balance' }));
    expect(other.order.id).not.toBe(first.order.id);
  });

  it('refuses a balance payment beyond the balance and creates nothing', async () => {
    logIn(1002);
    const error = await failure(createOrder(draft({ payMethod: 'balance' })));
    expect([error.kind, error.code, error.message]).toEqual(['business', 400, 'Insufficient account balance']);
    expect((await getOrderCounts()).all).toBe(0);
  });

  it('keeps a chat-app order unpaid until the payment is confirmed', async () => {
    logIn();
    const { order, payment } = await create(draft({ payMethod: 'chat-app' }));
    expect(order.status).toBe('unpaid');
    expect(payment?.paid).toBe(false);
    expect(payment?.payParams?.package).toBe(`prepay_id=${payment?.tradeNo}`);
    expect((await getOrder(order.id)).status).toBe('unpaid');
    const confirmed = await mockControl('pay/confirm', { tradeNo: payment?.tradeNo, outcome: 'paid' });
    expect(confirmed.code).toBe(200);
    expect((await getOrder(order.id)).status).toBe('to-be-stored');
    expect(await balanceOf()).toBe(200);
  });

  it('gives a card payment page and leaves the order unpaid when the payment fails', async () => {
    logIn();
    const { order, payment } = await create(draft({ payMethod: 'card', returnUrl: 'http://app/#/x' }));
    expect(payment?.payUrl).toContain(`tradeNo=${payment?.tradeNo}`);
    await mockControl('pay/confirm', { tradeNo: payment?.tradeNo, outcome: 'failed' });
    expect((await getOrder(order.id)).status).toBe('unpaid');
  });

  it('pays several unpaid orders together, once, and refuses them after the pay window', async () => {
    freezeClock();
    logIn();
    const a = await create(draft());
    const b = await create(draft({ items: [{ goodsId: '103', count: 1, addOnIds: [] }] }));
    expect([a.order.status, b.order.status, a.payment]).toEqual(['unpaid', 'unpaid', null]);
    const paid = await groupPay([a.order.id, b.order.id], { payMethod: 'balance' });
    expect(paid).toMatchObject({ paid: true, amount: 104, balance: 96 });
    expect((await getOrder(b.order.id)).status).toBe('to-be-stored');
    expect((await failure(groupPay([a.order.id], { payMethod: 'balance' }))).message).toBe(
      'This order has already been paid',
    );

    const late = await create(draft());
    tick(31 * 60_000);
    const error = await failure(groupPay([late.order.id], { payMethod: 'balance' }));
    expect(error.message).toBe('Order has timed out');
  });

  it('books a door-to-door order into a slot and refuses closed or ended days', async () => {
    const today = new Date();
    freezeClock(new Date(today.getFullYear(), today.getMonth(), today.getDate(), 10, 30));
    logIn();
    const day = dayText(new Date(Date.now() + 86_400_000));
    const base = draft({ kind: 'door-to-door', lockerNo: undefined, deliveryAddressId: '1', payMethod: 'balance' });
    const { order } = await create({ ...base, expectedVisitTime: `${day} 14:00` });
    expect(order).toMatchObject({ status: 'pending-acceptance', type: 'door-to-door', deliveryFee: 5 });
    expect(order.expectedVisitTime?.getHours()).toBe(14);
    expect(order.address?.detail).toContain('Garden Street');

    const past = await failure(createOrder({ ...base, requestId: newRequestId(), expectedVisitTime: `${day} 07:00` }));
    expect(past.message).toBe('Please select the doorstep time');
    tick(8 * 3_600_000); // 18:30: today's booking closed at 18:00
    const todayText = dayText(new Date());
    const ended = await failure(
      createOrder({ ...base, requestId: newRequestId(), expectedVisitTime: `${todayText} 16:00` }),
    );
    expect(ended.message).toBe('The appointment ends today. Please choose another time');
    const closed = await failure(
      createOrder({ ...base, requestId: newRequestId(), shopId: '5', expectedVisitTime: `${day} 14:00` }),
    );
    expect(closed.message).toBe('The current site has not yet opened appointment door-to-door service');
    const noAddress = await failure(
      createOrder({
        ...base,
        requestId: newRequestId(),
        deliveryAddressId: undefined,
        expectedVisitTime: `${day} 14:00`,
      }),
    );
    expect(noAddress.message).toBe('Please select a shipping address');
  });
});
