import { useTranslation } from 'react-i18next';
import { PaymentConfirming } from '../payment-confirming';
import { useTopUpConfirming } from './use-top-up-confirming';

/** On the wallet: a top-up the server has not confirmed yet (e.g. back from the card page), until it has. */
export function TopUpConfirming() {
  const { t } = useTranslation();
  const { entry } = useTopUpConfirming();
  if (!entry) return null;
  return <PaymentConfirming phase="pending" label={t('payment.subject.topUp')} amount={entry.amount ?? null} />;
}
