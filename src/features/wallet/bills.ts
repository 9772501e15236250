import type { BillKind } from '../../api/schemas/wallet';

/**
 * The locale key naming a record's kind (spec section 3's seven kinds, plus the customer's own top-up); a kind the
 * app does not know is named by the way the money went: in, or out.
 */
export function billKindKey(kind: BillKind, amount: number) {
  if (kind !== 'other') return `wallet.kinds.${kind}` as const;
  return amount < 0 ? 'wallet.moneyOut' : 'wallet.moneyIn';
}

export type AmountTone = 'in' | 'out' | 'zero';

/**
 * How a signed amount is shown: money coming in (`+`, green), going out (`-`, red), or nothing moved.
 * `magnitude` is what <Money> formats; the sign is drawn apart so every locale keeps its own currency layout.
 */
export function signedAmount(amount: number): { sign: '+' | '-' | ''; magnitude: number; tone: AmountTone } {
  const cents = Math.round(amount * 100);
  if (cents > 0) return { sign: '+', magnitude: cents / 100, tone: 'in' };
  if (cents < 0) return { sign: '-', magnitude: -cents / 100, tone: 'out' };
  return { sign: '', magnitude: 0, tone: 'zero' };
}
