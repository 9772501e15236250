import * as v from 'valibot';
import { persistedAtom } from './persisted';

/**
 * Payments the chat app (or the card page) said were made, that the server had not confirmed yet when the
 * app stopped asking. Kept across reloads, so an order stays "being confirmed" instead of offering a second
 * payment, until the server says paid or the window (src/features/payment-confirming/confirming.ts) has passed.
 * `key` names what was paid (`order:12`, `due:5008:overdue`, `top-up`); `at` is when the client said ok.
 * A top-up also keeps the balance read before it started: it is confirmed when the balance has risen. `via`:
 * the chat app said ok ('chat-app'), or the customer left for the card page ('card'; a cancel or decline the
 * page reports on return drops it: src/app/landing.ts).
 */
const confirmingPaymentSchema = v.object({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  at: v.date(),
  amount: v.optional(v.nullable(v.number()), null),
  balanceBefore: v.optional(v.nullable(v.number()), null),
  totalRechargeBefore: v.optional(v.nullable(v.number()), null),
  via: v.optional(v.picklist(['chat-app', 'card']), 'chat-app'),
});
export type ConfirmingPayment = v.InferOutput<typeof confirmingPaymentSchema>;

export const confirmingPaymentsAtom = persistedAtom<ConfirmingPayment[]>(
  'paymentsConfirming',
  v.pipe(v.array(confirmingPaymentSchema), v.maxLength(50)),
  [],
);
