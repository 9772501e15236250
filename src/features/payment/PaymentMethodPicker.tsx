import { useQuery } from '@tanstack/react-query';
import { Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { walletQueries } from '../../api/wallet';
import { useBridge } from '../../bridge';
import { PATHS } from '../../lib/paths';
import { Money } from '../../ui/Money';
import type { PayMethod } from './run-payment';
import './payment.css';

type Props = {
  /** What is to be paid; the balance option is closed when the balance is below it. */
  amount: number;
  value: PayMethod | null;
  onChange: (method: PayMethod) => void;
  /** Top-up cannot be paid from the balance it tops up. */
  allowBalance?: boolean;
};

/** Chooses how to pay: balance (with what is left), chat-app payment, card: only what this host can do. */
export function PaymentMethodPicker({ amount, value, onChange, allowBalance = true }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const bridge = useBridge();
  const wallet = useQuery({ ...walletQueries.info(), enabled: allowBalance });
  const balance = wallet.data?.balance;
  const short = balance !== undefined && balance < amount;

  return (
    <fieldset className="pay-methods">
      <legend>{t('payment.choose')}</legend>
      <Radio.Group value={value} onChange={(next) => onChange(next as PayMethod)}>
        {allowBalance && (
          <div className="pay-method">
            <Radio value="balance" disabled={short || balance === undefined}>
              {t('payment.methods.balance')}
              {balance !== undefined && (
                <span className="pay-method-note">
                  {' '}
                  (<Money amount={balance} />)
                </span>
              )}
            </Radio>
            {short && (
              <p className="pay-method-warning" role="note">
                {t('errors.rechargeFirst')}{' '}
                <button type="button" className="link-button" onClick={() => navigate(PATHS.topUp)}>
                  {t('payment.topUp')}
                </button>
              </p>
            )}
          </div>
        )}
        {bridge.env.canPay.chatApp && (
          <div className="pay-method">
            <Radio value="chat-app">{t('payment.methods.chatApp')}</Radio>
          </div>
        )}
        {bridge.env.canPay.card && (
          <div className="pay-method">
            <Radio value="card">{t('payment.methods.card')}</Radio>
          </div>
        )}
      </Radio.Group>
    </fieldset>
  );
}
