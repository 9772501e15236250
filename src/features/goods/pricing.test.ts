import { describe, expect, it } from 'vitest';
import { hasMemberPrice, priceFor } from './pricing';

describe('goods prices', () => {
  it('charges members the member price and others the price', () => {
    expect(priceFor({ price: 29, memberPrice: 25 }, true)).toBe(25);
    expect(priceFor({ price: 29, memberPrice: 25 }, false)).toBe(29);
    expect(priceFor({ price: 29, memberPrice: null }, true)).toBe(29);
  });

  it('shows a member price only when it is lower', () => {
    expect(hasMemberPrice({ price: 29, memberPrice: 25 })).toBe(true);
    expect(hasMemberPrice({ price: 29, memberPrice: 29 })).toBe(false);
    expect(hasMemberPrice({ price: 29, memberPrice: null })).toBe(false);
  });
});
