import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmBalance } from '../payment';
import { PaymentConfirming } from '../payment-confirming';
import type { PayMethod } from '../payment-method';
import type { EngineState, SubmitEngineApi, SubmitQuestions } from './submit-engine';
import { useFreeBoxCheck } from './use-free-box-check';
import { type OrderRequest, useSubmitOrder } from './use-submit-order';

/**
 * The order form's submit-and-pay path (the questions before the order is made, useSubmitOrder, the payment,
 * what is shown while a payment is confirmed), loaded apart from the form (./submit-engine.tsx). Mounted once
 * and kept while the form is open: the hook's memory of what was sent lives here. While the payment of the order
 * made is being confirmed, that is drawn here, in the form's place; then, paid or not, the order's detail.
 */
export function SubmitEngine({
  onOrderExists,
  onState,
  register,
}: {
  onOrderExists: () => void;
  onState: (state: EngineState) => void;
  register: (api: SubmitEngineApi) => void;
}) {
  const { t, i18n } = useTranslation();
  const { submit, pending, confirming } = useSubmitOrder({ onOrderExists });
  const freeBoxOrAsked = useFreeBoxCheck();

  const submitAsking = useCallback(
    (method: PayMethod, request: OrderRequest, { lockerNo, balanceAmount }: SubmitQuestions) =>
      // the balance question comes before create, which pays from the balance at once
      submit(
        method,
        request,
        async () =>
          (await freeBoxOrAsked(lockerNo)) &&
          (method !== 'balance' || (await confirmBalance(balanceAmount, t, i18n.language))),
      ),
    [freeBoxOrAsked, i18n, submit, t],
  );
  useEffect(() => register({ submit: submitAsking }), [register, submitAsking]);
  const takenOver = confirming !== null;
  useEffect(() => onState({ pending, takenOver }), [onState, pending, takenOver]);

  if (confirming) return <PaymentConfirming label={confirming.label} amount={confirming.amount} />;
  return null;
}
