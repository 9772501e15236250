import { http } from 'msw';
import { ORDER_INFO_ACTIONS, ORDER_STATUSES, type OrderStatus } from '../../src/api/schemas/order';
import { getDb } from '../db';
import {
  advanceOrder,
  allOrders,
  bindOrder,
  type CreateInput,
  confirmOrderPayment,
  createOrder,
  flowView,
  groupPay,
  isOrderTradeNo,
  openResultOf,
  orderById,
  orderByInfoId,
  orderCounts,
  orderInfosOf,
  orderInfoView,
  ordersOf,
  orderView,
  PAYMENT_OUTCOMES,
  type PaymentOutcome,
  paymentView,
  payPriceDifference,
  payTimeoutFee,
  pickOpen,
  pickSuccess,
  priceOrder,
  refundOrder,
  storeOpen,
  storeSuccess,
} from '../db/orders';
import { BusinessFailure } from '../lib/failure';
import { api, fail, jsonBody, numberParam, ok, paginate, stringParam } from '../lib/http';
import { answer, session } from '../lib/session';
import { type Lang, langOf, tr, txt } from '../lib/text';

/**
 * Mirrors src/api/order.ts: every call is a session call (code 401 without a valid token). The rules live in
 * mocks/db/orders/; these handlers read the request, call them and answer in the request's language.
 *
 * Control endpoints (not part of the real api), for the developer panel and the tests:
 * - `POST /user-api/__mock/next-open-fails {count}`: the next `count` box openings fail;
 * - `POST /user-api/__mock/advance-order {orderId, priceDifference?: {amount, reason}, expire?, lateDays?}`:
 *   moves an order to its next status (see `advanceOrder`);
 * - `GET /user-api/__mock/orders`: every order of every customer;
 * - `POST /user-api/__mock/pay/confirm {tradeNo, outcome: 'paid' | 'failed'}` for order payments ('OP…'):
 *   the wallet's handler of the same path answers for top-ups and lets order payments through to this one.
 */

/** The user-api base the request came to (`http://host/user-api`), for links the mock hands out. */
function apiBase(request: Request): string {
  const at = request.url.indexOf('/user-api/');
  return at === -1 ? new URL(request.url).origin : request.url.slice(0, at + '/user-api'.length);
}

/** The mock's control endpoints: anyone may call them, failures answer as in a session call. */
function control(handle: (request: Request, lang: Lang) => unknown) {
  return ({ request }: { request: Request }) => {
    const lang = langOf(request);
    return answer(lang, () => handle(request, lang));
  };
}

const unknownStatus = txt('Unknown order status', 'Trạng thái đơn hàng không hợp lệ', '未知的订单状态');
const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

