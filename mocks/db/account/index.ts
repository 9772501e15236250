/**
 * The account family of the mock db: its tables (tables.ts), its seed (seed*.ts) and its rules: sign-in
 * checks, verification codes, welcome coupons and the answers' messages. Handlers import from here.
 */

export { passwordAccepted, phoneAccepted } from './credentials';
export { accountMessage } from './messages';
export { seedAccount } from './seed';
export { consumeSmsCode, MOCK_SMS_CODE, SMS_CODE_TTL_MS, SMS_RESEND_MS } from './sms-codes';
export type * from './tables';
export { claimOf, claimWelcomeCoupon, couponVoOf, inviteRewardOf, newUserActivityOf } from './welcome-coupons';
