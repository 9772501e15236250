import * as v from 'valibot';
import type { Id } from '../../lib/id';
import { booleanFlagSchema, idSchema, moneySchema, textSchema } from './common';

/**
 * What the chat app's payment call needs (its `getBrandWCPayRequest` parameters), handed to the bridge as is.
 * Answered by every paying call: `/order/*` payments and `/wallet/recharge`.
 */
export const chatAppPayParamsSchema = v.object({
  appId: v.string(),
  timeStamp: v.string(),
  nonceStr: v.string(),
  /** `prepay_id=<trade no>` */
  package: v.string(),
  signType: v.string(),
  paySign: v.string(),
});
export type ChatAppPayParams = v.InferOutput<typeof chatAppPayParamsSchema>;

/** An optional field: missing, null or unreadable, it reads as `fallback` and never fails the answer. */
const loose = <S extends v.GenericSchema, const F extends v.InferOutput<S> | null>(schema: S, fallback: F) =>
  v.fallback(v.nullish(schema, fallback), fallback);

/**
 * The answer of the order paying calls (`/order/group-pay`, `/order/pay-price-diff`, `/order/pay-timeout-fee`,
 * and the payment of `/order/create`). Only what paying goes on with is ever required, and only for the method
 * that needs it (`paymentSchemaFor`): the chat app's parameters, the card page. The rest is an echo the app
 * can do without: `paid` is false unless the server says so (the order is read back afterwards either way,
 * CONTRACT.md, Paying), the trade number, amount, order ids and method may be missing.
 */
export type Payment = {
  tradeNo: string | null;
  payMethod: string | null;
  amount: number | null;
  paid: boolean;
  orderIds: Id[];
  /** The wallet balance after a balance payment. */
  balance: number | null;
  payParams: ChatAppPayParams | null;
  payUrl: string | null;
};

const echo = {
  tradeNo: loose(textSchema, null),
  payMethod: loose(v.string(), null),
  amount: loose(moneySchema, null),
  paid: v.pipe(
    loose(booleanFlagSchema, false),
    v.transform((paid) => paid === true),
  ),
  orderIds: loose(v.array(idSchema), []),
  balance: loose(moneySchema, null),
};
const payParams = loose(chatAppPayParamsSchema, null);
const payUrl = loose(v.pipe(v.string(), v.minLength(1)), null);

/** Anything but an object (a bare `data: null`, `true`, a trade number) reads as an answer with no fields. */
const fields = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.unknown(),
    v.transform((data) => (typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {})),
    schema,
  );

/** A payment answer read for any method: nothing required. */
export const paymentSchema = fields(v.object({ ...echo, payParams, payUrl })) as v.GenericSchema<unknown, Payment>;

const chatAppPaymentSchema = fields(
  v.object({ ...echo, payParams: chatAppPayParamsSchema, payUrl }),
) as v.GenericSchema<unknown, Payment>;
const cardPaymentSchema = fields(
  v.object({ ...echo, payParams, payUrl: v.pipe(v.string(), v.minLength(1)) }),
) as v.GenericSchema<unknown, Payment>;

/**
 * The answer a payment by `method` requires: the chat app's parameters for 'chat-app' (its payment sheet cannot
 * open without them), the card page for 'card'; nothing for 'balance' (done on the server).
 */
export function paymentSchemaFor(method: string): v.GenericSchema<unknown, Payment> {
  if (method === 'chat-app') return chatAppPaymentSchema;
  if (method === 'card') return cardPaymentSchema;
  return paymentSchema;
}