export const orderHandlers = [
  http.get(
    api('/order/order-list'),
    session(({ request, user, lang, db }) => {
      const status = stringParam(request, 'status');
      if (status && status !== 'all' && !isStatus(status)) throw new BusinessFailure(400, unknownStatus);
      const rows = ordersOf(db, user.id, status && isStatus(status) ? status : undefined);
      return paginate(
        rows.map((row) => orderView(db, row, lang)),
        request,
      );
    }),
  ),
  http.get(
    api('/order/order-number'),
    session(({ user, db }) => orderCounts(db, user.id)),
  ),
  http.get(
    api('/order/order-info-list'),
    session(({ request, user, lang, db }) => {
      const kind = stringParam(request, 'kind');
      const lockerNo = stringParam(request, 'lockerNo') || undefined;
      return orderInfosOf(
        db,
        user.id,
        lockerNo,
        ORDER_INFO_ACTIONS.find((action) => action === kind),
      ).map((row) => orderInfoView(db, row, lang));
    }),
  ),
  http.get(
    api('/order/order-info'),
    session(({ request, user, lang, db }) => orderView(db, orderById(db, user.id, numberParam(request, 'id')), lang)),
  ),
  http.get(
    api('/order/order-info-info'),
    session(({ request, user, lang, db }) =>
      orderInfoView(db, orderByInfoId(db, user.id, numberParam(request, 'orderInfoId')), lang),
    ),
  ),
  http.get(
    api('/order/open-result'),
    session(({ request, user, db }) => openResultOf(db, user, numberParam(request, 'resultId'))),
  ),
  http.get(
    api('/order/refund-reason'),
    session(({ lang, db }) => db.refundReasons.map((row) => ({ id: row.id, text: tr(row.text, lang) }))),
  ),
  http.get(
    api('/order/order-flow'),
    session(({ request, user, lang, db }) =>
      flowView(orderByInfoId(db, user.id, numberParam(request, 'orderInfoId')), lang),
    ),
  ),

  http.post(
    api('/order/count-order-amount'),
    session(async ({ request, user, db }) => {
      const body = await jsonBody<CreateInput>(request);
      const { cleaningCost, additionalService, deliveryFee, voucher, actualPayment } = priceOrder(db, user, body);
      return { cleaningCost, additionalService, deliveryFee, voucher, actualPayment };
    }),
  ),
  http.post(
    api('/order/create'),
    session(async ({ request, user, lang, db }) => {
      const body = await jsonBody<CreateInput>(request);
      const created = createOrder(db, user, body);
      return {
        order: orderView(db, created.order, lang),
        payment: created.payment ? paymentView(created.payment, apiBase(request)) : null,
      };
    }),
  ),
  http.post(
    api('/order/group-pay'),
    session(async ({ request, user, db }) => {
      const body = await jsonBody<{ orderIds: unknown; payMethod: unknown; returnUrl: unknown }>(request);
      return paymentView(groupPay(db, user, body.orderIds, body.payMethod, body.returnUrl), apiBase(request));
    }),
  ),
  http.post(
    api('/order/pay-price-diff'),
    session(async ({ request, user, db }) => {
      const body = await jsonBody<{ orderInfoId: unknown; payMethod: unknown; returnUrl: unknown }>(request);
      const start = payPriceDifference(db, user, body.orderInfoId, body.payMethod, body.returnUrl);
      return paymentView(start, apiBase(request));
    }),
  ),
  http.post(
    api('/order/pay-timeout-fee'),
    session(async ({ request, user, db }) => {
      const body = await jsonBody<{ orderInfoId: unknown; payMethod: unknown; returnUrl: unknown }>(request);
      const start = payTimeoutFee(db, user, body.orderInfoId, body.payMethod, body.returnUrl);
      return paymentView(start, apiBase(request));
    }),
  ),
  http.post(
    api('/order/store-open'),
    session(async ({ request, user, db }) => {
      const body = await jsonBody<{ orderInfoId: unknown }>(request);
      const result = storeOpen(db, user, body.orderInfoId);
      return { resultId: result.id, boxNo: result.boxNo };
    }),
  ),
  http.post(
    api('/order/pick-open'),
    session(async ({ request, user, db }) => {
      const body = await jsonBody<{ orderInfoId: unknown }>(request);
      const result = pickOpen(db, user, body.orderInfoId);
      return { resultId: result.id, boxNo: result.boxNo };
    }),
  ),
  http.post(
    api('/order/store-success'),
    session(async ({ request, user, lang, db }) => {
      const body = await jsonBody<{ orderInfoId: unknown }>(request);
      return orderInfoView(db, storeSuccess(db, user, body.orderInfoId), lang);
    }),
  ),
  http.post(
    api('/order/pick-success'),
    session(async ({ request, user, lang, db }) => {
      const body = await jsonBody<{ orderInfoId: unknown }>(request);
      return orderInfoView(db, pickSuccess(db, user, body.orderInfoId), lang);
    }),
  ),
  http.post(
    api('/order/refund'),
    session(async ({ request, user, lang, db }) => {
      const body = await jsonBody<{ orderId: unknown; reasonId: unknown; remark: unknown }>(request);
      return orderView(db, refundOrder(db, user, body.orderId, body.reasonId, body.remark), lang);
    }),
  ),
  http.post(
    api('/order/binding-order'),
    session(async ({ request, user, lang, db }) => {
      const body = await jsonBody<{ orderId: unknown; lockerNo: unknown }>(request);
      return orderView(db, bindOrder(db, user, body.orderId, body.lockerNo), lang);
    }),
  ),

  // ---- mock control ----
  http.post(
    '*/user-api/__mock/next-open-fails',
    control(async (request) => {
      const body = await jsonBody<{ count: unknown }>(request);
      const count = body.count === undefined ? 1 : Number(body.count);
      getDb().orderMock.failNextOpens = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
      return { failNextOpens: getDb().orderMock.failNextOpens };
    }),
  ),
  http.post(
    '*/user-api/__mock/advance-order',
    control(async (request, lang) => {
      const body = await jsonBody<{
        orderId: unknown;
        priceDifference: { amount: number; reason?: string } | null;
        expire: boolean;
        lateDays: number;
      }>(request);
      const db = getDb();
      const row = advanceOrder(db, Number(body.orderId), {
        priceDifference: body.priceDifference ?? null,
        expire: body.expire === true,
        lateDays: typeof body.lateDays === 'number' ? body.lateDays : undefined,
      });
      return { ...orderView(db, row, lang), userId: row.userId };
    }),
  ),
  http.get(
    '*/user-api/__mock/orders',
    control((_request, lang) => allOrders(getDb(), lang)),
  ),
  http.post('*/user-api/__mock/pay/confirm', async ({ request }) => {
    const body = await jsonBody<{ tradeNo: unknown; outcome: unknown }>(request);
    if (typeof body.tradeNo !== 'string' || !isOrderTradeNo(body.tradeNo)) return undefined;
    if (!PAYMENT_OUTCOMES.includes(body.outcome as PaymentOutcome))
      return fail(400, "outcome must be 'paid' or 'failed'");
    const confirmed = confirmOrderPayment(getDb(), body.tradeNo, body.outcome as PaymentOutcome);
    return confirmed ? ok(confirmed) : undefined;
  }),
];
