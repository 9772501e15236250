import { vi } from 'vitest';
import { getDb, resetDb } from '../../mocks/db';
import { getDiscountActivity, getNewUserActivity, receiveNewUserCoupon } from '../api/activity';
import { getAdList } from '../api/ad';
import { getUserInfo, maAuthPhone, passwordLogin, register, updatePassword } from '../api/auth';
import { getCommonConfig } from '../api/conf';
import { getIsNewUser, receiveInviteReward } from '../api/expand';
import { getOssToken } from '../api/file';
import { getGoodsInfo, getGoodsList, getGoodsTypes } from '../api/goods';
import { getFreeBox, getLockerInfo } from '../api/locker';
import * as order from '../api/order';
import * as orderWrites from '../api/order-writes';
import {
  addAddr,
  deleteAddr,
  deleteReceiving,
  getAddrList,
  getReceivingList,
  saveReceiving,
  setAddrDefault,
  setReceivingDefault,
  updateAddr,
} from '../api/receiving';
import { getRegions } from '../api/region';
import type { AddressInput } from '../api/schemas/address';
import { getBrand, getOrderOnline, getRechargeSetting, getShopInfo } from '../api/shop';
import { getAppointmentInfo, getNearbySites } from '../api/site';
import { sendSms } from '../api/sms';
import { getStoreInfo } from '../api/store';
import { getMobileRegular, getSysLanguages } from '../api/sys';
import {
  claimCoupon,
  getBillList,
  getCouponList,
  getRechargeActivity,
  getShopAccount,
  getWalletInfo,
  recharge,
} from '../api/wallet';
import { getWxConfig } from '../api/wx';
import type { Id } from '../lib/id';
import { saveToken } from '../state/session';
import { getAppStore, resetAppStore } from '../state/store';

/**
 * Every call of spec section 7, made through its real api function with valid arguments against the mock
 * (as `who`): shared by the fault matrix and the lean-answer test (src/api).
 */

export type Who = 'demo' | 'new' | 'anonymous';
export type Case = {
  /** 'GET /path' as spec section 7 lists it. */
  call: string;
  who: Who;
  /** The welcome-coupon flow: only code 200 counts; other body codes are ignored silently. */
  quiet?: boolean;
  /** `/auth/ma-auth-phone`: body code 400 is passed on to the caller, not thrown. */
  passesBody400?: boolean;
  /** Sets up what the call needs (run with the real mock, before any fault is switched on). */
  prepare?: () => Promise<unknown>;
  run: (prepared: unknown) => Promise<unknown>;
};

export const DEMO = { phone: '13800138000', password: 'demo123' };
const NEW_PHONE = '13712345678';
const POSITION = { latitude: 34.792774, longitude: 113.543671 };
const PAGE = { pageNum: 1, pageSize: 10 };
const ADDRESS: AddressInput = {
  contact: 'Hoa Pham',
  phone: '13611112222',
  regionCodes: ['440000', '440300', '440305'],
  detail: '1 Shennan Avenue',
  isDefault: false,
};

/** A box opening that the cabinet has answered: the mock opens doors 1.5 s after asking (Date-based). */
async function openedBox(open: () => Promise<unknown>): Promise<unknown> {
  const ticket = await open();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 5_000);
  await order.getOpenResult((ticket as { resultId: Id }).resultId);
  return ticket;
}

