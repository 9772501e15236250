import * as v from 'valibot';
import { dateTimeSchema, idSchema, moneySchema } from './common';
import { openPicklist } from './open-picklist';
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
  /** Shown when sent: a missing figure is left out, never shown as 0. */
  giftBalance: v.optional(v.nullable(moneySchema), null),
  totalRecharge: v.optional(v.nullable(moneySchema), null),
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

/** `/wallet/bill-list` (newest first): `amount` is signed, negative for spending. */
const billEntries = {
  id: idSchema,
  kind: openPicklist(BILL_KINDS),
  amount: moneySchema,
  /** The balance after this record, when the server sends it. */
  balanceAfter: v.optional(v.nullable(moneySchema), null),
  orderNo: v.optional(v.nullable(v.string()), null),
  time: dateTimeSchema,
};
/**
 * A wallet record. A top-up's record carries its recharge number (`orderNo`): it is how a top-up just paid
 * is read back from the server (src/features/wallet/recharge-status.ts), so there it is required.
 */
export const billSchema = v.union([
  v.object({ ...billEntries, kind: v.literal('recharge'), orderNo: v.string() }),
  v.object(billEntries),
]);
export type Bill = v.InferOutput<typeof billSchema>;
export type BillKind = Bill['kind'];

export const PAY_METHODS = ['balance', 'chat-app', 'card'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export { type ChatAppPayParams, chatAppPayParamsSchema } from './payment';

/**
 * `/wallet/recharge`: a balance top-up is 'paid' at once; a chat-app one answers `payParams` and a card one a
 * payment page `payUrl`, and both stay 'unpaid' until the payment completes on the server.
 */
const rechargeEntries = { rechargeNo: v.string(), status: v.picklist(['paid', 'unpaid']) };
const optionalPayParams = v.optional(v.nullable(chatAppPayParamsSchema), null);
const optionalPayUrl = v.optional(v.nullable(v.string()), null);
export const rechargeResultSchema = v.union([
  v.object({ ...rechargeEntries, payParams: chatAppPayParamsSchema, payUrl: optionalPayUrl }),
  v.object({ ...rechargeEntries, payUrl: v.string(), payParams: optionalPayParams }),
  v.object({ ...rechargeEntries, payParams: optionalPayParams, payUrl: optionalPayUrl }),
]);
export type RechargeResult = v.InferOutput<typeof rechargeResultSchema>;
