import { type CartLine, cartSchema } from '../lib/cart';
import { persistedAtom } from './persisted';

/** The cart (spec section 3: cartList), persisted so it survives a reload. Change it with src/lib/cart.ts. */
export const cartAtom = persistedAtom<CartLine[]>('cartList', cartSchema, []);
