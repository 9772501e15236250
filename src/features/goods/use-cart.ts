import { useAtom } from 'jotai';
import { useMemo } from 'react';
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

/** The cart (persisted in cartAtom) with the spec's rules from src/lib/cart.ts. */
export function useCart(): Cart {
  const [lines, setLines] = useAtom(cartAtom);
  return useMemo(
    () => ({
      lines,
      count: cartCount(lines),
      total: Math.round(lines.reduce((sum, line) => sum + lineTotal(line), 0) * 100) / 100,
      add: (item) => setLines((cart) => addToCart(cart, item)),
      setCount: (index, count) => setLines((cart) => setCartCount(cart, index, Math.min(MAX_LINE_COUNT, count))),
      remove: (index) => setLines((cart) => removeCartLine(cart, index)),
      clear: () => setLines(clearCart()),
    }),
    [lines, setLines],
  );
}
