import { describe, expect, it } from 'vitest';
import { isTopUpCredited } from './top-up-status';

const walletNow = (balance: number, totalRecharge: number | null = null) => ({
  balance,
  giftBalance: null,
  totalRecharge,
});

describe('a top-up confirmed from the wallet', () => {
  it.each([
    ['the balance rose by what was paid', { balance: 200, totalRecharge: null }, walletNow(250), 50, true],
    ['the balance rose by more (face value and gift)', { balance: 200, totalRecharge: null }, walletNow(320), 80, true],
    [
      'the balance rose by less (a refund, not the top-up)',
      { balance: 200, totalRecharge: null },
      walletNow(230),
      50,
      false,
    ],
    ['the balance did not move', { balance: 200, totalRecharge: null }, walletNow(200), 50, false],
    [
      'spent meanwhile, but the total topped up rose',
      { balance: 200, totalRecharge: 100 },
      walletNow(190, 150),
      50,
      true,
    ],
    [
      'the total topped up did not move, the balance did not rise enough',
      { balance: 200, totalRecharge: 100 },
      walletNow(210, 100),
      50,
      false,
    ],
    ['cents: 0.1 + 0.2 paid in full', { balance: 0.1, totalRecharge: null }, walletNow(0.4), 0.3, true],
    ['no balance known before: never guessed', { balance: null, totalRecharge: null }, walletNow(1000), 50, false],
  ])('%s', (_name, before, now, paid, credited) => {
    expect(isTopUpCredited(before, now, paid)).toBe(credited);
  });
});
