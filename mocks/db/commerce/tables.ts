import type { CouponType, OwnedCouponStatus } from '../../../src/api/schemas/coupon';
import type { BILL_KINDS, PayMethod } from '../../../src/api/schemas/wallet';
import type { Text } from '../../lib/text';

/**
 * The commerce family's tables: goods and their add-ons, wallets and balance records, recharge activities and
 * top-ups, coupon templates and owned coupons, the two address families and the region tree.
 *
 * Money semantics, kept the same everywhere (handlers, the orders family, the tests):
 * - a wallet's `balance` is everything the customer can spend; `giftBalance` is the part of it that came from
 *   recharge gifts (spending uses the paid-in part first); `totalRecharge` is what the customer has paid in
 *   through top-ups (the sum of the packages' `payAmount`).
 * - a recharge package credits `price` (its face value) plus `giftAmount`, and charges `payAmount` (which is
 *   below `price` for a new-user pack). One wallet per customer, usable at every shop; `/wallet/shop-account`
 *   reports it for the shop asked about.
 * - a balance record's `amount` is signed: negative for spending, positive for money coming in.
 */

export type GoodsTypeRow = { id: number; name: Text; sort: number; shopIds: number[] };

export type GoodsAddOnRow = { id: number; name: Text; price: number };

export type GoodsRow = {
  id: number;
  typeId: number;
  name: Text;
  image: string;
  images: string[];
  price: number;
  /** What members pay (`/auth/get-user-info` member flag). */
  memberPrice: number;
  description: Text;
  /** HTML, shown after sanitising. */
  detail: Text;
  sales: number;
  /** The add-ons offered with this goods (ids of `goodsAddOns`). */
  addOnIds: number[];
};

/**
 * The spec's seven kinds, and 'recharge' for a customer's own top-up (docs/contract.md, "Wallet records"); a top-up
 * is still confirmed from the balance, never from its record.
 */
export type BillKind = (typeof BILL_KINDS)[number];

export type WalletRow = { userId: number; balance: number; giftBalance: number; totalRecharge: number };

export type BillRow = {
  id: number;
  userId: number;
  kind: BillKind;
  /** Signed: negative for spending. */
  amount: number;
  balanceAfter: number;
  orderNo: string | null;
  time: string;
};

export type RechargePackageRow = {
  id: number;
  /** Face value credited to the wallet. */
  price: number;
  /** Extra credited on top of the face value. */
  giftAmount: number;
  /** What the customer is charged. */
  payAmount: number;
  /** Only for customers who have never topped up. */
  newUserPack: boolean;
};

export type RechargeActivityRow = { activityId: number; shopId: number; title: Text; packages: RechargePackageRow[] };

export type RechargeRow = {
  rechargeNo: string;
  userId: number;
  shopId: number;
  packageId: number;
  price: number;
  giftAmount: number;
  payAmount: number;
  payMethod: PayMethod;
  /** chat-app and card top-ups stay 'unpaid' until the mock payment is confirmed (`/__mock/pay/confirm`). */
  status: 'unpaid' | 'paid' | 'failed';
  createdAt: string;
  paidAt: string | null;
};

export type CouponTemplateRow = {
  id: number;
  shopId: number;
  name: Text;
  type: CouponType;
  amount: number;
  minSpend: number;
  /** For 'some-products': the goods it applies to; empty otherwise. */
  goodsIds: number[];
  /** Days a claimed coupon stays valid. */
  validDays: number;
  /** Offered on the claim-vouchers screen; other templates are handed out by the shop. */
  claimable: boolean;
};

export type OwnedCoupon = {
  id: number;
  userId: number;
  /** The template it was claimed from; null for welcome and invite coupons (`grantCoupon`). */
  templateId: number | null;
  name: Text;
  type: CouponType;
  amount: number;
  minSpend: number;
  goodsIds: number[];
  validTo: string;
  /** Stored status; an unused coupon past `validTo` reads as 'expired' (see `couponStatus`). */
  status: Exclude<OwnedCouponStatus, 'expired'>;
  createdAt: string;
  usedAt: string | null;
};

export type AddressRow = {
  id: number;
  userId: number;
  contact: string;
  phone: string;
  regionCodes: string[];
  /** As the client sent it; answers rebuild it from `regionCodes` in the request's language when they can. */
  regionText: string;
  detail: string;
  isDefault: boolean;
  createdAt: string;
};

export type RegionRow = { code: string; pcode: string; name: Text };

export type CommerceTables = {
  goodsTypes: GoodsTypeRow[];
  goodsAddOns: GoodsAddOnRow[];
  goods: GoodsRow[];
  wallets: WalletRow[];
  bills: BillRow[];
  rechargeActivities: RechargeActivityRow[];
  recharges: RechargeRow[];
  couponTemplates: CouponTemplateRow[];
  coupons: OwnedCoupon[];
  /** The "receiving" address family (`/receiving/list`, `add`, `del`, `set-default`). */
  receivingAddresses: AddressRow[];
  /** The "addr" address family (`/receiving/addr-list`, `add-addr`, `set-addr`, `del-addr`, `set-addr-default`). */
  addrs: AddressRow[];
  regions: RegionRow[];
};
