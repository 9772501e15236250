import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb, resetDb } from '../../mocks/db';
import { localeAtom } from '../state/locale';
import { getAppStore } from '../state/store';
import { failure } from '../testing/api-failure';
import { logIn } from '../testing/session';
import { API_BASE } from './client';
import { getFreeBox } from './locker';
import {
  bindOrder,
  countOrderAmount,
  createOrder,
  getOpenResult,
  getOrder,
  getOrderCounts,
  getOrderFlow,
  getOrderInfo,
  getOrderInfoList,
  getOrderList,
  getRefundReasons,
  groupPay,
  newRequestId,
  orderKeys,
  orderMutations,
  payPriceDifference,
  payTimeoutFee,
  pickOpen,
  pickSuccess,
  refundOrder,
  storeOpen,
  storeSuccess,
} from './order';
import { ORDER_STATUSES } from './schemas/order';
import { getWalletInfo } from './wallet';

/** Freezes the clock (Date only: timers stay real for the HTTP layer) and seeds the db at that time. */
function freezeClock(at = new Date()) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  resetDb();
}

function tick(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

async function mockPost(path: string, body: unknown) {
  const response = await fetch(new URL(`${API_BASE}${path}`, location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

const dayText = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const balanceOf = async () => (await getWalletInfo()).balance;

/** Two standard sneaker washes with whitening at cabinet L001: member price 2 × 25 + 2 × 10. */
const draft = (overrides: Partial<Parameters<typeof createOrder>[0]> = {}): Parameters<typeof createOrder>[0] => ({
  requestId: newRequestId(),
  shopId: 0,
  kind: 'cabinet',
  lockerNo: 'L001',
  items: [{ goodsId: 101, count: 2, addOnIds: [1] }],
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

/** Creates through the api, insisting on the whole order in the answer (the mock sends it). */
async function create(input: Parameters<typeof createOrder>[0]) {
  const result = await createOrder(input);
  if (!result.order) throw new Error('the answer carries no readable order');
  return { ...result, order: result.order };
}

describe('order family: sessions', () => {
  it('answers 401 without a token, for reads and writes, and changes nothing', async () => {
    const before = getDb().orders.length;
    for (const call of [
      getOrderList({ pageNum: 1, pageSize: 10 }),
      getOrderCounts(),
      getOrderInfoList({ lockerNo: 'L001' }),
      getOrder(1),
      getRefundReasons(),
      createOrder(draft({ payMethod: 'balance' })),
      storeOpen(5002),
      refundOrder({ orderId: 2, reasonId: 1 }),
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
      [3, null, 'store'],
      [2, 'L001', 'store'],
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
    expect((await getOrderInfoList({ lockerNo: 'L002' })).map((info) => info.orderId)).toEqual([3]);
    expect(await getOrderInfoList({ lockerNo: 'L003' })).toEqual([]);
  });

  it('shows the detail, the sub-order and the cleaning progress with photos', async () => {
    logIn();
    const order = await getOrder(8);
    expect(order).toMatchObject({ status: 'price-difference', type: 'store-cleaning', payMethod: 'chat-app' });
    expect(order.priceDifference).toMatchObject({ amount: 15, paid: false });
    expect(order.photos.length).toBeGreaterThan(0);
    expect(order.photos.length).toBeLessThanOrEqual(3);
    expect(order.photos[0]).toMatch(/^data:image\/svg\+xml,/);
    const info = await getOrderInfo(order.orderInfoId ?? 0);
    expect(info).toMatchObject({ orderId: 8, action: 'pick', lockerName: 'Zhengzhou Jinshui Cabinet' });
    const flow = await getOrderFlow(order.orderInfoId ?? 0);
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
    const door = await getOrder(5);
    expect(door).toMatchObject({ type: 'door-to-door', status: 'pending-acceptance', deliveryFee: 5 });
    expect(door.address?.contact).toBe('Lan Nguyen');
    expect(door.expectedVisitTime).toBeInstanceOf(Date);
  });

  it("hides other customers' orders and answers in the request language", async () => {
    logIn(1002);
    expect((await failure(getOrder(1))).code).toBe(404);
    getAppStore().set(localeAtom, 'zh-CN');
    logIn();
    expect((await getRefundReasons())[0]).toEqual({ id: 1, text: '误下单' });
  });
});

describe('order family: ordering and paying', () => {
  it('prices a draft: member prices, add-ons, voucher and door-to-door delivery fee', async () => {
    logIn();
    expect(await countOrderAmount({ kind: 'cabinet', items: [{ goodsId: 101, count: 2, addOnIds: [1] }] })).toEqual({
      cleaningCost: 50,
      additionalService: 20,
      deliveryFee: 0,
      voucher: 0,
      actualPayment: 70,
    });
    // Coupon 2: 10 off from 50.
    const withVoucher = await countOrderAmount({
      kind: 'door-to-door',
      shopId: 0,
      couponId: 2,
      items: [
        { goodsId: 102, count: 1, addOnIds: [] },
        { goodsId: 101, count: 1, addOnIds: [] },
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
      countOrderAmount({ kind: 'cabinet', couponId: 2, items: [{ goodsId: 101, count: 1, addOnIds: [] }] }),
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
    const confirmed = await mockPost('/__mock/pay/confirm', { tradeNo: payment?.tradeNo, outcome: 'paid' });
    expect(confirmed.code).toBe(200);
    expect((await getOrder(order.id)).status).toBe('to-be-stored');
    expect(await balanceOf()).toBe(200);
  });

  it('gives a card payment page and leaves the order unpaid when the payment fails', async () => {
    logIn();
    const { order, payment } = await create(draft({ payMethod: 'card', returnUrl: 'http://app/#/x' }));
    expect(payment?.payUrl).toContain(`tradeNo=${payment?.tradeNo}`);
    await mockPost('/__mock/pay/confirm', { tradeNo: payment?.tradeNo, outcome: 'failed' });
    expect((await getOrder(order.id)).status).toBe('unpaid');
  });

  it('pays several unpaid orders together, once, and refuses them after the pay window', async () => {
    freezeClock();
    logIn();
    const a = await create(draft());
    const b = await create(draft({ items: [{ goodsId: 103, count: 1, addOnIds: [] }] }));
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
    const base = draft({ kind: 'door-to-door', lockerNo: undefined, deliveryAddressId: 1, payMethod: 'balance' });
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
      createOrder({ ...base, requestId: newRequestId(), shopId: 5, expectedVisitTime: `${day} 14:00` }),
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

describe('order family: the box flow', () => {
  it('stores: open is pending, then succeeds; store-success moves the order to pending acceptance', async () => {
    freezeClock();
    logIn();
    const freeBefore = (await getFreeBox('L001')).freeBoxes;
    const ticket = await storeOpen(5002);
    expect(ticket.boxNo).toMatch(/^A\d{2}$/);
    expect((await getFreeBox('L001')).freeBoxes).toBe(freeBefore - 1);
    expect(await getOpenResult(ticket.resultId)).toEqual({
      resultId: ticket.resultId,
      status: 'pending',
      boxNo: ticket.boxNo,
    });
    expect((await storeOpen(5002)).resultId).toBe(ticket.resultId); // a double tap follows the same opening
    expect((await failure(storeSuccess(5002))).message).toBe('The box has not been opened yet. Please open it first');
    tick(1600);
    expect((await getOpenResult(ticket.resultId)).status).toBe('success');
    await storeSuccess(5002);
    expect(await getOrderInfo(5002)).toMatchObject({ status: 'pending-acceptance', boxNo: ticket.boxNo, action: null });
    await storeSuccess(5002); // repeat is harmless
    expect((await getOrderInfo(5002)).status).toBe('pending-acceptance');
    expect((await getOrder(2)).status).toBe('pending-acceptance');
    expect((await getOrderFlow(5002)).at(-1)?.step).toBe('stored');
  });

  it('fails the next opening when told to, and the retry opens the same box', async () => {
    freezeClock();
    logIn();
    const set = await mockPost('/__mock/next-open-fails', { count: 1 });
    expect(set).toMatchObject({ code: 200, data: { failNextOpens: 1 } });
    const first = await storeOpen(5002);
    tick(1600);
    expect((await getOpenResult(first.resultId)).status).toBe('failed');
    expect((await getOrder(2)).status).toBe('to-be-stored');
    const retry = await storeOpen(5002);
    expect(retry.resultId).not.toBe(first.resultId);
    expect(retry.boxNo).toBe(first.boxNo);
    tick(1600);
    expect((await getOpenResult(retry.resultId)).status).toBe('success');
  });

  it('needs an unbound online order bound to the cabinet first', async () => {
    logIn();
    expect((await failure(storeOpen(5003))).message).toBe('Please bind the order to this cabinet first');
    const other = await failure(bindOrder({ orderId: 3, lockerNo: 'L003' }));
    expect(other.message).toBe('This cabinet belongs to another shop');
    await bindOrder({ orderId: 3, lockerNo: 'L001' });
    expect((await getOrder(3)).locker).toEqual({ lockerNo: 'L001', name: 'Zhengzhou Jinshui Cabinet' });
    expect((await storeOpen(5003)).boxNo).toBeTruthy();
    expect((await failure(bindOrder({ orderId: 7, lockerNo: 'L001' }))).code).toBe(400);
  });

  it('refuses to store in a full or offline cabinet', async () => {
    logIn();
    const row = getDb().orders.find((order) => order.id === 2);
    if (!row) throw new Error('seed order 2 missing');
    row.lockerNo = 'L002';
    expect((await failure(storeOpen(5002))).message).toBe(
      'No box is free in this cabinet right now. Please try another cabinet',
    );
    row.lockerNo = 'L003';
    expect((await failure(storeOpen(5002))).message).toBe('This cabinet is offline. Please try another cabinet');
  });

  it('blocks collecting while a price difference is owed, until it is paid', async () => {
    freezeClock();
    logIn();
    const blocked = await failure(pickOpen(5008));
    expect([blocked.code, blocked.message]).toEqual([
      400,
      'You can only pickup your shoes after paying the price different. Do you want to go?',
    ]);
    const payment = await payPriceDifference(5008, { payMethod: 'balance' });
    expect(payment).toMatchObject({ paid: true, amount: 15, balance: 185 });
    expect(await getOrderInfo(5008)).toMatchObject({ status: 'to-be-collected', priceDifferenceDue: 0 });
    expect((await failure(payPriceDifference(5008, { payMethod: 'balance' }))).code).toBe(400);

    const freeBefore = (await getFreeBox('L001')).freeBoxes;
    const ticket = await pickOpen(5008);
    expect(ticket.boxNo).toBe('A08');
    tick(1600);
    expect((await getOpenResult(ticket.resultId)).status).toBe('success');
    await pickSuccess(5008);
    expect((await getOrderInfo(5008)).status).toBe('completed');
    expect((await getFreeBox('L001')).freeBoxes).toBe(freeBefore + 1);
    expect((await getOrder(8)).status).toBe('completed');
  });

  it('blocks collecting an overdue order until the overtime fee is paid', async () => {
    freezeClock();
    logIn();
    const blocked = await failure(pickOpen(5009));
    expect(blocked.message).toBe('There is a timeout fee for the current order. Do you want to proceed with payment');
    const order = await getOrder(9);
    expect([order.status, order.overtimeFee, order.overtimeRule]).toEqual(['overdue', 6, { feePerDay: 2, capDays: 7 }]);
    await payTimeoutFee(5009, { payMethod: 'balance' });
    expect(await getOrder(9)).toMatchObject({ status: 'to-be-collected', overtimeFee: 0, overtimeFeePaid: 6 });
    expect(await balanceOf()).toBe(194);
    expect((await pickOpen(5009)).boxNo).toBe('A09');
    // Another started day makes it overdue again.
    tick(24 * 3_600_000);
    expect(await getOrder(9)).toMatchObject({ status: 'overdue', overtimeFee: 2 });
  });

  it('turns a waiting order overdue once free storage ends', async () => {
    freezeClock();
    logIn();
    expect((await getOrder(7)).status).toBe('to-be-collected');
    tick(41 * 3_600_000);
    expect(await getOrder(7)).toMatchObject({ status: 'overdue', overtimeFee: 2 });
    expect((await getOrderCounts()).overdue).toBe(2);
  });
});

describe('order family: refunds', () => {
  it('refunds a balance payment back to the wallet and frees the voucher', async () => {
    logIn();
    const { order } = await create(
      draft({ payMethod: 'balance', couponId: 2, items: [{ goodsId: 102, count: 2, addOnIds: [] }] }),
    );
    expect(order).toMatchObject({ actualPayment: 74, voucher: 10 });
    expect(await balanceOf()).toBe(126);
    expect(getDb().coupons.find((coupon) => coupon.id === 2)?.status).toBe('used');
    await refundOrder({ orderId: order.id, reasonId: 2, remark: 'changed plans' });
    expect(await getOrder(order.id)).toMatchObject({
      status: 'refund',
      refund: { status: 'refunded', amount: 74, reason: 'Changed my mind' },
    });
    expect(await balanceOf()).toBe(200);
    expect(getDb().coupons.find((coupon) => coupon.id === 2)?.status).toBe('unused');
  });

  it('refunds a card payment as refunding, an unpaid order at once, and refuses later statuses', async () => {
    logIn();
    await refundOrder({ orderId: 5, reasonId: 4 });
    expect((await getOrder(5)).refund?.status).toBe('refunding');
    await refundOrder({ orderId: 1, reasonId: 1 });
    expect((await getOrder(1)).refund).toMatchObject({ status: 'refunded', amount: 0 });
    expect((await failure(refundOrder({ orderId: 7, reasonId: 1 }))).message).toBe(
      'This order can no longer be refunded',
    );
    expect((await failure(refundOrder({ orderId: 2, reasonId: 99 }))).message).toBe('Please select a refund reason');
    expect(await balanceOf()).toBe(200);
  });

  it('refreshes the order family and the wallet after a mutation', async () => {
    logIn();
    const client = new QueryClient();
    client.setQueryData(orderKeys.counts(), { stale: true });
    client.setQueryData(['wallet', 'info'], { stale: true });
    const observer = new MutationObserver(client, orderMutations.refund());
    await observer.mutate({ orderId: 2, reasonId: 1 });
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
