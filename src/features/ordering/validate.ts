import type { ParseKeys } from 'i18next';
import type { OrderKind } from '../../api/schemas/order';
import type { ChosenSlot } from './slots';

/** What the form knows when the customer taps submit. */
export type OrderCheck = {
  kind: OrderKind | null;
  cartEmpty: boolean;
  /** Door-to-door: whether the site takes appointments (undefined while loading). */
  appointmentOpen?: boolean | undefined;
  addressChosen: boolean;
  slot: ChosenSlot | null;
  slotBookable: boolean;
  photosUploading: boolean;
  payMethodChosen: boolean;
};

/** The first thing missing, as the translation key of the message to show; null when the order can go. */
export function validateOrder(check: OrderCheck): ParseKeys | null {
  if (check.kind === null) return 'createOrder.kind.choose';
  if (check.cartEmpty) return 'validation.addCartFirst';
  if (check.kind === 'door-to-door') {
    if (check.appointmentOpen === undefined) return 'createOrder.wait';
    if (!check.appointmentOpen) return 'errors.noAppointmentService';
    if (!check.addressChosen) return 'validation.selectShippingAddress';
    if (!check.slot || !check.slotBookable) return 'validation.selectDoorstepTime';
  }
  if (check.photosUploading) return 'createOrder.photos.stillUploading';
  if (!check.payMethodChosen) return 'validation.selectPaymentMethod';
  return null;
}
