import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';
import zh from '../../../locales/zh-CN.json';
import { BILL_KINDS } from '../../api/schemas/wallet';
import { billKindKey, signedAmount } from './bills';

describe('balance records', () => {
  it('signs money coming in and going out, and leaves zero unsigned', () => {
    expect(signedAmount(55)).toEqual({ sign: '+', magnitude: 55, tone: 'in' });
    expect(signedAmount(-7.5)).toEqual({ sign: '-', magnitude: 7.5, tone: 'out' });
    expect(signedAmount(0)).toEqual({ sign: '', magnitude: 0, tone: 'zero' });
    expect(signedAmount(-0.001)).toEqual({ sign: '', magnitude: 0, tone: 'zero' });
    expect(signedAmount(0.1 + 0.2)).toEqual({ sign: '+', magnitude: 0.3, tone: 'in' });
  });

  it('names every kind, distinctly, in every locale', () => {
    for (const messages of [en, vi, zh]) {
      const names = BILL_KINDS.map((kind) => {
        const [, , leaf] = billKindKey(kind, 1).split('.');
        return (messages.wallet.kinds as Record<string, string>)[leaf ?? ''];
      });
      expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(BILL_KINDS.length);
    }
  });

  it('names a kind it does not know by the way the money went, never "Other"', () => {
    expect(billKindKey('other', 20)).toBe('wallet.moneyIn');
    expect(billKindKey('other', -3.5)).toBe('wallet.moneyOut');
    expect(billKindKey('recharge', 100)).toBe('wallet.kinds.recharge');
    for (const messages of [en, vi, zh]) {
      const { moneyIn, moneyOut } = messages.wallet;
      expect(moneyIn && moneyOut && moneyIn !== moneyOut).toBeTruthy();
      expect(Object.keys(messages.wallet.kinds)).not.toContain('other');
    }
  });
});
