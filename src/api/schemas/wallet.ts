import * as v from 'valibot';
import { dateTimeSchema, idSchema, moneySchema } from './common';
import { chatAppPayParamsSchema } from './payment';

/**
 * A recharge package. `price` is the face value credited to the wallet, `giftAmount` the extra credited on
 * top, `payAmount` what the customer is charged (below `price` for a new-user pack, which is only offered
 * until the customer's first top-up).
 */
export const rechargePackageSchema = v.object({
  id: idSchema,
  price: moneySchema,
  giftAmount: v.optional(moneySchema, 0),
  payAmount: moneySchema,
  newUserPack: v.optional(v.boolean(), false),
});
export type RechargePackage = v.InferOutput<typeof rechargePackageSchema>;

/** `/wallet/recharge-activity`: the shop's top-up offer; null when the shop has none. */
export const rechargeActivitySchema = v.nullable(
  v.object({
    activityId: idSchema,
    title: v.string(),
    packages: v.array(rechargePackageSchema),
  }),
);
export type RechargeActivity = NonNullable<v.InferOutput<typeof rechargeActivitySchema>>;

/**
 * `/wallet/wallet-info`: `balance` is everything the customer can spend, `giftBalance` the part of it that
 * came from recharge gifts, `totalRecharge` what the customer has paid in through top-ups.
 */
export const walletInfoSchema = v.object({
  balance: moneySchema,
  giftBalance: v.optional(moneySchema, 0),
  totalRecharge: v.optional(moneySchema, 0),
});
export type WalletInfo = v.InferOutput<typeof walletInfoSchema>;

/** `/wallet/shop-account`: the customer's balance usable at that shop. */
export const shopAccountSchema = v.object({ shopId: idSchema, balance: moneySchema });
export type ShopAccount = v.InferOutput<typeof shopAccountSchema>;

/** The seven consumption-record kinds of spec section 3, plus the customer's own top-up. */
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
export const billKindSchema = v.picklist(BILL_KINDS);
export type BillKind = v.InferOutput<typeof billKindSchema>;

/** `/wallet/bill-list` (newest first): `amount` is signed, negative for spending. */
export const billSchema = v.object({
  id: idSchema,
  kind: billKindSchema,
  amount: moneySchema,
  /** The balance after this record, when the server sends it. */
  balanceAfter: v.optional(v.nullable(moneySchema), null),
  orderNo: v.optional(v.nullable(v.string()), null),
  time: dateTimeSchema,
});
export type Bill = v.InferOutput<typeof billSchema>;

export const PAY_METHODS = ['balance', 'chat-app', 'card'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export { type ChatAppPayParams, chatAppPayParamsSchema } from './payment';

/**
 * `/wallet/recharge`: a balance top-up is 'paid' at once; a chat-app one answers `payParams` and a card one a
 * payment page `payUrl`, and both stay 'unpaid' until the payment completes on the server.
 */
export const rechargeResultSchema = v.object({
  rechargeNo: v.string(),
  status: v.picklist(['paid', 'unpaid']),
  payParams: v.optional(v.nullable(chatAppPayParamsSchema), null),
  payUrl: v.optional(v.nullable(v.string()), null),
});
export type RechargeResult = v.InferOutput<typeof rechargeResultSchema>;