export const CASES: Case[] = [
  { call: 'GET /file/aliyun-sts-token', who: 'demo', run: () => getOssToken() },
  { call: 'GET /auth/get-user-info', who: 'demo', run: () => getUserInfo('0') },
  { call: 'GET /conf/get-by-shopid', who: 'anonymous', run: () => getCommonConfig('0') },
  { call: 'GET /sys/get-sys-language', who: 'anonymous', run: () => getSysLanguages() },
  { call: 'GET /sys/get-mobile-regular', who: 'anonymous', run: () => getMobileRegular() },
  { call: 'GET /wx/config-info', who: 'anonymous', run: () => getWxConfig({ url: 'https://shoes.example.com/' }) },
  { call: 'GET /ad/list', who: 'anonymous', run: () => getAdList('0') },
  { call: 'GET /wallet/recharge-activity', who: 'demo', run: () => getRechargeActivity('0') },
  { call: 'GET /wallet/wallet-info', who: 'demo', run: () => getWalletInfo() },
  { call: 'GET /wallet/shop-account', who: 'demo', run: () => getShopAccount('0') },
  { call: 'GET /wallet/bill-list', who: 'demo', run: () => getBillList(PAGE) },
  { call: 'GET /wallet/coupon-list', who: 'demo', run: () => getCouponList(PAGE) },
  { call: 'GET /receiving/list', who: 'demo', run: () => getReceivingList() },
  { call: 'GET /receiving/addr-list', who: 'demo', run: () => getAddrList() },
  { call: 'GET /goods/goods-type', who: 'anonymous', run: () => getGoodsTypes('0') },
  { call: 'GET /goods/goods-list', who: 'anonymous', run: () => getGoodsList({ shopId: '0', ...PAGE }) },
  { call: 'GET /goods/goods-info', who: 'anonymous', run: () => getGoodsInfo('101') },
  { call: 'GET /site/nearby', who: 'anonymous', run: () => getNearbySites({ ...POSITION, shopId: '0' }) },
  { call: 'GET /site/appointment-info', who: 'anonymous', run: () => getAppointmentInfo({ siteId: '101' }) },
  { call: 'GET /store/store-info', who: 'anonymous', run: () => getStoreInfo('S001') },
  { call: 'GET /locker/locker-info', who: 'anonymous', run: () => getLockerInfo('L001') },
  { call: 'GET /locker/free-box', who: 'anonymous', run: () => getFreeBox('L001') },
  { call: 'GET /order/order-list', who: 'demo', run: () => order.getOrderList(PAGE) },
  { call: 'GET /order/order-number', who: 'demo', run: () => order.getOrderCounts() },
  { call: 'GET /order/order-info-list', who: 'demo', run: () => order.getOrderInfoList({ lockerNo: 'L001' }) },
  { call: 'GET /order/order-info', who: 'demo', run: () => order.getOrder('8') },
  { call: 'GET /order/order-info-info', who: 'demo', run: () => order.getOrderInfo('5008') },
  {
    call: 'GET /order/open-result',
    who: 'demo',
    prepare: () => orderWrites.storeOpen('5002'),
    run: (ticket) => order.getOpenResult((ticket as { resultId: Id }).resultId),
  },
  { call: 'GET /order/refund-reason', who: 'demo', run: () => order.getRefundReasons() },
  { call: 'GET /order/order-flow', who: 'demo', run: () => order.getOrderFlow('5008') },
  { call: 'GET /shop/get-shop-info', who: 'anonymous', run: () => getShopInfo('0') },
  { call: 'GET /shop/order-online', who: 'anonymous', run: () => getOrderOnline('0') },
  { call: 'GET /shop/set-recharge-activity', who: 'anonymous', run: () => getRechargeSetting('0') },
  { call: 'GET /shop/get-brand', who: 'anonymous', run: () => getBrand('0') },
  { call: 'GET /activity/discount-activity', who: 'anonymous', run: () => getDiscountActivity('1') },
  { call: 'GET /region/get-by-pcode', who: 'anonymous', run: () => getRegions('0') },
  { call: 'GET /expand/is-new-user', who: 'new', quiet: true, run: () => getIsNewUser('3') },
  { call: 'GET /activity/new-user-activity', who: 'new', quiet: true, run: () => getNewUserActivity('0') },
  { call: 'POST /wallet/recharge', who: 'demo', run: () => recharge({ packageId: '1', payMethod: 'balance' }) },
  { call: 'POST /wallet/create-order-coupon', who: 'demo', run: () => claimCoupon('4') },
  { call: 'POST /receiving/add', who: 'demo', run: () => saveReceiving(ADDRESS) },
  { call: 'POST /receiving/del', who: 'demo', run: () => deleteReceiving('2') },
  { call: 'POST /receiving/set-default', who: 'demo', run: () => setReceivingDefault('2') },
  { call: 'POST /receiving/add-addr', who: 'demo', run: () => addAddr(ADDRESS) },
  { call: 'POST /receiving/set-addr', who: 'demo', run: () => updateAddr({ ...ADDRESS, id: '2' }) },
  { call: 'POST /receiving/del-addr', who: 'demo', run: () => deleteAddr('2') },
  { call: 'POST /receiving/set-addr-default', who: 'demo', run: () => setAddrDefault('2') },
  {
    call: 'POST /order/create',
    who: 'demo',
    run: () =>
      orderWrites.createOrder({
        requestId: orderWrites.newRequestId(),
        shopId: '0',
        kind: 'cabinet',
        lockerNo: 'L001',
        items: [{ goodsId: '101', count: 1, addOnIds: [] }],
        payMethod: 'balance',
      }),
  },
  { call: 'POST /order/store-open', who: 'demo', run: () => orderWrites.storeOpen('5002') },
  { call: 'POST /order/pick-open', who: 'demo', run: () => orderWrites.pickOpen('5007') },
  {
    call: 'POST /order/store-success',
    who: 'demo',
    prepare: () => openedBox(() => orderWrites.storeOpen('5002')),
    run: () => orderWrites.storeSuccess('5002'),
  },
  {
    call: 'POST /order/pick-success',
    who: 'demo',
    prepare: () => openedBox(() => orderWrites.pickOpen('5007')),
    run: () => orderWrites.pickSuccess('5007'),
  },
  { call: 'POST /order/refund', who: 'demo', run: () => orderWrites.refundOrder({ orderId: '5', reasonId: '4' }) },
  {
    call: 'POST /order/pay-price-diff',
    who: 'demo',
    run: () => orderWrites.payPriceDifference('5008', { payMethod: 'balance' }),
  },
  {
    call: 'POST /order/pay-timeout-fee',
    who: 'demo',
    run: () => orderWrites.payTimeoutFee('5009', { payMethod: 'balance' }),
  },
  {
    call: 'POST /order/count-order-amount',
    who: 'demo',
    run: () => order.countOrderAmount({ kind: 'cabinet', items: [{ goodsId: '101', count: 2, addOnIds: ['1'] }] }),
  },
  { call: 'POST /order/group-pay', who: 'demo', run: () => orderWrites.groupPay(['1'], { payMethod: 'balance' }) },
  {
    call: 'POST /order/binding-order',
    who: 'demo',
    run: () => orderWrites.bindOrder({ orderId: '3', lockerNo: 'L001' }),
  },
  { call: 'POST /activity/receive-new-user', who: 'new', quiet: true, run: () => receiveNewUserCoupon('0') },
  {
    call: 'POST /expand/receive',
    who: 'new',
    quiet: true,
    run: () => receiveInviteReward({ shopId: '3', initiativeId: '1001' }),
  },
  { call: 'POST /sms/send', who: 'anonymous', run: () => sendSms({ phone: NEW_PHONE, type: 'register' }) },
  { call: 'POST /auth/password-login', who: 'anonymous', run: () => passwordLogin(DEMO) },
  {
    call: 'POST /auth/register',
    who: 'anonymous',
    prepare: () => sendSms({ phone: NEW_PHONE, type: 'register' }),
    run: () => register({ phone: NEW_PHONE, code: '123456', password: 'Shoes2026' }),
  },
  {
    call: 'POST /auth/update-password',
    who: 'anonymous',
    prepare: () => sendSms({ phone: DEMO.phone, type: 'reset' }),
    run: () => updatePassword({ phone: DEMO.phone, code: '123456', password: 'newPass99' }),
  },
  {
    call: 'POST /auth/ma-auth-phone',
    who: 'anonymous',
    passesBody400: true,
    run: () => maAuthPhone({ code: `mock:${DEMO.phone}` }),
  },
];

/** A fresh mock server and app state with the case's customer logged in; answers what its `prepare` set up. */
export async function startCase(item: Case): Promise<unknown> {
  resetDb();
  resetAppStore();
  if (item.who !== 'anonymous') {
    getDb().tokens['t-case'] = item.who === 'demo' ? 1001 : 1002;
    saveToken(getAppStore(), 't-case');
  }
  return item.prepare ? item.prepare() : undefined;
}
