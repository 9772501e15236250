import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/format';
import { confirmDialog } from '../../ui/feedback/dialog';

/**
 * What a balance payment asks before it goes: the amount to confirm; 'asked' when the screen asked already
 * (checkout asks before creating the order, since creating it with the balance pays it at once).
 */
export type BalanceAsk = { amount: number | null } | 'asked';

/**
 * Asks "Pay ¥6.00 from your balance?" (without the amount when it is not known), as the chat app's own sheet
 * asks before WeChat Pay: a balance payment is otherwise one tap with nothing between it and the money
 *. An order that costs nothing moves no money, so nothing is asked. Resolves true to pay.
 */
export async function confirmBalance(amount: number | null, t: TFunction, language: string): Promise<boolean> {
  if (amount === 0) return true;
  return confirmDialog({
    content:
      amount === null
        ? t('payment.balanceAskNoAmount')
        : t('payment.balanceAsk', { amount: formatMoney(amount, language) }),
    confirmText: t('payment.pay'),
    cancelText: t('payment.balanceCancel'),
  });
}
