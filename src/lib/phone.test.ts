import { describe, expect, it } from 'vitest';
import { checkPhone, compileMobilePattern, isValidPassword, isValidPhone } from './phone';

describe('compileMobilePattern', () => {
  it('compiles the server pattern', () => {
    const pattern = compileMobilePattern('^1[3-9]\\d{9}$');
    expect(pattern).toBeInstanceOf(RegExp);
    expect(pattern?.test('13800138000')).toBe(true);
    expect(pattern?.test('12800138000')).toBe(false);
  });

  it('treats an empty, blank or missing pattern as absent', () => {
    expect(compileMobilePattern('')).toBeNull();
    expect(compileMobilePattern('   ')).toBeNull();
    expect(compileMobilePattern(null)).toBeNull();
    expect(compileMobilePattern(undefined)).toBeNull();
  });

  it('treats an invalid pattern as absent instead of throwing', () => {
    expect(compileMobilePattern('^1[3-9\\d{9}$')).toBeNull();
    expect(compileMobilePattern('(unclosed')).toBeNull();
    expect(compileMobilePattern('*')).toBeNull();
    expect(compileMobilePattern(`^${'a'.repeat(600)}$`)).toBeNull();
  });

  it('accepts a pattern written with delimiters and drops the stateful flags', () => {
    const pattern = compileMobilePattern('/^1[3-9]\\d{9}$/gi');
    expect(pattern?.source).toBe('^1[3-9]\\d{9}$');
    expect(pattern?.flags).toBe('i');
    // Without the g flag, testing twice gives the same answer.
    expect(pattern?.test('13800138000')).toBe(true);
    expect(pattern?.test('13800138000')).toBe(true);
  });
});

describe('isValidPhone', () => {
  it('applies the client rule: 11 digits, first 1, second 3-9', () => {
    expect(isValidPhone('13800138000', null)).toBe(true);
    expect(isValidPhone('19912345678', null)).toBe(true);
    expect(isValidPhone('12800138000', null)).toBe(false);
    expect(isValidPhone('23800138000', null)).toBe(false);
    expect(isValidPhone('1380013800', null)).toBe(false);
    expect(isValidPhone('138001380001', null)).toBe(false);
    expect(isValidPhone('1380013800a', null)).toBe(false);
    expect(isValidPhone(' 13800138000', null)).toBe(false);
    expect(isValidPhone('', null)).toBe(false);
  });

  it('lets the server pattern alone decide when present: it may narrow the client rule', () => {
    const onlyChinaMobile = compileMobilePattern('^13[4-9]\\d{8}$');
    expect(isValidPhone('13800138000', onlyChinaMobile)).toBe(true);
    expect(isValidPhone('13000138000', onlyChinaMobile)).toBe(false);
    expect(isValidPhone('19912345678', onlyChinaMobile)).toBe(false);
  });

  it('lets the server pattern alone decide when present: it may accept what the client rule does not', () => {
    const vietnam = compileMobilePattern('^0\\d{9}$');
    expect(isValidPhone('0912345678', vietnam)).toBe(true);
    expect(isValidPhone('0912345678', null)).toBe(false); // the client rule, with no pattern from the server
    expect(isValidPhone('13800138000', vietnam)).toBe(false);
    expect(checkPhone('', vietnam)).toBe('empty');
    expect(checkPhone('091234567', vietnam)).toBe('format');
  });

  it('gives the same answer twice with a pattern compiled elsewhere with the g flag', () => {
    const global = /^1\d{10}$/g;
    expect(isValidPhone('13800138000', global)).toBe(true);
    expect(isValidPhone('13800138000', global)).toBe(true);
  });

  it('tells an empty number from a malformed one', () => {
    expect(checkPhone('', null)).toBe('empty');
    expect(checkPhone('123', null)).toBe('format');
    expect(checkPhone('13800138000', null)).toBeNull();
  });
});

describe('isValidPassword', () => {
  it('accepts 6 to 18 word characters starting with a letter', () => {
    expect(isValidPassword('demo123')).toBe(true);
    expect(isValidPassword('abcdef')).toBe(true);
    expect(isValidPassword('A_2345678901234567')).toBe(true);
  });

  it('refuses passwords that are too short or too long', () => {
    expect(isValidPassword('abc12')).toBe(false);
    expect(isValidPassword('a'.repeat(19))).toBe(false);
  });

  it('refuses a first character that is not a letter', () => {
    expect(isValidPassword('1abcdef')).toBe(false);
    expect(isValidPassword('_abcdef')).toBe(false);
  });

  it('refuses characters that are not word characters', () => {
    expect(isValidPassword('abc def')).toBe(false);
    expect(isValidPassword('abc-def')).toBe(false);
    expect(isValidPassword('abcdéf')).toBe(false);
    expect(isValidPassword('')).toBe(false);
  });
});
