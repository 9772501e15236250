import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, type CartItem, type CartLine, cartCount, removeCartLine, sameAddOns, setCartCount } from './cart';

const wash: CartItem = { id: '1', name: 'Wash', price: 20, image: null, goodsAddVos: [] };
const whiten = { id: '10', name: 'Whiten', price: 5 };
const waterproof = { id: '11', name: 'Waterproof', price: 8 };

describe('cart rules', () => {
  it('puts a new id at the front with count 1', () => {
    const cart = addToCart(addToCart([], wash), { ...wash, id: '2', name: 'Polish' });
    expect(cart.map((l) => [l.id, l.count])).toEqual([
      ['2', 1],
      ['1', 1],
    ]);
  });

  it('increments the same id with identical add-ons, in any order', () => {
    let cart = addToCart([], { ...wash, goodsAddVos: [whiten, waterproof] });
    cart = addToCart(cart, { ...wash, goodsAddVos: [waterproof, whiten] });
    expect(cart).toHaveLength(1);
    expect(cart[0]?.count).toBe(2);
  });

  it('makes a new line for the same id with different add-ons', () => {
    let cart = addToCart([], { ...wash, goodsAddVos: [whiten] });
    cart = addToCart(cart, { ...wash, goodsAddVos: [waterproof] });
    expect(cart.map((l) => l.goodsAddVos.map((a) => a.id))).toEqual([['11'], ['10']]);
    expect(cart.every((l) => l.count === 1)).toBe(true);
  });

  it('edits a count by index, deletes a line', () => {
    let cart = addToCart(addToCart([], wash), { ...wash, id: '2' });
    cart = setCartCount(cart, 1, 4);
    expect(cart[1]?.count).toBe(4);
    expect(setCartCount(cart, 1, 0)[1]?.count).toBe(1);
    expect(removeCartLine(cart, 0).map((l) => l.id)).toEqual(['1']);
  });
});

const addOnArb = fc.constantFrom(whiten, waterproof, { id: '12', name: 'Deodorise', price: 3 });
const itemArb = fc.record({
  id: fc.integer({ min: 1, max: 4 }).map(String),
  name: fc.constant('Goods'),
  price: fc.integer({ min: 0, max: 100 }),
  image: fc.constant(null),
  goodsAddVos: fc.uniqueArray(addOnArb, { selector: (a) => a.id, maxLength: 3 }),
});
const opArb = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), item: itemArb }),
  fc.record({
    kind: fc.constant('count' as const),
    index: fc.integer({ min: -1, max: 6 }),
    count: fc.integer({ min: -5, max: 9 }),
  }),
);

describe('cart properties', () => {
  it('never lets a count drop below 1 and never loses an added unit', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let cart: CartLine[] = [];
        let added = 0;
        for (const op of ops) {
          if (op.kind === 'add') {
            const before = cartCount(cart);
            cart = addToCart(cart, op.item);
            added += 1;
            expect(cartCount(cart)).toBe(before + 1);
          } else {
            const lines = cart.length;
            cart = setCartCount(cart, op.index, op.count);
            expect(cart.length).toBe(lines);
          }
          expect(cart.every((l) => l.count >= 1 && Number.isInteger(l.count))).toBe(true);
        }
        // no two lines are the same goods with the same add-ons: merging never duplicates
        for (let i = 0; i < cart.length; i++)
          for (let j = i + 1; j < cart.length; j++) {
            const [a, b] = [cart[i] as CartLine, cart[j] as CartLine];
            expect(a.id === b.id && sameAddOns(a.goodsAddVos, b.goodsAddVos)).toBe(false);
          }
        expect(added === 0 ? cart.length === 0 : cart.length >= 1).toBe(true);
      }),
    );
  });
});
