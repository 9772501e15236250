import type { ParseKeys } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusProblem } from '../../ui/form-problem';
import { type OrderCheck, validateOrder } from './validate';

/** The parts of the order form a problem is said beside. */
export type OrderSpot = 'kind' | 'goods' | 'door' | 'address' | 'time' | 'photos' | 'pay';

const SPOTS: Partial<Record<ParseKeys, OrderSpot>> = {
  'createOrder.kind.choose': 'kind',
  'validation.addCartFirst': 'goods',
  'validation.selectShippingAddress': 'address',
  'validation.selectDoorstepTime': 'time',
  'createOrder.photos.stillUploading': 'photos',
  'validation.selectPaymentMethod': 'pay',
};

/**
 * The order form's check before it sends, said the forms' one way (src/ui/form-problem.tsx): the first
 * problem beside its part of the form (`problemAt`), the focus moved there. A problem is said until what it
 * asks for is done. A site that takes no appointments says so in its own section already: said once, there.
 */
export function useOrderCheck(check: OrderCheck) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [said, setSaid] = useState<ParseKeys | null>(null);
  const open = validateOrder(check);
  const shown = said !== null && said === open ? said : null;

  /** Whether the order can go; if not, its first problem is said. */
  const passes = (): boolean => {
    if (open === null) return true;
    setSaid(open);
    focusProblem(form.current);
    return false;
  };
  const problemAt = (spot: OrderSpot): string | null => {
    if (shown === null || shown === 'errors.noAppointmentService') return null;
    return (SPOTS[shown] ?? 'door') === spot ? t(shown) : null;
  };
  return { form, passes, problemAt };
}
