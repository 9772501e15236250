import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { failure } from '../testing/api-failure';
import { logIn } from '../testing/session';
import { getOrderCounts, getOrderInfoList, getOrderList } from './order';
import { groupPay, payPriceDifference, payTimeoutFee, pickOpen, storeOpen } from './order-writes';
import { readCreateAnswer } from './schemas/order';

/**
 * The order family read from a server that is not our mock: fields left out, values the app does not know,
 * numbers as strings. What the app requires is only what its next step cannot do without (CONTRACT.md).
 */

const answer = (method: 'get' | 'post', path: string, data: unknown) =>
  server.use(http[method](`*/user-api${path}`, () => HttpResponse.json({ code: 200, msg: 'success', data })));

const PAY_PARAMS = {
  appId: 'wx1',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=T1',
  signType: 'RSA',
  paySign: 's',
};

describe('order reads from another server', () => {
  it('reads an order with its kind, number, sub-order and items left out, and strings for ids and money', async () => {
    logIn();
    answer('get', '/order/order-list', {
      list: [
        { id: '41', type: 'store-cleaning', status: 'unpaid', actualPayment: '35.00', locker: null },
        {
          id: 42,
          orderInfoId: '5042',
          type: 'store-cleaning',
          status: 'to-be-collected',
          actualPayment: 35,
          locker: { lockerNo: 'L001', name: 'Jinshui' },
          boxNo: 7,
          payMethod: 'alipay',
          kind: 'locker-express',
        },
        {
          id: 43,
          type: 'door-to-door',
          status: 'refund',
          actualPayment: 40,
          refund: { status: 'under-review', amount: '40' },
          payMethod: 'balance',
        },
      ],
    });
    const [online, unknownKind, door] = (await getOrderList({ pageNum: 1, pageSize: 10 })).list;
    expect(online).toMatchObject({ id: '41', orderInfoId: null, orderNo: '41', kind: 'online', actualPayment: 35 });
    expect(online?.overtimeFee).toBeNull();
    expect(unknownKind).toMatchObject({ orderInfoId: '5042', kind: 'other', payMethod: 'other', boxNo: '7' });
    expect(door).toMatchObject({ kind: 'door-to-door', refund: { status: 'other', amount: 40, reason: '' } });
  });

  it('works out what a sub-order waits for, and where it is, when the server does not say', async () => {
    logIn();
    answer('get', '/order/order-info-list', [
      { orderInfoId: 1, orderId: 1, type: 'store-cleaning', status: 'to-be-stored' },
      { orderInfoId: 2, orderId: 2, type: 'store-cleaning', status: 'overdue', lockerNo: 'L001' },
      { orderInfoId: 3, orderId: 3, type: 'store-cleaning', status: 'cleaning', lockerNo: 'L001', action: null },
      { orderInfoId: 4, orderId: 4, type: 'store-cleaning', status: 'to-be-stored', storeNo: 'S001', action: 'hand' },
    ]);
    const infos = await getOrderInfoList({ lockerNo: 'L001' });
    expect(infos.map((info) => [info.action, info.kind, info.lockerNo])).toEqual([
      ['store', 'online', undefined],
      ['pick', 'cabinet', 'L001'],
      [null, 'cabinet', 'L001'],
      ['store', 'store', undefined],
    ]);
    expect(infos[1]).toMatchObject({ priceDifferenceDue: null, overtimeFeeDue: null });
  });

  it('leaves off a count the server does not send', async () => {
    logIn();
    answer('get', '/order/order-number', { all: '3', unpaid: 1 });
    const counts = await getOrderCounts();
    expect(counts).toMatchObject({ all: 3, unpaid: 1 });
    expect(counts.cleaning).toBeUndefined();
  });
});

