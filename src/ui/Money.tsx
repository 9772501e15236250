import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';

/** An amount in the shop's currency, formatted for the current locale. */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const { i18n } = useTranslation();
  return <span className={className}>{formatMoney(amount, i18n.language)}</span>;
}
