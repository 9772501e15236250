/** The one payment piece used by ordering, top-up, price difference and overdue fees. */
export { PaymentMethodPicker } from './PaymentMethodPicker';
export type { PayMethod, PaymentResult, PaymentStart } from './run-payment';
export { runPayment } from './run-payment';
export { type PayOptions, usePayment } from './use-payment';
