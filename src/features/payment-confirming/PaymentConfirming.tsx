import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/light/Spinner';
import { Money } from '../../ui/Money';
import './payment-confirming.css';

type Props = {
  /** What is paid for ("Order OP…", "Top-up"); the amount beside it when known. */
  label: string;
  amount: number | null;
  /**
   * 'now': the app is asking the server right after the chat app's ok ("Confirming your payment");
   * 'pending': the server has not heard yet and the screen refreshes by itself ("Payment being confirmed").
   */
  phase?: 'now' | 'pending';
  /** Leaves out the title where the screen says it already (an order's status tag). */
  titled?: boolean;
};

/** The status of a payment the client said was made and the server has not confirmed yet. */
export function PaymentConfirming({ label, amount, phase = 'now', titled = true }: Props) {
  const { t } = useTranslation();
  return (
    <section className="pay-confirming" role="status" aria-live="polite">
      {titled && (
        <p className="pay-confirming-title">
          <Spinner inline />
          <strong>{t(phase === 'now' ? 'payment.confirming.title' : 'payment.confirming.pending')}</strong>
        </p>
      )}
      {(label || amount !== null) && (
        <p className="pay-confirming-what">
          {label && <span>{label}</span>}
          {amount !== null && <Money amount={amount} className="pay-confirming-amount" />}
        </p>
      )}
      <p className="pay-confirming-note">
        {t(phase === 'now' ? 'payment.confirming.nowNote' : 'payment.confirming.pendingNote')}
      </p>
    </section>
  );
}
