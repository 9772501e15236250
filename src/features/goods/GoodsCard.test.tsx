import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { GoodsCard } from './GoodsCard';
import { EAGER_CARDS } from './GoodsList';
import ProductListScreen from './ProductListScreen';

// What the customer's browser acts on: each picture's 84 x 84 box reserved before it arrives, the first cards'
// pictures (on screen when the list opens) asked for at once, the others' only as the list scrolls near them.

const goods = {
  id: '1',
  typeId: '1',
  name: 'Standard sneaker wash',
  image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  price: 29,
  memberPrice: null,
  description: '',
  sales: 0,
};

const picture = () => document.querySelector<HTMLImageElement>('img.goods-card-image');

describe("a goods card's picture", () => {
  it('has the size of its slot and loads lazily, decoded off the main thread', () => {
    renderWithApp(<GoodsCard goods={goods} onOpen={() => undefined} onAdd={() => undefined} />);
    expect(picture()?.getAttribute('width')).toBe('84');
    expect(picture()?.getAttribute('height')).toBe('84');
    expect(picture()?.getAttribute('loading')).toBe('lazy');
    expect(picture()?.getAttribute('decoding')).toBe('async');
  });

  it('loads at once on a card told it is on screen when the list opens', () => {
    renderWithApp(<GoodsCard goods={goods} eager onOpen={() => undefined} onAdd={() => undefined} />);
    expect(picture()?.getAttribute('loading')).not.toBe('lazy');
    expect(picture()?.getAttribute('width')).toBe('84');
  });
});

describe('the product list', () => {
  it("loads the first cards' pictures at once and the others' lazily", async () => {
    renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index' });
    const list = await screen.findByRole('list', { name: 'Goods' });
    const images = [...list.querySelectorAll<HTMLImageElement>('img.goods-card-image')];
    expect(images.length).toBeGreaterThan(EAGER_CARDS);
    expect(images.map((img) => img.getAttribute('loading') === 'lazy')).toEqual(
      images.map((_, index) => index >= EAGER_CARDS),
    );
    for (const img of images) expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['84', '84']);
    expect(within(list).getAllByRole('listitem').length).toBe(images.length);
  });
});
