/** What the vouchers feature shares: the voucher card (checkout shows vouchers the same way), its texts, the voucher chosen. */
export { UNUSED_VOUCHERS, useHeldVoucher } from './use-held-voucher';
export { VoucherCard } from './VoucherCard';
export { EXPIRING_SOON_DAYS, limitedToSomeGoods, validityOf, voucherTypeKey } from './voucher-text';
