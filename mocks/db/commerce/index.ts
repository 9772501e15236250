/**
 * The commerce family of the mock db: its tables (tables.ts, with the money semantics every rule keeps), its
 * seed (seed*.ts) and its rules, one module a job. Handlers, the orders family and the tests import from here.
 */

export { type AddressFamily, addressesOf, ensureOneDefault, regionChildren, regionTextOf } from './addresses';
export {
  claimTemplate,
  couponStatus,
  daysLeft,
  discountOf,
  findUsableCoupon,
  grantCoupon,
  restoreCoupon,
  useCoupon,
} from './coupons';
export { addOnsOf, findGoods, goodsTypesOf, priceGoods } from './goods';
export { findPackage, isNewToRecharge, settleRecharge } from './recharge';
export { seedCommerce } from './seed';
export type * from './tables';
export { billsOf, chargeBalance, creditBalance, walletOf } from './wallet';
