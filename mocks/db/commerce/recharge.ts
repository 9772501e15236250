import { round2 } from '../../lib/money';
import { nowIso } from '../../lib/time';
import type { Db } from '../types';
import type { RechargeActivityRow, RechargePackageRow, RechargeRow } from './tables';
import { creditBalance, walletOf } from './wallet';

/** Top-ups: who may buy a new-user pack, and what a paid top-up credits. */

/** A customer may buy a new-user pack until their first top-up. */
export function isNewToRecharge(db: Db, userId: number): boolean {
  return !db.bills.some((bill) => bill.userId === userId && bill.kind === 'recharge');
}

export function findPackage(
  db: Db,
  packageId: number,
): { activity: RechargeActivityRow; pack: RechargePackageRow } | undefined {
  for (const activity of db.rechargeActivities) {
    const pack = activity.packages.find((row) => row.id === packageId);
    if (pack) return { activity, pack };
  }
  return undefined;
}

/**
 * Completes a paid top-up: credits face value plus gift, counts what was paid in. Settling twice credits once.
 */
export function settleRecharge(db: Db, recharge: RechargeRow, outcome: 'paid' | 'failed'): RechargeRow {
  if (recharge.status !== 'unpaid') return recharge;
  if (outcome === 'failed') {
    recharge.status = 'failed';
    return recharge;
  }
  recharge.status = 'paid';
  recharge.paidAt = nowIso();
  const wallet = walletOf(db, recharge.userId);
  creditBalance(db, recharge.userId, recharge.price + recharge.giftAmount, 'recharge', recharge.rechargeNo);
  wallet.giftBalance = round2(wallet.giftBalance + recharge.giftAmount);
  wallet.totalRecharge = round2(wallet.totalRecharge + recharge.payAmount);
  return recharge;
}
