import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/format';
import type { CollectBlock } from './cabinet-orders';

/**
 * The question asked before a collection that waits on a payment: the charge by its one name and, since it
 * asks for money, the amount. When the server says something is owed but not how much
 * (src/api/dues.ts, `amount` null), it asks without one rather than with a made-up ¥0.00.
 */
export function collectQuestion(block: CollectBlock, t: TFunction, language: string): string {
  const amount = block.amount === null ? null : formatMoney(block.amount, language);
  if (block.kind === 'price-difference')
    return amount === null ? t('errors.payDifferenceFirst') : t('errors.payDifferenceFirstAmount', { amount });
  return amount === null ? t('errors.overdueFee') : t('errors.overdueFeeAmount', { amount });
}
