import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Id } from '../lib/id';
import { call } from './client';
import { type OrderAmountInput, orderKeys } from './order';
import { emptySchema } from './schemas/common';
import { createOrderResultSchema, openTicketSchema, type PayableMethod, paymentSchemaFor } from './schemas/order';

/**
 * The order family's writes, apart from its reads (./order.ts): the screens that show orders load these with
 * the sheets and steps that write (paying, a refund, a box opening, the order form's submit), not with the
 * screen. Every mutation refreshes the whole family, plus the cabinets (boxes change) and the wallet (money
 * moves) where it applies; except the pay calls, which start a payment: the payment refreshes what it changes
 * when it is over (./payment.ts). The refresh runs alongside: the answer goes back to the screen at once, because
 * it drives the next step (a payment to launch, a box to watch), which a slow list must not hold up.
 */

export type CreateOrderInput = OrderAmountInput & {
  /**
   * A client-generated UUID for this order attempt (`newRequestId()`): a repeated request with the same id
   * answers the same order, so a double tap or a retry never creates two orders. Make a new one only when
   * the customer starts a new order.
   */
  requestId: string;
  shopId: Id;
  /** 'cabinet': the cabinet scanned; 'online' may leave it empty and bind later (`bindOrder`). */
  lockerNo?: string;
  /** 'store': the store ordered at. */
  storeNo?: string;
  /** 'door-to-door': the chosen slot's start, local shop time 'YYYY-MM-DD HH:mm'. */
  expectedVisitTime?: string;
  remarks?: string;
  /** Up to 3 photo URLs (uploaded first). */
  photos?: string[];
  /** Pay at once; without it the order stays unpaid (pay later with `groupPay`). */
  payMethod?: PayableMethod;
  /** Card payment only: where the payment page sends the customer back. */
  returnUrl?: string;
};

export type PayInput = { payMethod: PayableMethod; returnUrl?: string };
export type RefundInput = { orderId: Id; reasonId: Id; remark?: string };

/*
 * The writes. A code 200 means the server did it; each answer is read only for what the next step cannot do
 * without (CONTRACT.md, Writes): the box opening's `resultId`, a chat-app payment's parameters, a card payment's
 * page. Everything else is read back afterwards (the mutations refresh the order family).
 */

/**
 * Creates an order. The answer requires nothing: the new order's id, the order and its payment are used when
 * they read (`readCreateAnswer`); without them the form finds the order by reading the orders back.
 */
export const createOrder = (input: CreateOrderInput) => call(createOrderResultSchema, '/order/create', { json: input });

/** Asks the cabinet to open a box for storing: follow the answer's `resultId` with `getOpenResult`. */
export const storeOpen = (orderInfoId: Id) => call(openTicketSchema, '/order/store-open', { json: { orderInfoId } });
/** Asks the cabinet to open the order's box for collecting. */
export const pickOpen = (orderInfoId: Id) => call(openTicketSchema, '/order/pick-open', { json: { orderInfoId } });
/** The shoes are in the box: the order goes to pending acceptance. Nothing is read from the answer. */
export const storeSuccess = async (orderInfoId: Id): Promise<void> => {
  await call(emptySchema, '/order/store-success', { json: { orderInfoId } });
};
/** The shoes are out of the box: the order is completed. Nothing is read from the answer. */
export const pickSuccess = async (orderInfoId: Id): Promise<void> => {
  await call(emptySchema, '/order/pick-success', { json: { orderInfoId } });
};

/** Asks for a refund. Nothing is read from the answer: the order is read back for its refund state. */
export const refundOrder = async (input: RefundInput): Promise<void> => {
  await call(emptySchema, '/order/refund', { json: input });
};

export const payPriceDifference = (orderInfoId: Id, pay: PayInput) =>
  call(paymentSchemaFor(pay.payMethod), '/order/pay-price-diff', { json: { orderInfoId, ...pay } });

export const payTimeoutFee = (orderInfoId: Id, pay: PayInput) =>
  call(paymentSchemaFor(pay.payMethod), '/order/pay-timeout-fee', { json: { orderInfoId, ...pay } });

/** Pays one or more unpaid orders together. */
export const groupPay = (orderIds: Id[], pay: PayInput) =>
  call(paymentSchemaFor(pay.payMethod), '/order/group-pay', { json: { orderIds, ...pay } });

/** Binds an order placed online to the cabinet the customer stands at. Nothing is read from the answer. */
export const bindOrder = async (input: { orderId: Id; lockerNo: string }): Promise<void> => {
  await call(emptySchema, '/order/binding-order', { json: input });
};

/** A new idempotency key for `createOrder` (randomUUID needs a secure context: fall back to random bytes). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ---- mutations ------------------------------------------------------------------------------------------

const refresh = (client: QueryClient, families: ReadonlyArray<'locker' | 'wallet' | 'site'> = []) => {
  void client.invalidateQueries({ queryKey: orderKeys.all });
  for (const family of families) void client.invalidateQueries({ queryKey: [family] });
};

/** Opening a box or confirming what was done at it: the cabinet's and the sites' free boxes change too. */
const boxStep =
  <TData>(name: string, mutationFn: (orderInfoId: Id) => Promise<TData>) =>
  () =>
    mutationOptions({
      mutationKey: ['order', name],
      mutationFn,
      onSuccess: (_data, _id, _result, { client }) => refresh(client, ['locker', 'site']),
    });

export const orderMutations = {
  create: () =>
    mutationOptions({
      mutationKey: ['order', 'create'],
      mutationFn: createOrder,
      onSuccess: (_data, _input, _result, { client }) => refresh(client, ['wallet', 'locker', 'site']),
    }),
  storeOpen: boxStep('store-open', storeOpen),
  pickOpen: boxStep('pick-open', pickOpen),
  storeSuccess: boxStep('store-success', storeSuccess),
  pickSuccess: boxStep('pick-success', pickSuccess),
  refund: () =>
    mutationOptions({
      mutationKey: ['order', 'refund'],
      mutationFn: refundOrder,
      onSuccess: (_data, _input, _result, { client }) => refresh(client, ['wallet', 'locker', 'site']),
    }),
  payPriceDifference: () =>
    mutationOptions({
      mutationKey: ['order', 'pay-price-diff'],
      mutationFn: ({ orderInfoId, ...pay }: PayInput & { orderInfoId: Id }) => payPriceDifference(orderInfoId, pay),
    }),
  payTimeoutFee: () =>
    mutationOptions({
      mutationKey: ['order', 'pay-timeout-fee'],
      mutationFn: ({ orderInfoId, ...pay }: PayInput & { orderInfoId: Id }) => payTimeoutFee(orderInfoId, pay),
    }),
  groupPay: () =>
    mutationOptions({
      mutationKey: ['order', 'group-pay'],
      mutationFn: ({ orderIds, ...pay }: PayInput & { orderIds: Id[] }) => groupPay(orderIds, pay),
    }),
  /** Binding to another cabinet frees the box the order held at the one before. */
  bind: () =>
    mutationOptions({
      mutationKey: ['order', 'binding-order'],
      mutationFn: bindOrder,
      onSuccess: (_data, _input, _result, { client }) => refresh(client, ['locker', 'site']),
    }),
};
