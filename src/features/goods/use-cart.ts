import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import {
  addToCart,
  type CartItem,
  type CartLine,
  cartCount,
  clearCart,
  lineTotal,
  removeCartLine,
  setCartCount,
} from '../../lib/cart';
import { cartAtom } from '../../state/cart';

/** Highest count of one cart line (the server takes 1 to 99). */
export const MAX_LINE_COUNT = 99;

export type Cart = {
  lines: CartLine[];
  /** Pairs in the cart (all lines' counts). */
  count: number;
  /** An estimate at the prices seen when adding; the order's amount comes from the server. */
  total: number;
  add: (item: CartItem) => void;
  setCount: (index: number, count: number) => void;
  remove: (index: number) => void;
  clear: () => void;
};

/**
 * Adds to the cart without watching it: the same function for as long as the component lives, so a list of
 * goods is not drawn again for every line added.
 */
export function useAddToCart(): Cart['add'] {
  const setLines = useSetAtom(cartAtom);
  return useCallback((item: CartItem) => setLines((cart) => addToCart(cart, item)), [setLines]);
}

/** The cart (persisted in cartAtom) with the spec's rules from src/lib/cart.ts. */
export function useCart(): Cart {
  const [lines, setLines] = useAtom(cartAtom);
  const add = useAddToCart();
  return useMemo(
    () => ({
      lines,
      count: cartCount(lines),
      total: Math.round(lines.reduce((sum, line) => sum + lineTotal(line), 0) * 100) / 100,
      add,
      setCount: (index, count) => setLines((cart) => setCartCount(cart, index, Math.min(MAX_LINE_COUNT, count))),
      remove: (index) => setLines((cart) => removeCartLine(cart, index)),
      clear: () => setLines(clearCart()),
    }),
    [lines, setLines, add],
  );
}
