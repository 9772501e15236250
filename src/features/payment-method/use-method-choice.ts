import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusProblem } from '../../ui/form-problem';
import type { PayMethod } from './pay-method';

/** A choice a form keeps itself (a draft that survives a reload), instead of in this hook's state. */
export type KeptMethod = { method: PayMethod | null; setMethod: (method: PayMethod) => void };

/**
 * The way to pay a form has chosen, and its one check before paying: none chosen is said beside the choices
 * (`problem`, for PaymentMethodPicker), with the focus on them (`picker`: the element around the picker).
 * The text goes once a way is chosen. The choice is held here, or by the form when it gives `kept`.
 */
export function useMethodChoice(kept?: KeptMethod) {
  const { t } = useTranslation();
  const [held, setHeld] = useState<PayMethod | null>(null);
  const [missing, setMissing] = useState(false);
  const picker = useRef<HTMLDivElement>(null);
  const method = kept ? kept.method : held;
  const setMethod = (chosen: PayMethod) => {
    if (kept) kept.setMethod(chosen);
    else setHeld(chosen);
    setMissing(false);
  };
  /** Whether `chosen` (the form's method, a free order's included) is there; says so beside the picker if not. */
  const check = (chosen: PayMethod | null): chosen is PayMethod => {
    if (chosen) return true;
    setMissing(true);
    focusProblem(picker.current);
    return false;
  };
  return { method, setMethod, check, picker, problem: missing ? t('validation.selectPaymentMethod') : null };
}
