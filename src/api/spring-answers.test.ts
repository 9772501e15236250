import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { logIn } from '../testing/session';
import { forgetIdForms } from './json';
import { getOpenResult, getOrder, getOrderList } from './order';
import { storeOpen } from './order-writes';
import { getAppointmentInfo, getNearbySites } from './site';
import { getClaimableCoupons, getRechargeActivity } from './wallet';

/**
 * Answers as a Java (Spring) user-api writes them (CONTRACT.md), one case each: 19-digit ids as strings and as
 * bare numbers, null for no value, 0/1 flags, 'HH:mm:ss' times, epoch-millisecond and array date-times, enums
 * by name or number, and the review's remaining items (shared/reviews/spec-conformance.md, calls #8, #12,
 * #18, #19, #28).
 */

/** The next call to `path` is answered with this text as its body, written as a Java server writes it. */
function answerText(path: string, text: string, sent?: (body: string) => void) {
  server.use(
    http.all(
      `*/user-api${path}`,
      async ({ request }) => {
        sent?.(await request.clone().text());
        return new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } });
      },
      { once: true },
    ),
  );
}
const answer = (path: string, data: unknown) => answerText(path, JSON.stringify({ code: 200, msg: 'success', data }));

const SNOWFLAKE = '1595960837329205001';
const javaOrder = (id: string) =>
  `{"id":${id},"orderInfoId":"1595960837329205002","orderNo":null,"type":"STORE_CLEANING","status":1,` +
  `"kind":null,"shopId":1595960837329200003,"createdAt":1764400000000,"payDeadline":null,"paidAt":[2026,11,29,10,30,5],` +
  `"pickupCode":null,"boxNo":null,"locker":{"lockerNo":null,"name":null},"store":null,` +
  `"address":{"id":null,"contact":null,"phone":null,"detail":"1 Main St","isDefault":0},` +
  `"remarks":null,"actualPayment":"29.00","cleaningCost":null,"additionalService":null,"deliveryFee":null,` +
  `"voucher":null,"payMethod":"CHAT_APP","overtimeFee":null,"overtimeFeePaid":null,"priceDifference":{"amount":null},` +
  `"photos":null,"items":null,"freeUntil":null,"overtimeRule":{"feePerDay":null,"capDays":null},"refund":null}`;

describe('64-bit ids', () => {
  it('a bare 19-digit id keeps every digit, and goes back as a bare number with the same digits', async () => {
    logIn();
    forgetIdForms();
    answerText('/order/order-info', `{"code":200,"msg":"success","data":${javaOrder(SNOWFLAKE)}}`);
    const order = await getOrder(SNOWFLAKE);
    expect(order.id).toBe(SNOWFLAKE);
    expect(order.orderInfoId).toBe('1595960837329205002');
    expect(order.shopId).toBe('1595960837329200003');

    let sent = '';
    answerText('/order/store-open', '{"code":200,"msg":"success","data":{"resultId":1595960837329209999}}', (body) => {
      sent = body;
    });
    const ticket = await storeOpen(order.id);
    expect(sent).toBe(`{"orderInfoId":${SNOWFLAKE}}`);
    expect(ticket.resultId).toBe('1595960837329209999');
  });

  it('an id sent as a string goes back as a string, digit for digit', async () => {
    logIn();
    forgetIdForms();
    answerText('/order/order-info', `{"code":200,"msg":"success","data":${javaOrder(`"${SNOWFLAKE}"`)}}`);
    const order = await getOrder(SNOWFLAKE);
    let sent = '';
    answerText('/order/store-open', '{"code":200,"msg":"success","data":{"resultId":"7"}}', (body) => {
      sent = body;
    });
    await storeOpen(order.id);
    expect(sent).toBe(`{"orderInfoId":"${SNOWFLAKE}"}`);
  });
});