describe('order writes from another server', () => {
  it('pays by chat app with only its parameters in the answer, by card with only its page', async () => {
    logIn();
    answer('post', '/order/group-pay', { payParams: PAY_PARAMS });
    expect(await groupPay(['1'], { payMethod: 'chat-app' })).toMatchObject({
      paid: false,
      payParams: PAY_PARAMS,
      tradeNo: null,
      amount: null,
      orderIds: [],
    });
    answer('post', '/order/pay-price-diff', { payUrl: 'https://pay.example/p?t=1', tradeNo: 77, orderIds: 'x' });
    expect(await payPriceDifference('5008', { payMethod: 'card' })).toMatchObject({
      payUrl: 'https://pay.example/p?t=1',
      tradeNo: '77',
      orderIds: [],
    });
  });

  it('needs nothing from a balance payment: data null is not paid yet (read back), paid 1 is paid', async () => {
    logIn();
    answer('post', '/order/pay-timeout-fee', null);
    expect(await payTimeoutFee('5009', { payMethod: 'balance' })).toMatchObject({ paid: false, payParams: null });
    answer('post', '/order/group-pay', { paid: 1 });
    expect((await groupPay(['1'], { payMethod: 'balance' })).paid).toBe(true);
  });

  it('cannot pay in the chat app without its parameters, nor by card without the page', async () => {
    logIn();
    answer('post', '/order/group-pay', { tradeNo: 'T1', paid: false });
    expect((await failure(groupPay(['1'], { payMethod: 'chat-app' }))).kind).toBe('malformed');
    expect((await failure(groupPay(['1'], { payMethod: 'card' }))).kind).toBe('malformed');
  });

  it('follows a box opening with only its result id', async () => {
    logIn();
    answer('post', '/order/store-open', { resultId: '77' });
    expect(await storeOpen('5002')).toEqual({ resultId: '77', boxNo: null });
    answer('post', '/order/pick-open', { resultId: 78, boxNo: 7 });
    expect(await pickOpen('5007')).toEqual({ resultId: '78', boxNo: '7' });
  });
});

describe('the answer to /order/create, read for what is there', () => {
  it('needs nothing', () => {
    expect(readCreateAnswer(null)).toEqual({ orderId: null, order: null, payment: null });
    expect(readCreateAnswer('success')).toEqual({ orderId: null, order: null, payment: null });
  });

  it('takes a readable order id wherever the answer puts it', () => {
    expect(readCreateAnswer(42).orderId).toBe('42');
    expect(readCreateAnswer({ orderId: '42' }).orderId).toBe('42');
    expect(readCreateAnswer({ id: 42 }).orderId).toBe('42');
    expect(readCreateAnswer({ order: { id: '42' } })).toMatchObject({ orderId: '42', order: null });
  });

  it('takes the order when it reads, and a payment that can go on', () => {
    const read = readCreateAnswer({
      order: { id: 42, type: 'store-cleaning', status: 'unpaid', actualPayment: 35 },
      payment: { payParams: PAY_PARAMS },
    });
    expect(read.order).toMatchObject({ id: '42', kind: 'online', orderNo: '42' });
    expect(read.payment).toMatchObject({ paid: false, payParams: PAY_PARAMS });
    expect(readCreateAnswer({ order: { id: 42 }, payment: null }).payment).toBeNull();
  });
});

describe('the goods of an order from another server', () => {
  it('reads counts as strings and names left out, and leaves off a list it cannot read', async () => {
    logIn();
    answer('get', '/order/order-list', {
      list: [
        {
          id: 1,
          type: 'store-cleaning',
          status: 'unpaid',
          actualPayment: 35,
          items: [{ goodsId: '101', count: '2', price: '25' }],
        },
        { id: 2, type: 'store-cleaning', status: 'unpaid', actualPayment: 35, items: [{ sku: 'X', qty: 1 }] },
      ],
    });
    const [counted, unreadable] = (await getOrderList({ pageNum: 1, pageSize: 10 })).list;
    expect(counted?.items).toEqual([{ goodsId: '101', name: '', count: 2, price: 25, addOns: [] }]);
    expect(unreadable?.items).toEqual([]);
  });

  it('names a cabinet or store by its number when the server leaves the name out', async () => {
    logIn();
    answer('get', '/order/order-list', {
      list: [
        { id: 1, type: 'store-cleaning', status: 'to-be-stored', actualPayment: 35, locker: { lockerNo: 'L001' } },
        { id: 2, type: 'store-cleaning', status: 'cleaning', actualPayment: 35, store: { storeNo: 5 } },
      ],
    });
    const [atCabinet, atStore] = (await getOrderList({ pageNum: 1, pageSize: 10 })).list;
    expect(atCabinet).toMatchObject({ kind: 'cabinet', locker: { lockerNo: 'L001', name: 'L001' } });
    expect(atStore).toMatchObject({ kind: 'store', store: { storeNo: '5', name: '5' } });
  });
});
