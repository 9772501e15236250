import type { OrderAmountInput, OrderLineInput } from '../../api/order';
import type { OrderKind } from '../../api/schemas/order';
import type { CartLine } from '../../lib/cart';
import type { Id } from '../../lib/id';

/** The cart as order lines: goods, count and the chosen add-on ids (sorted, so the same choice is one key). */
export function orderLines(lines: readonly CartLine[]): OrderLineInput[] {
  return lines.map((line) => ({
    goodsId: line.id,
    count: line.count,
    addOnIds: line.goodsAddVos.map((addOn) => addOn.id).sort(),
  }));
}

export type AmountDraft = {
  kind: OrderKind;
  lines: readonly CartLine[];
  /** Only a voucher that applies (see coupon-rules.ts). */
  couponId: Id | null;
  /** Door-to-door: the receiving address and the serving site. */
  addressId: Id | null;
  siteId: Id | null;
  shopId: Id;
};

/** What `/order/count-order-amount` is asked; the same object keys the amount query. */
export function amountInput(draft: AmountDraft): OrderAmountInput {
  const door = draft.kind === 'door-to-door';
  return {
    items: orderLines(draft.lines),
    kind: draft.kind,
    shopId: draft.shopId,
    ...(draft.couponId !== null ? { couponId: draft.couponId } : {}),
    ...(door && draft.addressId !== null ? { deliveryAddressId: draft.addressId } : {}),
    ...(door && draft.siteId !== null ? { siteId: draft.siteId } : {}),
  };
}
