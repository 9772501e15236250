import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { walletQueries } from '../../api/wallet';
import type { CartLine } from '../../lib/cart';
import type { Id } from '../../lib/id';
import { couponProblem } from './coupon-rules';
import type { UpdateDraft } from './draft';
import { COUPON_QUERY } from './VoucherPicker';

/**
 * The voucher the order uses: the one chosen, only while it applies to what is in the cart now; one that no
 * longer applies is dropped from the draft. While the cart is empty the one chosen (in My vouchers) is kept:
 * there is nothing yet to check it against, and the form names it until goods are added. `order` is what the
 * voucher picker checks vouchers against.
 */
export function useApplyingCoupon(chosenId: Id | null, lines: readonly CartLine[], total: number, update: UpdateDraft) {
  const coupons = useQuery(walletQueries.couponList(COUPON_QUERY));
  const order = useMemo(() => ({ goodsIds: lines.map((line) => line.id), subtotal: total }), [lines, total]);
  const chosen = coupons.data?.list.find((coupon) => coupon.id === chosenId);
  const couponId = chosen && couponProblem(chosen, order) === null ? chosen.id : null;
  useEffect(() => {
    if (chosenId !== null && coupons.data && couponId === null && lines.length > 0) update({ couponId: null });
  }, [chosenId, coupons.data, couponId, lines.length, update]);
  return { couponId, order };
}
