import { round2 } from '../../lib/money';
import type { Db } from '../types';
import type { GoodsAddOnRow, GoodsRow, GoodsTypeRow } from './tables';

/** Reading the catalogue: a shop's goods types, a goods' add-ons and what a customer pays for them. */

export function findGoods(db: Db, goodsId: number): GoodsRow | undefined {
  return db.goods.find((row) => row.id === goodsId);
}

/** The goods types a shop sells, in display order (an unknown shop sells what shop 0 sells). */
export function goodsTypesOf(db: Db, shopId: number | undefined): GoodsTypeRow[] {
  const id = db.shops.some((shop) => shop.id === shopId) ? shopId : 0;
  return db.goodsTypes.filter((type) => type.shopIds.includes(id ?? 0)).sort((a, b) => a.sort - b.sort);
}

export function addOnsOf(db: Db, goods: GoodsRow): GoodsAddOnRow[] {
  return goods.addOnIds.flatMap((id) => db.goodsAddOns.filter((addOn) => addOn.id === id));
}

/**
 * The price of one unit of a goods for this customer, and of the chosen add-ons. Throws for an unknown goods
 * or an add-on that goods does not offer (a handler turns that into a code 400).
 */
export function priceGoods(
  db: Db,
  goodsId: number,
  addOnIds: number[],
  member: boolean,
): { unit: number; addOns: number } {
  const goods = findGoods(db, goodsId);
  if (!goods) throw new Error(`Unknown goods ${goodsId}`);
  let addOns = 0;
  for (const id of addOnIds) {
    const addOn = goods.addOnIds.includes(id) ? db.goodsAddOns.find((row) => row.id === id) : undefined;
    if (!addOn) throw new Error(`Goods ${goodsId} has no add-on ${id}`);
    addOns += addOn.price;
  }
  return { unit: member ? goods.memberPrice : goods.price, addOns: round2(addOns) };
}
