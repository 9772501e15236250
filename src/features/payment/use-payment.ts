import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useBridge } from '../../bridge';
import { withLoading } from '../../ui/feedback/loading';
import { showToast } from '../../ui/feedback/toast';
import { useSingleFlight } from '../../ui/use-single-flight';
import { type PaymentResult, type RunPaymentOptions, runPayment } from './run-payment';

export type PayOptions = Omit<RunPaymentOptions, 'bridge'> & {
  /** 'order': a failure points to the order list (the order exists, unpaid); 'plain' otherwise (top-up). */
  failureText?: 'order' | 'plain';
};

/**
 * Runs a payment once however often it is tapped, with the loading indicator up, and tells the customer
 * when the server says it did not go through. `start` sends the pay request through the api's mutation,
 * which refreshes what it changed at once; a chat-app or card payment completes later, so wallet and order
 * data are refreshed again once the payment is over, and every screen shows the server's final state.
 */
export function usePayment() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const { pending, run } = useSingleFlight();

  const pay = useCallback(
    async ({ failureText = 'order', ...options }: PayOptions): Promise<PaymentResult | 'error'> => {
      const outcome = await run(async () => {
        try {
          const result = await withLoading(() => runPayment({ ...options, bridge }));
          if (result === 'unpaid' || result === 'cancelled' || result === 'unsupported') {
            showToast(t(failureText === 'order' ? 'errors.paymentFailedCheckOrders' : 'errors.paymentFailed'), 3000);
          }
          return result;
        } catch (error) {
          // The client already showed what the server said (e.g. 'Insufficient account balance').
          if (!isApiError(error)) showToast(t('errors.paymentFailed'));
          return 'error' as const;
        } finally {
          void queryClient.invalidateQueries({ queryKey: ['wallet'] });
          void queryClient.invalidateQueries({ queryKey: ['order'] });
        }
      });
      return outcome ?? 'error'; // a second tap while one payment runs starts nothing
    },
    [bridge, queryClient, run, t],
  );

  return { pay, pending };
}
