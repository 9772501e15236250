import * as v from 'valibot';
import { booleanFlagSchema, dateTimeSchema, idSchema, listOf, moneySchema } from './common';
import { openPicklist } from './open-picklist';
import { type ChatAppPayParams, chatAppPayParamsSchema } from './payment';

/**
 * A recharge package. `price` is the face value credited to the wallet, `giftAmount` the extra credited on
 * top, `payAmount` what the customer is charged (below `price` for a new-user pack, which is only offered
 * until the customer's first top-up).
 */
export const rechargePackageSchema = v.object({
  id: idSchema,
  price: moneySchema,
  giftAmount: v.nullish(moneySchema, 0),
  payAmount: moneySchema,
  newUserPack: v.nullish(booleanFlagSchema, false),
});
export type RechargePackage = v.InferOutput<typeof rechargePackageSchema>;

/** `/wallet/recharge-activity`: the shop's top-up offer; null when the shop has none. No screen reads its id. */
export const rechargeActivitySchema = v.nullable(
  v.object({
    activityId: v.nullish(idSchema, null),
    title: v.nullish(v.string(), ''),
    packages: listOf(rechargePackageSchema),
  }),
);
export type RechargeActivity = NonNullable<v.InferOutput<typeof rechargeActivitySchema>>;

/**
 * `/wallet/wallet-info`: `balance` is everything the customer can spend, `giftBalance` the part of it that
 * came from recharge gifts, `totalRecharge` what the customer has paid in through top-ups.
 */
export const walletInfoSchema = v.object({
  balance: moneySchema,
  /** Shown when sent: a missing figure is left out, never shown as 0. */
  giftBalance: v.nullish(moneySchema, null),
  totalRecharge: v.nullish(moneySchema, null),
});
export type WalletInfo = v.InferOutput<typeof walletInfoSchema>;

/** `/wallet/shop-account`: the customer's balance usable at that shop (the shop asked for: its id is not needed). */
export const shopAccountSchema = v.object({ shopId: v.nullish(idSchema, null), balance: moneySchema });
export type ShopAccount = v.InferOutput<typeof shopAccountSchema>;

/**
 * The seven consumption-record kinds of spec section 3, and 'recharge': the customer's own top-up, which the spec
 * does not list (CONTRACT.md, docs/contract.md "Wallet records"). Any other kind a server sends reads as 'other',
 * shown by its sign (money in, money out); nothing depends on a record's kind.
 */
export const BILL_KINDS = [
  'order-payment',
  'order-refund',
  'price-difference-payment',
  'overdue-expense',
  'overdue-refund',
  'balance-deduction',
  'backend-recharge',
  'recharge',
] as const;

/** `/wallet/bill-list` (newest first): `amount` is signed, negative for spending. */
export const billSchema = v.object({
  id: idSchema,
  kind: openPicklist(BILL_KINDS),
  amount: moneySchema,
  /** The balance after this record, when the server sends it. */
  balanceAfter: v.nullish(moneySchema, null),
  orderNo: v.nullish(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), null),
  /** Left out of the row when the server has none. */
  time: v.nullish(dateTimeSchema, null),
});
export type Bill = v.InferOutput<typeof billSchema>;
export type BillKind = Bill['kind'];

export const PAY_METHODS = ['balance', 'chat-app', 'card'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export { type ChatAppPayParams, chatAppPayParamsSchema } from './payment';

/**
 * `/wallet/recharge`. Only what paying goes on with is required, and only for the method that needs it
 * (CONTRACT.md, Writes): the chat app's parameters for 'chat-app', the card page for 'card'. The rest may be
 * missing: `rechargeNo` (the top-up is confirmed from the balance, not by its number) and `status`, which
 * counts only when it says 'paid' (anything else, or nothing, is "not known yet").
 */
export type RechargeResult = {
  rechargeNo: string | null;
  paid: boolean;
  payParams: ChatAppPayParams | null;
  payUrl: string | null;
};

/** An optional field: missing, null or unreadable, it reads as `fallback` and never fails the answer. */
const loose = <S extends v.GenericSchema, const F extends v.InferOutput<S> | null>(schema: S, fallback: F) =>
  v.fallback(v.nullish(schema, fallback), fallback);

const rechargeEcho = {
  rechargeNo: loose(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), null),
  status: loose(v.union([v.string(), v.number(), v.boolean()]), null),
};
const optionalPayParams = loose(chatAppPayParamsSchema, null);
const optionalPayUrl = loose(v.pipe(v.string(), v.minLength(1)), null);

const asResult = (answer: {
  rechargeNo: string | null;
  status: string | number | boolean | null;
  payParams: ChatAppPayParams | null;
  payUrl: string | null;
}): RechargeResult => ({
  rechargeNo: answer.rechargeNo,
  paid: answer.status === 'paid',
  payParams: answer.payParams,
  payUrl: answer.payUrl,
});

/** Anything but an object (a bare `data: null`) reads as an answer with no fields. */
const recharge = <S extends v.GenericSchema>(fields: S) =>
  v.pipe(
    v.unknown(),
    v.transform((data) => (typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {})),
    fields,
    v.transform((answer) => asResult(answer as Parameters<typeof asResult>[0])),
  ) as v.GenericSchema<unknown, RechargeResult>;

export const rechargeResultSchema = recharge(
  v.object({ ...rechargeEcho, payParams: optionalPayParams, payUrl: optionalPayUrl }),
);
const chatAppRechargeSchema = recharge(
  v.object({ ...rechargeEcho, payParams: chatAppPayParamsSchema, payUrl: optionalPayUrl }),
);
const cardRechargeSchema = recharge(
  v.object({ ...rechargeEcho, payParams: optionalPayParams, payUrl: v.pipe(v.string(), v.minLength(1)) }),
);

/** The answer a top-up paid by `method` requires (see RechargeResult). */
export function rechargeResultSchemaFor(method: PayMethod): v.GenericSchema<unknown, RechargeResult> {
  if (method === 'chat-app') return chatAppRechargeSchema;
  if (method === 'card') return cardRechargeSchema;
  return rechargeResultSchema;
}
