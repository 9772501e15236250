/** The one payment piece used by ordering, top-up, price difference and overdue fees. */

export { type BalanceAsk, confirmBalance } from './confirm-balance';
export { NOTHING_TO_PAY_METHOD, NothingToPay } from './NothingToPay';
export { PaymentMethodPicker } from './PaymentMethodPicker';
export type { PayMethod, PaymentResult, PaymentStart } from './run-payment';
export { runPayment } from './run-payment';
export { useMethodChoice } from './use-method-choice';
export { type ConfirmingState, type PaymentSubject, type PayOptions, usePayment } from './use-payment';
