/**
 * Payments the chat app or the card page called done, until the server says so: the windows, the entries kept
 * for them, the reading again while one waits and the panel that says so. Apart from the payment flow
 * (src/features/payment), so that the screens that only show an order's or a top-up's payment as being
 * confirmed do not load the code that pays.
 */

export {
  CARD_CONFIRM_WINDOW_MS,
  CONFIRM_DELAYS_MS,
  CONFIRM_WINDOW_MS,
  confirmingEntry,
  confirmingKeys,
  confirmRefetchMs,
  withEntry,
  withoutEntry,
} from './confirming';
export { PaymentConfirming } from './PaymentConfirming';
export { useConfirmingPayment, useRefreshWhileConfirming } from './use-confirming';
