import type { WalletInfo } from '../../api/schemas/wallet';

/** The wallet as it was before a top-up started (`/wallet/wallet-info`). */
export type Baseline = { balance: number | null; totalRecharge: number | null };

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Whether a top-up that cost `paid` has reached the wallet, from what the spec names: the balance before and
 * after (and, where the server sends it, the total topped up, which spending in between cannot lower). A
 * top-up never credits less than it costs (a gift or a new-user pack only adds), so the balance must have
 * risen by at least `paid`: a smaller rise is something else (a refund), and an order paid from the balance
 * meanwhile only delays the answer, it never makes an unpaid top-up look paid.
 */
export function isTopUpCredited(before: Baseline, after: WalletInfo, paid: number): boolean {
  const needed = Math.max(1, cents(paid));
  if (before.totalRecharge !== null && after.totalRecharge !== null) {
    if (cents(after.totalRecharge) - cents(before.totalRecharge) >= needed) return true;
  }
  return before.balance !== null && cents(after.balance) - cents(before.balance) >= needed;
}
