import { ORDER_KINDS, type OrderKind } from '../../../src/api/schemas/order';
import { failure } from '../../lib/failure';
import { round2 } from '../../lib/money';
import { txt } from '../../lib/text';
import { discountOf, findGoods, findUsableCoupon, priceGoods } from '../commerce';
import type { UserRow } from '../core';
import type { Db } from '../types';
import { appointmentSiteOf, siteOf } from './lookups';
import { ORDER_MESSAGES } from './messages';
import type { LockerRow, OrderItemRow, StoreRow } from './tables';

/** What an order costs: `/order/count-order-amount` answers it, `/order/create` charges it. */

export type OrderLineInput = { goodsId?: unknown; count?: unknown; addOnIds?: unknown };
export type AmountInput = {
  items?: OrderLineInput[];
  couponId?: number | null;
  kind?: string;
  deliveryAddressId?: number | null;
  addressFamily?: 'receiving' | 'addr';
  siteId?: number | null;
  shopId?: number | null;
};

const isKind = (value: unknown): value is OrderKind => (ORDER_KINDS as readonly unknown[]).includes(value);

/** Prices a draft order for this customer: goods (member prices), add-ons, delivery fee and voucher. */
export function priceOrder(db: Db, user: UserRow, input: AmountInput) {
  const lines = Array.isArray(input.items) ? input.items : [];
  if (lines.length === 0) throw failure(ORDER_MESSAGES.noItems);
  const kind: OrderKind = isKind(input.kind) ? input.kind : 'cabinet';
  const items: OrderItemRow[] = [];
  let cleaningCost = 0;
  let additionalService = 0;
  for (const line of lines) {
    const goodsId = Number(line.goodsId);
    const count = Number(line.count);
    const addOnIds = Array.isArray(line.addOnIds) ? line.addOnIds.map(Number) : [];
    if (!Number.isInteger(count) || count < 1 || count > 99) throw failure(ORDER_MESSAGES.noItems);
    const goods = findGoods(db, goodsId);
    let price: { unit: number; addOns: number };
    try {
      price = priceGoods(db, goodsId, addOnIds, user.member);
    } catch {
      throw failure(ORDER_MESSAGES.unknownGoods);
    }
    if (!goods) throw failure(ORDER_MESSAGES.unknownGoods);
    cleaningCost += price.unit * count;
    additionalService += price.addOns * count;
    items.push({
      goodsId,
      name: { ...goods.name },
      count,
      price: price.unit,
      addOns: addOnIds.map((id) => {
        const addOn = db.goodsAddOns.find((row) => row.id === id);
        return { id, name: addOn ? { ...addOn.name } : txt('', '', ''), price: addOn?.price ?? 0 };
      }),
    });
  }
  cleaningCost = round2(cleaningCost);
  additionalService = round2(additionalService);

  let deliveryFee = 0;
  let site: LockerRow | StoreRow | undefined;
  if (kind === 'door-to-door') {
    site = input.siteId ? siteOf(db, input.siteId) : appointmentSiteOf(db, input.shopId ?? 0);
    if (!site) throw failure(ORDER_MESSAGES.siteNotFound);
    if (!site.appointment.open) throw failure(ORDER_MESSAGES.appointmentClosed);
    deliveryFee = site.appointment.deliveryFee;
  }

  const subtotal = round2(cleaningCost + additionalService);
  let voucher = 0;
  let couponId: number | null = null;
  if (input.couponId !== undefined && input.couponId !== null) {
    const coupon = findUsableCoupon(
      db,
      user.id,
      Number(input.couponId),
      items.map((item) => item.goodsId),
      subtotal,
    );
    if (!coupon) throw failure(ORDER_MESSAGES.badCoupon);
    voucher = discountOf(coupon, subtotal);
    couponId = coupon.id;
  }
  const actualPayment = round2(Math.max(0, subtotal + deliveryFee - voucher));
  return { kind, items, cleaningCost, additionalService, deliveryFee, voucher, actualPayment, couponId, site };
}
