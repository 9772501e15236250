import { http } from 'msw';
import { OWNED_COUPON_STATUSES } from '../../src/api/schemas/coupon';
import { PAY_METHODS } from '../../src/api/schemas/wallet';
import { type Db, getDb } from '../db';
import {
  billsOf,
  chargeBalance,
  claimTemplate,
  couponStatus,
  daysLeft,
  findPackage,
  isNewToRecharge,
  type OwnedCoupon,
  type RechargeRow,
  settleRecharge,
  walletOf,
} from '../db/commerce';
import { shopOf } from '../db/core';
import { api, fail, jsonBody, numberParam, ok, paginate, stringParam } from '../lib/http';
import { session } from '../lib/session';
import { type Lang, tr, txt } from '../lib/text';
import { daysFromNow } from '../lib/time';

/**
 * Mirrors src/api/wallet.ts (all session calls), plus the mock's payment control endpoint:
 * `POST /user-api/__mock/pay/confirm {tradeNo, outcome: 'paid' | 'failed'}` completes a chat-app or card
 * top-up the way the payment provider's callback would (the mock bridge and the developer panel call it).
 * The trade number of a top-up is its `rechargeNo`; a chat-app `payParams.package` is `prepay_id=<tradeNo>`
 * and a card `payUrl` carries `tradeNo=<tradeNo>`. Trade numbers this module does not know (order payments)
 * fall through to the next handler of the same path.
 */

const MSG = {
  selectPackage: txt('Please select a top-up package first', 'Vui lòng chọn gói nạp tiền trước', '请先选择充值套餐'),
  selectPayMethod: txt('Please select payment method', 'Vui lòng chọn phương thức thanh toán', '请选择支付方式'),
  newUserOnly: txt(
    'This package is for new customers only',
    'Gói này chỉ dành cho khách hàng mới',
    '该套餐仅限新用户购买',
  ),
  insufficient: txt('Insufficient account balance', 'Số dư tài khoản không đủ', '账户余额不足'),
  noVoucher: txt('The voucher does not exist', 'Phiếu giảm giá không tồn tại', '优惠券不存在'),
  claimed: txt('You have already claimed this voucher', 'Bạn đã nhận phiếu này rồi', '您已领取过该优惠券'),
};

function ownedCouponVo(coupon: OwnedCoupon, lang: Lang, now = Date.now()) {
  return {
    id: coupon.id,
    templateId: coupon.templateId,
    name: tr(coupon.name, lang),
    type: coupon.type,
    amount: coupon.amount,
    minSpend: coupon.minSpend,
    goodsIds: coupon.goodsIds,
    validTo: coupon.validTo,
    days: daysLeft(coupon.validTo, now),
    status: couponStatus(coupon, now),
  };
}

/** The customer's vouchers: unused ones soonest to expire first, the others newest first. */
function ownedCoupons(db: Db, userId: number, status: string | undefined, lang: Lang) {
  const now = Date.now();
  const wanted = OWNED_COUPON_STATUSES.find((candidate) => candidate === status);
  return db.coupons
    .filter((coupon) => coupon.userId === userId && (!wanted || couponStatus(coupon, now) === wanted))
    .sort((a, b) =>
      wanted === 'unused' ? a.validTo.localeCompare(b.validTo) : b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    )
    .map((coupon) => ownedCouponVo(coupon, lang, now));
}

function claimableCoupons(db: Db, userId: number, shopId: number | undefined, lang: Lang) {
  const shop = shopOf(db, shopId);
  const now = Date.now();
  return db.couponTemplates
    .filter((template) => template.claimable && template.shopId === shop.id)
    .map((template) => ({
      id: template.id,
      templateId: template.id,
      name: tr(template.name, lang),
      type: template.type,
      amount: template.amount,
      minSpend: template.minSpend,
      goodsIds: template.goodsIds,
      validTo: daysFromNow(template.validDays, now),
      days: template.validDays,
      status: 'claimable' as const,
      claimed: db.coupons.some((coupon) => coupon.userId === userId && coupon.templateId === template.id),
    }));
}

function rechargeNo(db: Db): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `R${stamp}${String(db.recharges.length + 1).padStart(4, '0')}`;
}

function chatAppPayParams(tradeNo: string) {
  const nonce = Math.random().toString(36).slice(2, 18);
  return {
    appId: 'wxmock0000000001',
    timeStamp: String(Math.floor(Date.now() / 1000)),
    nonceStr: nonce,
    package: `prepay_id=${tradeNo}`,
    signType: 'RSA',
    paySign: `MOCK-${btoa(`${tradeNo}:${nonce}`)}`,
  };
}

/** The card payment page the mock would send the customer to (the mock bridge intercepts it). */
function cardPayUrl(request: Request, tradeNo: string, returnUrl: unknown): string {
  const base = request.url.slice(0, request.url.indexOf('/wallet/recharge'));
  const query = new URLSearchParams({ tradeNo });
  if (typeof returnUrl === 'string' && returnUrl) query.set('returnUrl', returnUrl);
  return `${base}/__mock/pay/page?${query}`;
}

