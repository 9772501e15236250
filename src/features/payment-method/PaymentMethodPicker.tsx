import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { walletQueries } from '../../api/wallet';
import { useBridge } from '../../bridge';
import { PATHS } from '../../lib/paths';
import { FormProblem } from '../../ui/form-problem';
import { InlineRetry } from '../../ui/InlineRetry';
import { Money } from '../../ui/Money';
import { RadioOption } from '../../ui/RadioOption';
import type { PayMethod } from './pay-method';
import '../../ui/link-button.css';
import './payment-method.css';

type Props = {
  /** What is to be paid; the balance option is closed when the balance is below it. */
  amount: number;
  value: PayMethod | null;
  onChange: (method: PayMethod) => void;
  /** Top-up cannot be paid from the balance it tops up. */
  allowBalance?: boolean;
  /** Why the form cannot be sent yet (no way to pay chosen), said beside the choices. */
  problem?: string | null;
};

/** Chooses how to pay: balance (with what is left), chat-app payment, card: only what this host can do. */
export function PaymentMethodPicker({ amount, value, onChange, allowBalance = true, problem = null }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const bridge = useBridge();
  const wallet = useQuery({ ...walletQueries.info(), enabled: allowBalance });
  const balance = wallet.data?.balance;
  const short = balance !== undefined && balance < amount;
  const name = useId();
  const shortId = `${name}-short`;
  const problemId = `${name}-problem`;
  const option = (method: PayMethod, disabled = false) => ({
    name,
    value: method,
    checked: value === method,
    disabled,
    onSelect: () => onChange(method),
    describedBy: problem ? problemId : undefined,
  });

  return (
    <fieldset className="pay-methods">
      <legend>{t('payment.choose')}</legend>
      <div className="pay-method-list">
        {allowBalance && (
          <div className="pay-method">
            <RadioOption
              {...option('balance', short || balance === undefined)}
              describedBy={[short ? shortId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined}
            >
              {t('payment.methods.balance')}
              {balance !== undefined && (
                <span className="pay-method-note">
                  {' '}
                  (<Money amount={balance} />)
                </span>
              )}
            </RadioOption>
            {/* the balance could not be read: the option stays closed until it is, and asking again is one tap */}
            <InlineRetry query={{ ...wallet, isError: wallet.isError && balance === undefined }} />
            {short && (
              <p id={shortId} className="pay-method-warning" role="note">
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
            <RadioOption {...option('chat-app')}>{t('payment.methods.chatApp')}</RadioOption>
          </div>
        )}
        {bridge.env.canPay.card && (
          <div className="pay-method">
            <RadioOption {...option('card')}>{t('payment.methods.card')}</RadioOption>
          </div>
        )}
      </div>
      <FormProblem id={problemId} text={problem} />
    </fieldset>
  );
}
