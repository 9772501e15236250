// @vitest-environment happy-dom

import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { localeAtom } from '../state/locale';
import { getAppStore } from '../state/store';
import { failure } from '../testing/api-failure';
import { mockControl } from '../testing/mock-control';
import { logIn } from '../testing/session';
import {
  claimCoupon,
  getBillList,
  getClaimableCoupons,
  getCouponList,
  getRechargeActivity,
  getShopAccount,
  getWalletInfo,
  recharge,
  walletKeys,
  walletMutations,
  walletQueries,
} from './wallet';

/** What the mock bridge or the developer panel does when a chat-app or card payment completes. */
const confirmPayment = (tradeNo: string, outcome: 'paid' | 'failed') =>
  mockControl<{ tradeNo: string; status: string } | null>('pay/confirm', { tradeNo, outcome });

describe('the wallet family', () => {
  it('answers 401 without a token, for reads and writes', async () => {
    expect((await failure(getWalletInfo())).kind).toBe('session');
    expect((await failure(getBillList({ pageNum: 1, pageSize: 10 }))).kind).toBe('session');
    expect((await failure(getCouponList({ pageNum: 1, pageSize: 10 }))).kind).toBe('session');
    expect((await failure(recharge({ packageId: '1', payMethod: 'balance' }))).code).toBe(401);
    expect((await failure(claimCoupon('4'))).code).toBe(401);
    logIn();
    expect((await getWalletInfo()).balance).toBe(200);
    expect((await getCouponList({ status: 'unused', pageNum: 1, pageSize: 10 })).total).toBe(3);
  });

  it("reads the demo customer's wallet, shop account and records newest first, by pages", async () => {
    logIn();
    expect(await getWalletInfo()).toEqual({ balance: 200, giftBalance: 40, totalRecharge: 200 });
    expect(await getShopAccount('3')).toEqual({ shopId: '3', balance: 200 });
    const first = await getBillList({ pageNum: 1, pageSize: 4 });
    expect(first.total).toBe(9);
    expect(first.list).toHaveLength(4);
    expect(first.list[0]).toMatchObject({ kind: 'balance-deduction', amount: -7, balanceAfter: 200 });
    expect(first.list.every((bill) => bill.time instanceof Date)).toBe(true);
    const times = first.list.map((bill) => bill.time?.getTime() ?? Number.NaN);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await getBillList({ pageNum: 3, pageSize: 4 });
    // a customer's own top-up is recorded as 'recharge' (docs/contract.md, "Wallet records")
    expect(last.list.map((bill) => bill.kind)).toEqual(['recharge']);
  });

  it('starts the new customer at zero and offers the new-user pack only until the first top-up', async () => {
    logIn(1002);
    expect((await getWalletInfo()).balance).toBe(0);
    const offer = await getRechargeActivity('0');
    expect(offer?.packages.some((pack) => pack.newUserPack)).toBe(true);
    logIn(1001);
    const demo = await getRechargeActivity('0');
    expect(demo?.packages.some((pack) => pack.newUserPack)).toBe(false);
    expect(await getRechargeActivity('5')).toBeNull();
  });

  it('tops up by balance at once: charges payAmount, credits face value and gift, records both', async () => {
    logIn();
    const result = await recharge({ packageId: '1', payMethod: 'balance' }); // 50 + 5 for 50
    expect(result.paid).toBe(true);
    expect(await getWalletInfo()).toEqual({ balance: 205, giftBalance: 45, totalRecharge: 250 });
    const { list } = await getBillList({ pageNum: 1, pageSize: 2 });
    expect(list.map((bill) => [bill.kind, bill.amount, bill.balanceAfter, bill.orderNo])).toEqual([
      ['recharge', 55, 205, result.rechargeNo],
      ['balance-deduction', -50, 150, result.rechargeNo],
    ]);
  });

  it('refuses a balance top-up beyond the balance, and a top-up without a package or method', async () => {
    logIn(1002);
    const poor = await failure(recharge({ packageId: '2', payMethod: 'balance' }));
    expect([poor.kind, poor.code, poor.message]).toEqual(['business', 400, 'Insufficient account balance']);
    const noPackage = await failure(recharge({ packageId: '999', payMethod: 'card' }));
    expect(noPackage.message).toBe('Please select a top-up package first');
    const noMethod = await failure(recharge({ packageId: '2', payMethod: 'cash' as never }));
    expect(noMethod.message).toBe('Please select payment method');
    expect((await getBillList({ pageNum: 1, pageSize: 10 })).total).toBe(0);
  });

  it('keeps a card top-up unpaid until the payment is confirmed, then credits it once', async () => {
    logIn(1002);
    const result = await recharge({
      packageId: '4',
      payMethod: 'card',
      returnUrl: 'http://app/#/pages/My/Wallet/index',
    });
    const tradeNo = result.rechargeNo ?? '';
    expect(result.paid).toBe(false);
    expect(result.payUrl).toContain(`tradeNo=${result.rechargeNo}`);
    expect(result.payParams).toBeNull();
    expect((await getWalletInfo()).balance).toBe(0);
    expect((await getBillList({ pageNum: 1, pageSize: 10 })).total).toBe(0);

    expect((await confirmPayment(tradeNo, 'paid')).data?.status).toBe('paid');
    expect((await confirmPayment(tradeNo, 'paid')).data?.status).toBe('paid');
    // New-user pack: 100 face value + 20 gift, charged 80.
    expect(await getWalletInfo()).toEqual({ balance: 120, giftBalance: 20, totalRecharge: 80 });
    const { list, total } = await getBillList({ pageNum: 1, pageSize: 10 });
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({ kind: 'recharge', amount: 120, balanceAfter: 120, orderNo: result.rechargeNo });
    // The pack was for new customers: now gone, and refused if asked for.
    expect((await getRechargeActivity('0'))?.packages.some((pack) => pack.newUserPack)).toBe(false);
    expect((await failure(recharge({ packageId: '4', payMethod: 'card' }))).code).toBe(400);
  });

  it('answers chat-app pay parameters and credits nothing when the payment fails', async () => {
    logIn();
    const result = await recharge({ packageId: '2', payMethod: 'chat-app' });
    const tradeNo = result.rechargeNo ?? '';
    expect(result.paid).toBe(false);
    expect(result.payParams).toMatchObject({ package: `prepay_id=${result.rechargeNo}`, signType: 'RSA' });
    expect(result.payParams?.paySign).toBeTruthy();
    expect((await confirmPayment(tradeNo, 'failed')).data?.status).toBe('failed');
    expect((await confirmPayment(tradeNo, 'paid')).data?.status).toBe('failed');
    expect((await getWalletInfo()).balance).toBe(200);
  });

  it('filters owned coupons by status and pages them', async () => {
    logIn();
    const all = await getCouponList({ pageNum: 1, pageSize: 10 });
    expect(all.total).toBe(5);
    const unused = await getCouponList({ status: 'unused', pageNum: 1, pageSize: 10 });
    expect(unused.list.map((coupon) => coupon.type).sort()).toEqual(['some-products', 'universal', 'wash-pair']);
    expect(unused.list.every((coupon) => coupon.status === 'unused' && (coupon.days ?? 0) > 0)).toBe(true);
    const days = unused.list.map((coupon) => coupon.days ?? 0);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    expect(unused.list.find((coupon) => coupon.type === 'some-products')?.goodsIds).toEqual(['107', '108', '109']);
    const used = await getCouponList({ status: 'used', pageNum: 1, pageSize: 10 });
    expect(used.list.map((coupon) => coupon.status)).toEqual(['used']);
    const expired = await getCouponList({ status: 'expired', pageNum: 1, pageSize: 10 });
    expect(expired.list).toHaveLength(1);
    expect(expired.list[0]).toMatchObject({ status: 'expired', days: 0, templateId: null });
    const second = await getCouponList({ pageNum: 2, pageSize: 2 });
    expect([second.total, second.list.length]).toEqual([5, 2]);
  });

  it('claims a voucher: it turns up unused, is marked claimed, and cannot be claimed twice', async () => {
    logIn();
    const before = await getClaimableCoupons({ shopId: '0', pageNum: 1, pageSize: 10 });
    expect(before.list.map((coupon) => [coupon.templateId, coupon.claimed])).toEqual([
      ['1', true],
      ['2', true],
      ['3', true],
      ['4', false],
    ]);
    await claimCoupon('4');
    // the claim's answer is not read: the voucher is read back from the customer's list
    const unused = await getCouponList({ status: 'unused', pageNum: 1, pageSize: 10 });
    const claimed = unused.list.find((coupon) => coupon.templateId === '4');
    expect(claimed).toMatchObject({ templateId: '4', status: 'unused', type: 'some-products', amount: 20, days: 30 });
    const after = await getClaimableCoupons({ shopId: '0', pageNum: 1, pageSize: 10 });
    expect(after.list.find((coupon) => coupon.templateId === '4')?.claimed).toBe(true);
    const again = await failure(claimCoupon('4'));
    expect([again.code, again.message]).toEqual([400, 'You have already claimed this voucher']);
    expect((await failure(claimCoupon('6'))).code).toBe(400); // handed out by the shop, not claimable
    expect((await getClaimableCoupons({ shopId: '3', pageNum: 1, pageSize: 10 })).list).toEqual([
      expect.objectContaining({ templateId: '5', claimed: false }),
    ]);
  });

  it('refuses a confirmation with an unknown outcome and leaves the top-up pending', async () => {
    logIn();
    const result = await recharge({ packageId: '1', payMethod: 'card' });
    const tradeNo = result.rechargeNo ?? '';
    expect((await confirmPayment(tradeNo, 'maybe' as never)).code).toBe(400);
    expect((await getWalletInfo()).balance).toBe(200);
    expect((await confirmPayment(tradeNo, 'paid')).data?.status).toBe('paid');
    expect((await getWalletInfo()).balance).toBe(255);
  });

  it('leaves the refresh after a top-up to the payment piece: the mutation invalidates nothing', async () => {
    logIn();
    const client = new QueryClient();
    await client.fetchQuery(walletQueries.info());
    await new MutationObserver(client, walletMutations.recharge()).mutate({ packageId: '1', payMethod: 'balance' });
    expect(client.getQueryState(walletKeys.info())?.isInvalidated).toBe(false);
  });

  it('reads a bare top-up answer: nothing is required but what the payment method goes on with', async () => {
    logIn();
    server.use(
      http.post('*/user-api/wallet/recharge', () => HttpResponse.json({ code: 200, msg: 'success', data: null })),
    );
    expect(await recharge({ packageId: '1', payMethod: 'balance' })).toEqual({
      rechargeNo: null,
      paid: false,
      payParams: null,
      payUrl: null,
    });
    expect((await failure(recharge({ packageId: '1', payMethod: 'chat-app' }))).kind).toBe('malformed');
    expect((await failure(recharge({ packageId: '1', payMethod: 'card' }))).kind).toBe('malformed');
    server.use(
      http.post('*/user-api/wallet/recharge', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { status: 'paid', rechargeNo: 17, extra: true } }),
      ),
    );
    expect(await recharge({ packageId: '1', payMethod: 'balance' })).toMatchObject({ rechargeNo: '17', paid: true });
  });

  it('reads a shop account without its shop id and a recharge activity without its id', async () => {
    logIn();
    server.use(
      http.get('*/user-api/wallet/shop-account', () =>
        HttpResponse.json({ code: 200, msg: '', data: { balance: '12.5' } }),
      ),
      http.get('*/user-api/wallet/recharge-activity', () =>
        HttpResponse.json({ code: 200, msg: '', data: { title: 'T', packages: [] } }),
      ),
    );
    expect(await getShopAccount('3')).toEqual({ shopId: null, balance: 12.5 });
    expect(await getRechargeActivity('3')).toEqual({ activityId: null, title: 'T', packages: [] });
  });

  it('names vouchers in the customer’s language', async () => {
    logIn();
    getAppStore().set(localeAtom, 'zh-CN');
    const { list } = await getClaimableCoupons({ shopId: '0', pageNum: 1, pageSize: 1 });
    expect(list[0]?.name).toBe('洗一双立减29元');
  });
});
