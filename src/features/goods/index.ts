/** Goods and the cart, shared with Create order (ordering) and Home. */

export {
  EMPTY_ORDER_CONTEXT,
  ORDER_KIND_PARAMS,
  type OrderContext,
  type OrderKindParam,
  orderContextQuery,
} from '../../lib/order-context';
export { CartLines } from './CartLines';
export { hasMemberPrice, priceFor } from './pricing';
export { type Cart, MAX_LINE_COUNT, useCart } from './use-cart';
export { useOrderContext } from './use-order-context';