describe('null for no value, and Spring types', () => {
  it('an order with every field it can do without null is read, with its enums by name or number', async () => {
    logIn();
    answerText(
      '/order/order-list',
      `{"code":200,"msg":"success","data":{"list":[${javaOrder(SNOWFLAKE)}],"total":null,"pageNum":1,"pageSize":10}}`,
    );
    const page = await getOrderList({ pageNum: 1, pageSize: 10 });
    const [order] = page.list;
    expect(order).toMatchObject({
      id: SNOWFLAKE,
      orderNo: SNOWFLAKE,
      type: 'store-cleaning',
      status: 'to-be-stored',
      payMethod: 'chat-app',
      actualPayment: 29,
      remarks: '',
      locker: null,
      priceDifference: null,
      overtimeRule: null,
      photos: [],
    });
    expect(order?.createdAt?.getTime()).toBe(1764400000000);
    expect(order?.paidAt).toEqual(new Date(2026, 10, 29, 10, 30, 5));
  });

  it('an order the app cannot read leaves the list, not the list the screen', async () => {
    logIn();
    answerText(
      '/order/order-list',
      `{"code":200,"msg":"success","data":{"list":[${javaOrder('null')},${javaOrder('"42"')}],"total":2}}`,
    );
    const page = await getOrderList({ pageNum: 1, pageSize: 10 });
    expect(page.list.map((order) => order.id)).toEqual(['42']);
  });
});

describe("the review's remaining items", () => {
  it('#28 a box opening reads without the echo of its result id, and a status by name', async () => {
    logIn();
    answer('/order/open-result', { status: 'SUCCESS', boxNo: 8 });
    expect(await getOpenResult('5')).toMatchObject({ resultId: null, status: 'success', boxNo: '8' });
    answer('/order/open-result', { resultId: 5, status: null, boxNo: null });
    expect((await getOpenResult('5')).status).toBe('pending');
  });

  it('#8 recharge packages: the new-user pack as 0/1, no title', async () => {
    logIn();
    answer('/wallet/recharge-activity', {
      activityId: null,
      title: null,
      packages: [{ id: 1, price: '100.00', giftAmount: null, payAmount: 90, newUserPack: 1 }],
    });
    const activity = await getRechargeActivity('3');
    expect(activity).toMatchObject({
      title: '',
      packages: [{ id: '1', price: 100, giftAmount: 0, newUserPack: true }],
    });
  });

  it('#18 nearby sites without kind or distance', async () => {
    answer('/site/nearby', [
      {
        id: 1,
        kind: null,
        lockerNo: 'L001',
        storeNo: null,
        name: null,
        address: null,
        latitude: 34.79,
        longitude: 113.54,
        distance: null,
      },
    ]);
    const [site] = await getNearbySites({ latitude: 34.79, longitude: 113.54, shopId: '3' });
    expect(site).toMatchObject({ id: '1', kind: 'locker', name: 'L001', distance: null });
  });

  it("#19 door-to-door times as 'HH:mm:ss'", async () => {
    answer('/site/appointment-info', {
      open: 1,
      siteId: 2,
      slots: [{ date: '2026-11-30', times: [{ start: '09:00:00', end: '11:00:00', available: 1 }] }],
      deliveryFee: '5.00',
      lastBookingTime: '18:00:00',
    });
    const info = await getAppointmentInfo({ shopId: '3' });
    expect(info).toMatchObject({
      open: true,
      lastBookingTime: '18:00',
      slots: [{ date: '2026-11-30', times: [{ start: '09:00', end: '11:00', available: true }] }],
      deliveryFee: 5,
    });
  });

  it('#12 a claimable voucher without the `claimed` flag', async () => {
    logIn();
    answer('/wallet/coupon-list', {
      list: [{ id: 7, name: null, type: 0, amount: 10, minSpend: null, goodsIds: null, validTo: null, days: 30 }],
      total: 1,
    });
    const page = await getClaimableCoupons({ pageNum: 1, pageSize: 10, shopId: '3' });
    expect(page.list[0]).toMatchObject({ id: '7', templateId: '7', claimed: false, name: '', minSpend: 0, days: 30 });
  });
});
