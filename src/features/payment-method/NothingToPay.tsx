import { useTranslation } from 'react-i18next';
import type { PayMethod } from './pay-method';
import './payment-method.css';

/**
 * How an order that costs nothing (a voucher covers it) is paid: from the balance, which the server settles at
 * once for 0, moving no money; a chat-app or card payment would open a payment sheet for nothing. The customer
 * is asked for no method.
 */
export const NOTHING_TO_PAY_METHOD: PayMethod = 'balance';

/** In place of the payment methods when there is nothing to pay. */
export function NothingToPay() {
  const { t } = useTranslation();
  return (
    <p className="pay-nothing" role="note">
      {t('payment.nothingToPay')}
    </p>
  );
}
