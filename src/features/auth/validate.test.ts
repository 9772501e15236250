import { describe, expect, it } from 'vitest';
import { compileMobilePattern } from '../../lib/phone';
import { firstError, phoneError, validateLogin, validateRegister, validateReset } from './validate';

const noPattern = null;

describe('the account form rules (spec section 5)', () => {
  it.each([
    ['', 'validation.phoneRequired'],
    ['1380013800', 'validation.phoneFormat'], // 10 digits
    ['138001380001', 'validation.phoneFormat'], // 12 digits
    ['23800138000', 'validation.phoneFormat'], // first digit not 1
    ['12800138000', 'validation.phoneFormat'], // second digit not 3-9
    ['1380013800a', 'validation.phoneFormat'],
  ])('refuses the phone %j with %s', (phone, key) => {
    expect(phoneError(phone, noPattern)).toBe(key);
  });

  it('accepts an 11-digit phone starting 1 then 3-9', () => {
    expect(phoneError('13800138000', noPattern)).toBeUndefined();
    expect(phoneError('19912345678', noPattern)).toBeUndefined();
  });

  it("lets the server's pattern alone decide when there is one", () => {
    const only139 = compileMobilePattern('^139\\d{8}$');
    expect(phoneError('13800138000', only139)).toBe('validation.phoneFormat');
    expect(phoneError('13900139000', only139)).toBeUndefined();
    const vietnam = compileMobilePattern('^0[35789]\\d{8}$');
    expect(phoneError('0912345678', vietnam)).toBeUndefined();
    expect(phoneError('0912345678', noPattern)).toBe('validation.phoneFormat');
    expect(validateLogin({ phone: '0912345678', password: 'demo123', agreed: true }, vietnam)).toEqual({});
    expect(validateRegister({ phone: '0912345678', code: '1', password: 'abc123', agreed: true }, vietnam)).toEqual({});
    expect(validateReset({ phone: '0912345678', code: '1', password: 'abc123' }, vietnam)).toEqual({});
  });

  it('checks login: phone, password typed (in any form: it was made before the rule, or elsewhere), consent', () => {
    expect(validateLogin({ phone: '', password: '', agreed: false }, noPattern)).toEqual({
      phone: 'validation.phoneRequired',
      password: 'validation.passwordRequired',
      agreement: 'validation.agreementRequired',
    });
    for (const password of ['1abcdef', 'abc', 'pass word!', 'a'.repeat(30)]) {
      expect(validateLogin({ phone: '13800138000', password, agreed: true }, noPattern)).toEqual({});
    }
    expect(validateLogin({ phone: '13800138000', password: 'demo123', agreed: true }, noPattern)).toEqual({});
  });

  it.each([
    ['abc12', 'validation.passwordFormat'], // 5 characters
    ['a'.repeat(19), 'validation.passwordFormat'], // 19 characters
    ['1abcdef', 'validation.passwordFormat'], // starts with a digit
    ['abc 123', 'validation.passwordFormat'], // not a word character
    ['abc-123', 'validation.passwordFormat'],
  ])('refuses the new password %j', (password, key) => {
    expect(validateRegister({ phone: '13800138000', code: '1', password, agreed: true }, noPattern).password).toBe(key);
  });

  it('accepts passwords of 6 to 18 word characters starting with a letter', () => {
    for (const password of ['abc123', 'A_b_c_', `a${'1'.repeat(17)}`]) {
      expect(validateRegister({ phone: '13800138000', code: '1', password, agreed: true }, noPattern)).toEqual({});
    }
  });

  it('checks registration: phone, code, password, consent, reported in the order of the form', () => {
    const errors = validateRegister({ phone: '13800138000', code: '', password: '', agreed: false }, noPattern);
    expect(errors).toEqual({
      code: 'validation.codeRequired',
      password: 'validation.passwordRequired',
      agreement: 'validation.agreementRequired',
    });
    expect(firstError(errors)).toBe('validation.codeRequired');
    expect(firstError({ agreement: 'validation.agreementRequired' })).toBe('validation.agreementRequired');
    expect(firstError({})).toBeUndefined();
  });

  it('checks the reset form without a consent', () => {
    expect(validateReset({ phone: '1', code: '', password: 'abc' }, noPattern)).toEqual({
      phone: 'validation.phoneFormat',
      code: 'validation.codeRequired',
      password: 'validation.passwordFormat',
    });
    expect(validateReset({ phone: '13800138000', code: '123456', password: 'abc123' }, noPattern)).toEqual({});
  });
});
