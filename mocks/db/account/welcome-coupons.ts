import { nextId } from '../../lib/rows';
import { type Lang, tr } from '../../lib/text';
import { nowIso } from '../../lib/time';
import { grantCoupon } from '../commerce';
import type { UserRow } from '../core';
import type { Db } from '../types';
import type { AccountTables, CouponVoRow, WelcomeClaimRow } from './tables';

/** The welcome coupons a shop offers (new-user activity, invite reward), and who has claimed which. */

export function couponVoOf(row: CouponVoRow, lang: Lang) {
  return {
    amount: row.amount,
    type: row.type,
    name: tr(row.name, lang),
    goodsIds: row.goodsIds,
    termOfValidity: row.termOfValidity,
    termUnit: row.termUnit,
  };
}

export function newUserActivityOf(tables: AccountTables, shopId: number | undefined) {
  return tables.newUserActivities.find((row) => row.shopId === shopId);
}

export function inviteRewardOf(tables: AccountTables, shopId: number | undefined) {
  return tables.inviteRewards.find((row) => row.shopId === shopId);
}

export function claimOf(tables: AccountTables, userId: number, kind: WelcomeClaimRow['kind'], shopId: number) {
  return tables.welcomeClaims.find((row) => row.userId === userId && row.kind === kind && row.shopId === shopId);
}

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
