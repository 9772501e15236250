import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { paymentMutations } from '../../api/payment';
import { useBridge } from '../../bridge';
import { type ConfirmingPayment, confirmingPaymentsAtom } from '../../state/payments-confirming';
import { hideLoading, showLoading } from '../../ui/feedback/loading';
import { showToast } from '../../ui/feedback/toast';
import { useSingleFlight } from '../../ui/use-single-flight';
import { withEntry, withoutEntry } from '../payment-confirming';
import { type BalanceAsk, confirmBalance } from './confirm-balance';
import { type PaymentResult, type RunPaymentOptions, runPayment } from './run-payment';

/** What is being paid, as the screen shows it while the server confirms, and as it is remembered. */
export type PaymentSubject = {
  /** The remembered payment's key (./confirming.ts, confirmingKeys). */
  key: string;
  amount: number | null;
  /** What is paid for, in the customer's words ("Order OP20260101…", "Top-up"). */
  label: string;
  /** A top-up's balance before it started: it is confirmed when the balance has risen. */
  balanceBefore?: number | null;
  totalRechargeBefore?: number | null;
};

export type PayOptions = Omit<RunPaymentOptions, 'bridge' | 'onClientOk' | 'onConfirming'> & {
  /** 'order': a failure says the order is still unpaid (it exists); 'plain' otherwise (top-up). */
  failureText?: 'order' | 'plain';
  /**
   * What is being paid. Asked once the client side said ok (so an order created by `start` can name itself);
   * without it the payment is confirmed all the same, only not remembered across a reload.
   */
  subject?: () => PaymentSubject | null;
  /**
   * A balance payment asks the customer first (./confirm-balance.ts): the amount to ask about, or 'asked'
   * when the screen asked already. Left out, it asks without an amount: never paid from the balance unasked.
   */
  balance?: BalanceAsk;
};

/** While the server is being asked after the chat app's ok: what the screen shows (<PaymentConfirming/>). */
export type ConfirmingState = { amount: number | null; label: string } | null;

const FAILED: readonly PaymentResult[] = ['unpaid', 'cancelled', 'unsupported'];

/**
 * Runs a payment once however often it is tapped, and tells the customer what the server says:
 * - while the payment starts, the loading indicator is up; after the chat app's ok, `confirming` tells the
 *   screen to show "Confirming your payment" with the amount and what is paid for, while the server is asked;
 * - only the server, the chat app (cancel, fail) or the card page makes a payment fail (a toast, except for an
 *   order's payment cancelled: the customer's own doing, and the order still offers to pay); "not heard
 *   yet" (`confirming`) is no failure: the payment is remembered (confirmingPaymentsAtom) so the order shows
 *   it being confirmed, with no second payment, across a reload;
 * - once the payment is over, wallet and order data are refreshed once (paymentMutations.pay).
 */
export function usePayment() {
  const { t, i18n } = useTranslation();
  const bridge = useBridge();
  const payment = useMutation(paymentMutations.pay(runPayment)).mutateAsync;
  const setRemembered = useSetAtom(confirmingPaymentsAtom);
  const { pending, run } = useSingleFlight();
  const [confirming, setConfirming] = useState<ConfirmingState>(null);

  const pay = useCallback(
    async ({
      failureText = 'order',
      subject,
      balance = { amount: null },
      ...options
    }: PayOptions): Promise<PaymentResult | 'error' | 'declined'> => {
      const outcome = await run(async () => {
        // asked inside the single flight: a second tap opens no second question
        if (options.method === 'balance' && balance !== 'asked') {
          if (!(await confirmBalance(balance.amount, t, i18n.language))) return 'declined' as const;
        }
        let known: PaymentSubject | null = null;
        let loading = true;
        showLoading();
        const stopLoading = () => {
          if (loading) hideLoading();
          loading = false;
        };
        try {
          const result = await payment({
            ...options,
            bridge,
            onClientOk: () => {
              known = subject?.() ?? null;
              if (!known) return;
              const { key, amount, balanceBefore = null, totalRechargeBefore = null } = known;
              const via = options.method === 'card' ? 'card' : 'chat-app';
              const at = new Date();
              const entry: ConfirmingPayment = { key, at, amount, balanceBefore, totalRechargeBefore, via };
              setRemembered((entries) => withEntry(entries, entry));
            },
            onConfirming: () => {
              stopLoading();
              setConfirming({ amount: known?.amount ?? null, label: known?.label ?? '' });
            },
          });
          // kept while the server has not said (a card page under way, or not heard yet); dropped otherwise
          const key = (known as PaymentSubject | null)?.key;
          if (key && result !== 'confirming' && result !== 'redirected') {
            setRemembered((entries) => withoutEntry(entries, key));
          }
          // an order's payment cancelled is the customer's own doing: nothing failed, nothing is said, and the
          // order still offers to pay (a toast in the middle of the screen only covered its buttons)
          const cancelledOrder = result === 'cancelled' && failureText === 'order';
          if (FAILED.includes(result) && !cancelledOrder) {
            showToast(t(failureText === 'order' ? 'errors.paymentFailedCheckOrders' : 'errors.paymentFailed'), 3000);
          }
          return result;
        } catch (error) {
          // The client already showed what the server said (e.g. 'Insufficient account balance').
          if (!isApiError(error)) showToast(t('errors.paymentFailed'));
          return 'error' as const;
        } finally {
          stopLoading();
          setConfirming(null);
        }
      });
      return outcome ?? 'error'; // a second tap while one payment runs starts nothing
    },
    [bridge, i18n, payment, run, setRemembered, t],
  );

  return { pay, pending, confirming };
}