export const walletHandlers = [
  http.get(
    api('/wallet/recharge-activity'),
    session(({ request, user, lang, db }) => {
      const shop = shopOf(db, numberParam(request, 'shopId'));
      const activity = db.rechargeActivities.find((row) => row.shopId === shop.id);
      if (!activity) return null;
      const newToRecharge = isNewToRecharge(db, user.id);
      return {
        activityId: activity.activityId,
        title: tr(activity.title, lang),
        packages: activity.packages.filter((pack) => newToRecharge || !pack.newUserPack),
      };
    }),
  ),
  http.get(
    api('/wallet/wallet-info'),
    session(({ user, db }) => {
      const { balance, giftBalance, totalRecharge } = walletOf(db, user.id);
      return { balance, giftBalance, totalRecharge };
    }),
  ),
  http.get(
    api('/wallet/shop-account'),
    session(({ request, user, db }) => {
      // One wallet per customer, usable at every shop.
      return { shopId: numberParam(request, 'shopId') ?? 0, balance: walletOf(db, user.id).balance };
    }),
  ),
  http.get(
    api('/wallet/bill-list'),
    session(({ request, user, db }) => {
      const page = paginate(billsOf(db, user.id), request);
      return {
        ...page,
        list: page.list.map(({ id, kind, amount, balanceAfter, orderNo, time }) => ({
          id,
          kind,
          amount,
          balanceAfter,
          orderNo,
          time,
        })),
      };
    }),
  ),
  http.get(
    api('/wallet/coupon-list'),
    session(({ request, user, lang, db }) => {
      const status = stringParam(request, 'status') || undefined;
      const items =
        status === 'claimable'
          ? claimableCoupons(db, user.id, numberParam(request, 'shopId'), lang)
          : ownedCoupons(db, user.id, status, lang);
      return paginate<unknown>(items, request);
    }),
  ),
  http.post(
    api('/wallet/recharge'),
    session(async ({ request, user, lang, db }) => {
      const body = await jsonBody<{ packageId: unknown; payMethod: unknown; returnUrl: unknown }>(request);
      const found = typeof body.packageId === 'number' ? findPackage(db, body.packageId) : undefined;
      if (!found) return fail(400, tr(MSG.selectPackage, lang));
      const payMethod = PAY_METHODS.find((method) => method === body.payMethod);
      if (!payMethod) return fail(400, tr(MSG.selectPayMethod, lang));
      const { activity, pack } = found;
      if (pack.newUserPack && !isNewToRecharge(db, user.id)) return fail(400, tr(MSG.newUserOnly, lang));

      const row: RechargeRow = {
        rechargeNo: rechargeNo(db),
        userId: user.id,
        shopId: activity.shopId,
        packageId: pack.id,
        price: pack.price,
        giftAmount: pack.giftAmount,
        payAmount: pack.payAmount,
        payMethod,
        status: 'unpaid',
        createdAt: new Date().toISOString(),
        paidAt: null,
      };
      if (payMethod === 'balance') {
        const charged = chargeBalance(db, user.id, pack.payAmount, 'balance-deduction', row.rechargeNo);
        if (!charged.ok) return fail(400, tr(MSG.insufficient, lang));
        db.recharges.push(row);
        settleRecharge(db, row, 'paid');
        return { rechargeNo: row.rechargeNo, status: 'paid' };
      }
      db.recharges.push(row);
      return payMethod === 'chat-app'
        ? { rechargeNo: row.rechargeNo, status: 'unpaid', payParams: chatAppPayParams(row.rechargeNo) }
        : { rechargeNo: row.rechargeNo, status: 'unpaid', payUrl: cardPayUrl(request, row.rechargeNo, body.returnUrl) };
    }),
  ),
  http.post(
    api('/wallet/create-order-coupon'),
    session(async ({ request, user, lang, db }) => {
      const body = await jsonBody<{ templateId: unknown }>(request);
      const template = db.couponTemplates.find((row) => row.id === Number(body.templateId) && row.claimable);
      if (!template) return fail(400, tr(MSG.noVoucher, lang));
      if (db.coupons.some((coupon) => coupon.userId === user.id && coupon.templateId === template.id))
        return fail(400, tr(MSG.claimed, lang));
      return ownedCouponVo(claimTemplate(db, user.id, template), lang);
    }),
  ),

  // Mock control: the payment provider's callback for chat-app and card top-ups.
  http.post('*/user-api/__mock/pay/confirm', async ({ request }) => {
    const body = await jsonBody<{ tradeNo: unknown; outcome: unknown }>(request);
    const recharge = getDb().recharges.find((row) => row.rechargeNo === body.tradeNo);
    if (!recharge) return undefined; // not a top-up: another module's payment
    if (body.outcome !== 'paid' && body.outcome !== 'failed') return fail(400, "outcome must be 'paid' or 'failed'");
    const settled = settleRecharge(getDb(), recharge, body.outcome);
    return ok({ tradeNo: settled.rechargeNo, status: settled.status });
  }),
];
