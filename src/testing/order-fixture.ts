import * as v from 'valibot';
import { type Order, type OrderInfo, orderInfoSchema, orderSchema } from '../api/schemas/order';

/** An order as the API would send it: a paid-nothing cabinet cleaning, with `fields` filling in the rest. */
export function cabinetOrder(fields: Record<string, unknown>): Order {
  return v.parse(orderSchema, { actualPayment: 0, kind: 'cabinet', type: 'store-cleaning', ...fields });
}

/** A sub-order at cabinet L001 waiting to be collected (order 7), with `fields` changing or adding the rest. */
export function cabinetOrderInfo(fields: Record<string, unknown> = {}): OrderInfo {
  return v.parse(orderInfoSchema, {
    orderInfoId: 5007,
    orderId: 7,
    orderNo: 'SO7',
    type: 'store-cleaning',
    kind: 'cabinet',
    status: 'to-be-collected',
    action: 'pick',
    lockerNo: 'L001',
    ...fields,
  });
}
