/**
 * Choosing how to pay, as every payment form shows it. Apart from the payment flow (src/features/payment), so
 * that a form loads the code that pays only when it pays (the order form's submit path loads on first use).
 */

export { NOTHING_TO_PAY_METHOD, NothingToPay } from './NothingToPay';
export { PaymentMethodPicker } from './PaymentMethodPicker';
export type { PayMethod } from './pay-method';
export { useMethodChoice } from './use-method-choice';
