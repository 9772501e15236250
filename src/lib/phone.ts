/**
 * Phone and password rules (spec section 5). Pure: the server's mobile pattern is passed in, compiled once
 * with `compileMobilePattern` from `GET /sys/get-mobile-regular`.
 *
 * The spec leaves open how the server's pattern and the client rule combine. The server alone decides who may
 * come in: where it gives a pattern, that pattern is the rule (it may be wider than the client's, as a
 * Vietnamese number of 10 digits from 0 is); the client rule stands in only when there is none.
 */

/** The client rule, used when the server gives no pattern: 11 digits, first digit 1, second digit 3-9. */
export const CLIENT_PHONE_RULE = /^1[3-9]\d{9}$/;

/**
 * Starts with a letter, then 6 to 18 word characters in all. Checked where a password is made (register,
 * reset), never at login: a password made before the rule, or by the back office, must still be typed in.
 */
export const PASSWORD_RULE = /^[A-Za-z]\w{5,17}$/;

/** A server pattern longer than this is treated as absent (a guard against a broken setting, not a feature). */
const MAX_PATTERN_LENGTH = 512;

/**
 * Compiles the server's mobile pattern. An empty, missing or invalid pattern is absent (`null`): the client
 * rule alone then applies. A pattern written with delimiters (`/^1\d{10}$/i`) is accepted; the `g` and `y`
 * flags are dropped, since they make `test` stateful.
 */
export function compileMobilePattern(source: string | null | undefined): RegExp | null {
  if (typeof source !== 'string') return null;
  let body = source.trim();
  let flags = '';
  const delimited = /^\/(.+)\/([a-z]*)$/s.exec(body);
  if (delimited) {
    body = delimited[1] ?? '';
    flags = (delimited[2] ?? '').replace(/[gy]/g, '');
  }
  if (body === '' || body.length > MAX_PATTERN_LENGTH) return null;
  try {
    return new RegExp(body, flags);
  } catch {
    return null;
  }
}

/** Why a phone number is refused, or null when it is fine. */
export type PhoneProblem = 'empty' | 'format';

export function checkPhone(phone: string, serverPattern: RegExp | null | undefined): PhoneProblem | null {
  if (phone === '') return 'empty';
  if (serverPattern) {
    serverPattern.lastIndex = 0; // a pattern compiled elsewhere with `g` must not carry state between calls
    return serverPattern.test(phone) ? null : 'format';
  }
  return CLIENT_PHONE_RULE.test(phone) ? null : 'format';
}

/**
 * The server's pattern when there is one, else the client rule. Pass the value exactly as it will be sent
 * (callers trim first if they trim at all).
 */
export function isValidPhone(phone: string, serverPattern: RegExp | null | undefined): boolean {
  return checkPhone(phone, serverPattern) === null;
}

export function isValidPassword(password: string): boolean {
  return PASSWORD_RULE.test(password);
}
