import type { Goods } from '../../api/schemas/goods';

/** The unit price this customer pays: the member price for members (when the goods has one), else the price. */
export function priceFor(goods: Pick<Goods, 'price' | 'memberPrice'>, member: boolean): number {
  return member && goods.memberPrice !== null && goods.memberPrice !== undefined ? goods.memberPrice : goods.price;
}

/** Whether a member price is worth showing next to the price. */
export function hasMemberPrice(
  goods: Pick<Goods, 'price' | 'memberPrice'>,
): goods is { price: number; memberPrice: number } {
  return goods.memberPrice !== null && goods.memberPrice !== undefined && goods.memberPrice < goods.price;
}
