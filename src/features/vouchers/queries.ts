import { infiniteQueryOptions } from '@tanstack/react-query';
import type { OwnedCouponStatus } from '../../api/schemas/coupon';
import { getClaimableCoupons, getCouponList, walletKeys } from '../../api/wallet';
import { nextPageNum, PAGE_SIZE } from '../../lib/paging';

/**
 * Vouchers page after page for the infinitely scrolled lists. Keys sit under `['wallet', 'coupons']`, so a
 * claim (walletMutations.claimCoupon) or an order that uses a voucher refreshes them.
 */
export const ownedPagesQuery = (status: OwnedCouponStatus, pageSize = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...walletKeys.coupons(), 'owned', 'pages', { status, pageSize }] as const,
    queryFn: ({ pageParam, signal }) => getCouponList({ status, pageNum: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageNum) => nextPageNum(last, pageNum, pageSize),
  });

export const claimablePagesQuery = (shopId: number, pageSize = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...walletKeys.coupons(), 'claimable', 'pages', { shopId, pageSize }] as const,
    queryFn: ({ pageParam, signal }) => getClaimableCoupons({ shopId, pageNum: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageNum) => nextPageNum(last, pageNum, pageSize),
  });
