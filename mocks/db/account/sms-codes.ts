import type { SmsType } from '../../../src/api/sms';
import type { ACCOUNT_MESSAGES } from './messages';
import type { AccountTables } from './tables';

/** Verification codes live 5 minutes; a new one can be asked for after 60 seconds. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
/**
 * The mock sends no text message: every code it "sends" is this one, so tests and people trying the demo
 * can register and reset passwords. It is still stored per phone with its expiry and resend limit.
 */
export const MOCK_SMS_CODE = '123456';

/**
 * Checks a verification code for a phone and purpose; a right code is used up. Answers the message key of
 * the problem, or null when the code is right.
 */
export function consumeSmsCode(
  tables: AccountTables,
  phone: string,
  type: SmsType,
  code: unknown,
  now: number = Date.now(),
): keyof typeof ACCOUNT_MESSAGES | null {
  if (typeof code !== 'string' || code.trim() === '') return 'codeEmpty';
  const row = tables.smsCodes[phone];
  if (!row || row.type !== type || row.code !== code.trim()) return 'codeWrong';
  if (Date.parse(row.expiresAt) <= now) return 'codeExpired';
  delete tables.smsCodes[phone];
  return null;
}
