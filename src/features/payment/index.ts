/** The one payment piece used by ordering, top-up, price difference and overdue fees. */

export { type BalanceAsk, confirmBalance } from './confirm-balance';
export type { PayMethod, PaymentResult, PaymentStart } from './run-payment';
export { runPayment } from './run-payment';
export { type ConfirmingState, type PaymentSubject, type PayOptions, usePayment } from './use-payment';
