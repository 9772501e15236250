import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useBridge } from '../../bridge';
import { withLoading } from '../../ui/feedback/loading';
import { showToast } from '../../ui/feedback/toast';
import { type PaymentResult, type RunPaymentOptions, runPayment } from './run-payment';

export type PayOptions = Omit<RunPaymentOptions, 'bridge'> & {
  /** 'order': a failure points to the order list (the order exists, unpaid); 'plain' otherwise (top-up). */
  failureText?: 'order' | 'plain';
};

/**
 * Runs a payment once however often it is tapped, with the loading indicator up, and tells the customer
 * when the server says it did not go through. Wallet and order data are refreshed afterwards, so every
 * screen shows the server's state.
 */
export function usePayment() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const pay = useCallback(
    async ({ failureText = 'order', ...options }: PayOptions): Promise<PaymentResult | 'error'> => {
      if (running.current) return 'error';
      running.current = true;
      setPending(true);
      try {
        const result = await withLoading(() => runPayment({ ...options, bridge }));
        if (result === 'unpaid' || result === 'cancelled' || result === 'unsupported') {
          showToast(t(failureText === 'order' ? 'errors.paymentFailedCheckOrders' : 'errors.paymentFailed'), 3000);
        }
        return result;
      } catch (error) {
        // The client already showed what the server said (e.g. 'Insufficient account balance').
        if (!isApiError(error)) showToast(t('errors.paymentFailed'));
        return 'error';
      } finally {
        running.current = false;
        setPending(false);
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
        void queryClient.invalidateQueries({ queryKey: ['order'] });
      }
    },
    [bridge, queryClient, t],
  );

  return { pay, pending };
}
