import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartAtom } from '../../state/cart';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { CartLines } from './CartLines';

describe("a cart line's picture", () => {
  it('has the size of its slot (56 x 56) and loads lazily, decoded off the main thread', () => {
    getAppStore().set(cartAtom, [
      {
        id: '101',
        name: 'Standard sneaker wash',
        price: 29,
        image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        count: 1,
        goodsAddVos: [],
      },
      { id: '102', name: 'Deep clean', price: 39, image: null, count: 1, goodsAddVos: [] },
    ]);
    renderWithApp(<CartLines />);
    const images = screen.getAllByRole('listitem').map((line) => line.querySelector('img'));
    expect(images[1]).toBeNull();
    const img = images[0];
    expect(img?.getAttribute('width')).toBe('56');
    expect(img?.getAttribute('height')).toBe('56');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
  });
});
