import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { ShopCard } from './ShopCard';

describe("the shop card's logo", () => {
  it('has the size of its 48 x 48 slot and, below the fold on Home, loads lazily', () => {
    renderWithApp(
      <ShopCard
        shop={{
          id: '3',
          name: 'Jinshui shop',
          logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
          phone: null,
          address: null,
          orderOnline: false,
        }}
      />,
    );
    const logo = document.querySelector('img.shop-logo');
    expect(logo?.getAttribute('width')).toBe('48');
    expect(logo?.getAttribute('height')).toBe('48');
    expect(logo?.getAttribute('loading')).toBe('lazy');
    expect(logo?.getAttribute('decoding')).toBe('async');
  });
});
