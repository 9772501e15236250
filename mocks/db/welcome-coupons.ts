import { nextId } from '../lib/rows';
import type { Lang } from '../lib/text';
import { nowIso } from '../lib/time';
import { couponVoOf, type WelcomeClaimRow } from './account';
import { grantCoupon } from './commerce';
import type { UserRow } from './core';
import type { Db } from './index';

/**
 * A new customer claims a welcome coupon (a shop's new-user coupon or an invite reward): the claim is
 * recorded, the customer is no longer new, and the coupon becomes one of their own vouchers, usable at
 * checkout. Answers the coupon as the welcome popup shows it.
 */
export function claimWelcomeCoupon(
  db: Db,
  user: UserRow,
  claim: Pick<WelcomeClaimRow, 'shopId' | 'kind' | 'initiativeId' | 'couponVo'>,
  lang: Lang,
) {
  db.welcomeClaims.push({ id: nextId(db.welcomeClaims), userId: user.id, ...claim, claimedAt: nowIso() });
  user.isNew = false;
  const couponVo = couponVoOf(claim.couponVo, lang);
  grantCoupon(db, user.id, couponVo);
  return couponVo;
}
