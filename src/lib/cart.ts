import * as v from 'valibot';

/**
 * The cart's rules (spec section 4), as pure functions over an immutable list:
 * - an item with a new id goes to the front with count 1;
 * - the same id with identical add-ons increments that line's count;
 * - the same id with different add-ons becomes a new line with count 1;
 * - a count is edited by line index (never below 1); a line can be deleted; the cart can be cleared.
 */

const finite = v.pipe(v.number(), v.finite());
/** A goods or add-on id: its digits; a number kept by an earlier version of the app is read as its digits. */
const cartIdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d{1,30}$/))]),
  v.transform(String),
);
export const cartAddOnSchema = v.object({ id: cartIdSchema, name: v.string(), price: finite });
export const cartLineSchema = v.object({
  id: cartIdSchema,
  name: v.string(),
  price: finite,
  image: v.optional(v.nullable(v.string()), null),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  goodsAddVos: v.array(cartAddOnSchema),
});
export const cartSchema = v.array(cartLineSchema);

export type CartAddOn = v.InferOutput<typeof cartAddOnSchema>;
export type CartLine = v.InferOutput<typeof cartLineSchema>;
export type CartItem = Omit<CartLine, 'count'>;

/** Add-ons are identical when they hold the same add-on ids, whatever the order they were picked in. */
export function sameAddOns(a: readonly CartAddOn[], b: readonly CartAddOn[]): boolean {
  if (a.length !== b.length) return false;
  const ids = (list: readonly CartAddOn[]) => list.map((addOn) => addOn.id).sort();
  const left = ids(a);
  const right = ids(b);
  return left.every((id, index) => id === right[index]);
}

export function addToCart(cart: readonly CartLine[], item: CartItem): CartLine[] {
  const index = cart.findIndex((line) => line.id === item.id && sameAddOns(line.goodsAddVos, item.goodsAddVos));
  if (index === -1) return [{ ...item, count: 1 }, ...cart];
  return cart.map((line, i) => (i === index ? { ...line, count: line.count + 1 } : line));
}

/** Sets a line's count; counts below 1 (or not whole numbers) are clamped to 1, a missing index changes nothing. */
export function setCartCount(cart: readonly CartLine[], index: number, count: number): CartLine[] {
  if (index < 0 || index >= cart.length) return [...cart];
  const safe = Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
  return cart.map((line, i) => (i === index ? { ...line, count: safe } : line));
}

export function removeCartLine(cart: readonly CartLine[], index: number): CartLine[] {
  return cart.filter((_, i) => i !== index);
}

export function clearCart(): CartLine[] {
  return [];
}

/** Price of one line: the goods and its add-ons, times the count. */
export function lineTotal(line: CartLine): number {
  const unit = line.price + line.goodsAddVos.reduce((sum, addOn) => sum + addOn.price, 0);
  return Math.round(unit * line.count * 100) / 100;
}

export function cartCount(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.count, 0);
}
