/** What the vouchers feature shares: the voucher card (checkout shows vouchers the same way) and its texts. */
export { VoucherCard } from './VoucherCard';
export { EXPIRING_SOON_DAYS, validityOf, voucherTypeKey } from './voucher-text';
