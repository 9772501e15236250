import { checkPhone, isValidPassword } from '../../lib/phone';

/**
 * The account forms' rules (spec section 5), pure. Each field gets the key of its message (all under
 * `validation.*`, the spec's texts) or nothing; the first problem in the form's order is what a submit
 * reports first. The phone must pass the server's pattern, or the client rule when the server gives none
 * (src/lib/phone.ts). The password rule applies where a password is made (register, reset); at login only an
 * empty field is refused.
 */

export type FieldName = 'phone' | 'password' | 'code' | 'agreement';

export type MessageKey =
  | 'validation.phoneRequired'
  | 'validation.phoneFormat'
  | 'validation.passwordRequired'
  | 'validation.passwordFormat'
  | 'validation.codeRequired'
  | 'validation.agreementRequired';

export type FieldErrors = Partial<Record<FieldName, MessageKey>>;

export type LoginValues = { phone: string; password: string; agreed: boolean };
export type RegisterValues = { phone: string; code: string; password: string; agreed: boolean };
export type ResetValues = { phone: string; code: string; password: string };

export function phoneError(phone: string, serverPattern: RegExp | null): MessageKey | undefined {
  const problem = checkPhone(phone, serverPattern);
  if (problem === 'empty') return 'validation.phoneRequired';
  if (problem === 'format') return 'validation.phoneFormat';
  return undefined;
}

/** A new password must follow the rule (spec section 5); empty has its own message. */
export function newPasswordError(password: string): MessageKey | undefined {
  if (password === '') return 'validation.passwordRequired';
  return isValidPassword(password) ? undefined : 'validation.passwordFormat';
}

/** The password typed at login: whatever it looks like, the server judges it; only empty is refused. */
export function loginPasswordError(password: string): MessageKey | undefined {
  return password === '' ? 'validation.passwordRequired' : undefined;
}

export function codeError(code: string): MessageKey | undefined {
  return code === '' ? 'validation.codeRequired' : undefined;
}

function compact(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, key] of Object.entries(errors) as [FieldName, MessageKey | undefined][]) if (key) out[field] = key;
  return out;
}

export function validateLogin(values: LoginValues, serverPattern: RegExp | null): FieldErrors {
  return compact({
    phone: phoneError(values.phone, serverPattern),
    password: loginPasswordError(values.password),
    agreement: values.agreed ? undefined : 'validation.agreementRequired',
  });
}

export function validateRegister(values: RegisterValues, serverPattern: RegExp | null): FieldErrors {
  return compact({
    phone: phoneError(values.phone, serverPattern),
    code: codeError(values.code),
    password: newPasswordError(values.password),
    agreement: values.agreed ? undefined : 'validation.agreementRequired',
  });
}

export function validateReset(values: ResetValues, serverPattern: RegExp | null): FieldErrors {
  return compact({
    phone: phoneError(values.phone, serverPattern),
    code: codeError(values.code),
    password: newPasswordError(values.password),
  });
}

const ORDER: readonly FieldName[] = ['phone', 'code', 'password', 'agreement'];

/** The problem a submit reports first, in the order the fields appear. */
export function firstError(errors: FieldErrors): MessageKey | undefined {
  for (const field of ORDER) if (errors[field]) return errors[field];
  return undefined;
}
