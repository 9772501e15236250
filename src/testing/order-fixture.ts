import * as v from 'valibot';
import { type Order, orderSchema } from '../api/schemas/order';

/** An order as the API would send it: a paid-nothing cabinet cleaning, with `fields` filling in the rest. */
export function cabinetOrder(fields: Record<string, unknown>): Order {
  return v.parse(orderSchema, { actualPayment: 0, kind: 'cabinet', type: 'store-cleaning', ...fields });
}
