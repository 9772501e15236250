import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmBalance } from '../payment';
import { PaymentConfirming } from '../payment-confirming';
import type { PayMethod } from '../payment-method';
import type { EngineState, SubmitEngineApi, SubmitQuestions } from './submit-engine';
import { UnpaidOrderPanel } from './UnpaidOrderPanel';
import { useFreeBoxCheck } from './use-free-box-check';
import { type OrderRequest, useSubmitOrder } from './use-submit-order';

/**
 * The order form's submit-and-pay path (the questions before the order is made, useSubmitOrder, the payment,
 * the panels shown once the order exists), loaded apart from the form (./submit-engine.tsx). Mounted once and
 * kept while the form is open: the hook's memory of what was sent lives here. Once the order exists and is
 * being confirmed or waits to be paid, its panel is drawn here, in the form's place.
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
  const { submit, payAgain, pending, unpaid, confirming } = useSubmitOrder({ onOrderExists });
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
  const takenOver = confirming !== null || unpaid !== null;
  useEffect(() => onState({ pending, takenOver }), [onState, pending, takenOver]);

  if (confirming) return <PaymentConfirming label={confirming.label} amount={confirming.amount} />;
  if (unpaid) return <UnpaidOrderPanel order={unpaid} pending={pending} onPay={(method) => void payAgain(method)} />;
  return null;
}
