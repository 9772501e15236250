import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Id } from '../lib/id';
import { nextPageNum, PAGE_SIZE } from '../lib/paging';
import { call } from './client';
import {
  billListRequest,
  claimableCouponsRequest,
  couponListRequest,
  rechargeActivityRequest,
  shopAccountRequest,
  walletInfoRequest,
} from './requests';
import { emptySchema, pageSchema } from './schemas/common';
import { claimableCouponSchema, type OwnedCouponStatus, ownedCouponSchema } from './schemas/coupon';
import {
  billSchema,
  type PayMethod,
  rechargeActivitySchema,
  rechargeResultSchemaFor,
  shopAccountSchema,
  walletInfoSchema,
} from './schemas/wallet';

/**
 * The wallet family: `/wallet/*`, balance, records, top-up and vouchers (all session calls). Every query key
 * starts with 'wallet'.
 *
 * `/wallet/coupon-list` serves both voucher screens: with `status` unused/used/expired (or none: all) it
 * pages the customer's own vouchers; with `status: 'claimable'` and a `shopId` it pages the shop's claimable
 * vouchers, each with a `claimed` flag. `/wallet/create-order-coupon` claims one (its answer is not read).
 */

const billPageSchema = pageSchema(billSchema);
const ownedCouponPageSchema = pageSchema(ownedCouponSchema);
const claimableCouponPageSchema = pageSchema(claimableCouponSchema);

export type PageParams = { pageNum: number; pageSize: number };
export type CouponListParams = PageParams & { status?: OwnedCouponStatus | undefined };
export type ClaimableCouponParams = PageParams & { shopId: Id };
export type RechargeInput = {
  packageId: Id;
  payMethod: PayMethod;
  /** Card payments: where the payment page sends the customer back to. */
  returnUrl?: string;
};

export const getRechargeActivity = (shopId: Id, signal?: AbortSignal) =>
  call(rechargeActivitySchema, rechargeActivityRequest(shopId), { signal });

export const getWalletInfo = (signal?: AbortSignal) => call(walletInfoSchema, walletInfoRequest(), { signal });

export const getShopAccount = (shopId: Id, signal?: AbortSignal) =>
  call(shopAccountSchema, shopAccountRequest(shopId), { signal });

export const getBillList = (params: PageParams, signal?: AbortSignal) =>
  call(billPageSchema, billListRequest(params), { signal });

export const getCouponList = (params: CouponListParams, signal?: AbortSignal) =>
  call(ownedCouponPageSchema, couponListRequest(params), { signal });

export const getClaimableCoupons = (params: ClaimableCouponParams, signal?: AbortSignal) =>
  call(claimableCouponPageSchema, claimableCouponsRequest(params), { signal });

/** A top-up: the answer must carry what its payment method goes on with (rechargeResultSchemaFor). */
export const recharge = (input: RechargeInput) =>
  call(rechargeResultSchemaFor(input.payMethod), '/wallet/recharge', { json: input });

/** Claims a voucher from the claimable list. Nothing is read from the answer: the lists are read back. */
export const claimCoupon = (templateId: Id) =>
  call(emptySchema, '/wallet/create-order-coupon', { json: { templateId } });

export const walletKeys = {
  all: ['wallet'] as const,
  activity: (shopId: Id) => ['wallet', 'recharge-activity', { shopId }] as const,
  info: () => ['wallet', 'info'] as const,
  shopAccount: (shopId: Id) => ['wallet', 'shop-account', { shopId }] as const,
  bills: (pageSize: number) => ['wallet', 'bills', 'pages', { pageSize }] as const,
  /** Every voucher list sits under this key, so a claim, or an order that uses a voucher, refreshes them all. */
  coupons: () => ['wallet', 'coupons'] as const,
  couponList: (params: CouponListParams) => ['wallet', 'coupons', 'owned', params] as const,
  ownedPages: (status: OwnedCouponStatus, pageSize: number) =>
    ['wallet', 'coupons', 'owned', 'pages', { status, pageSize }] as const,
  claimablePages: (shopId: Id, pageSize: number) =>
    ['wallet', 'coupons', 'claimable', 'pages', { shopId, pageSize }] as const,
};

export const walletQueries = {
  activity: (shopId: Id) =>
    queryOptions({
      queryKey: walletKeys.activity(shopId),
      queryFn: ({ signal }) => getRechargeActivity(shopId, signal),
      meta: { request: rechargeActivityRequest(shopId) },
    }),
  info: () =>
    queryOptions({
      queryKey: walletKeys.info(),
      queryFn: ({ signal }) => getWalletInfo(signal),
      meta: { request: walletInfoRequest() },
    }),
  shopAccount: (shopId: Id) =>
    queryOptions({
      queryKey: walletKeys.shopAccount(shopId),
      queryFn: ({ signal }) => getShopAccount(shopId, signal),
      meta: { request: shopAccountRequest(shopId) },
    }),
  couponList: (params: CouponListParams) =>
    queryOptions({
      queryKey: walletKeys.couponList(params),
      queryFn: ({ signal }) => getCouponList(params, signal),
      meta: { request: couponListRequest(params) },
    }),
  /** The balance records, page after page, for the infinitely scrolled list. */
  billPages: (pageSize = PAGE_SIZE) =>
    infiniteQueryOptions({
      queryKey: walletKeys.bills(pageSize),
      queryFn: ({ pageParam, signal }) => getBillList({ pageNum: pageParam, pageSize }, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, pageNum) => nextPageNum(last, pageNum, pageSize),
      meta: { request: billListRequest({ pageNum: 1, pageSize }) },
    }),
  /** The customer's vouchers in one status, page after page. */
  ownedPages: (status: OwnedCouponStatus, pageSize = PAGE_SIZE) =>
    infiniteQueryOptions({
      queryKey: walletKeys.ownedPages(status, pageSize),
      queryFn: ({ pageParam, signal }) => getCouponList({ status, pageNum: pageParam, pageSize }, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, pageNum) => nextPageNum(last, pageNum, pageSize),
      meta: { request: couponListRequest({ status, pageNum: 1, pageSize }) },
    }),
  /** The shop's claimable vouchers, page after page. */
  claimablePages: (shopId: Id, pageSize = PAGE_SIZE) =>
    infiniteQueryOptions({
      queryKey: walletKeys.claimablePages(shopId, pageSize),
      queryFn: ({ pageParam, signal }) => getClaimableCoupons({ shopId, pageNum: pageParam, pageSize }, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, pageNum) => nextPageNum(last, pageNum, pageSize),
      meta: { request: claimableCouponsRequest({ shopId, pageNum: 1, pageSize }) },
    }),
};

export const walletMutations = {
  /** A top-up starts a payment: the payment refreshes the wallet when it is over (./payment.ts). */
  recharge: () =>
    mutationOptions({
      mutationKey: ['wallet', 'recharge'],
      mutationFn: (input: RechargeInput) => recharge(input),
    }),
  claimCoupon: () =>
    mutationOptions({
      mutationKey: ['wallet', 'claim-coupon'],
      mutationFn: (templateId: Id) => claimCoupon(templateId),
      onSuccess: (_coupon, _templateId, _onMutate, { client }) =>
        client.invalidateQueries({ queryKey: walletKeys.coupons() }),
    }),
};
