import * as v from 'valibot';
import { addressSchema } from './address';
import { dateTimeSchema, idSchema, moneySchema } from './common';
import { openPicklist } from './open-picklist';
import { chatAppPayParamsSchema } from './payment';

/**
 * Order statuses: the labels of the Order tab (spec section 4) as the codes the user-api speaks. Written
 * here once; the app, the mock and the tests import them from this file.
 *
 * | code                 | label                      | how an order gets there                                        |
 * |----------------------|----------------------------|----------------------------------------------------------------|
 * | 'unpaid'             | unpaid                     | `/order/create` without a completed payment                    |
 * | 'to-be-stored'       | to be stored               | paid, a cabinet or online order: the shoes go into a box next  |
 * | 'pending-acceptance' | pending acceptance         | stored (`/order/store-success`), or a paid door-to-door order  |
 * | 'cleaning'           | cleaning                   | the shop accepted the shoes                                    |
 * | 'to-be-collected'    | waiting to be collected    | cleaned and back in a box; free storage until `freeUntil`      |
 * | 'completed'          | completed                  | collected (`/order/pick-success`)                              |
 * | 'overdue'            | expired/overdue            | past `freeUntil`: the overtime fee is paid before collecting   |
 * | 'price-difference'   | price difference           | the shop found extra work: paid before collecting              |
 * | 'refund'             | refund                     | refunded from unpaid, to be stored or pending acceptance       |
 *
 * Paying the price difference or the overtime fee brings the order back to 'to-be-collected'.
 * A refund is 'refunding' until the money is back, then 'refunded' (see `refund.status`).
 */
export const ORDER_STATUSES = [
  'unpaid',
  'to-be-stored',
  'pending-acceptance',
  'cleaning',
  'to-be-collected',
  'completed',
  'overdue',
  'price-difference',
  'refund',
] as const;
/**
 * A status the app does not know (a server added one) reads as 'other': the order is shown with a neutral
 * label and offers only its progress, never an error. It is not one of the Order tab's statuses.
 */
export const orderStatusSchema = openPicklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof orderStatusSchema>;

/** Statuses of shoes sitting in a box, waiting for the customer (collect, maybe after paying something). */
export const COLLECT_STATUSES = ['to-be-collected', 'overdue', 'price-difference'] as const satisfies OrderStatus[];
/** Statuses from which the customer may ask for a refund. */
export const REFUNDABLE_STATUSES = ['unpaid', 'to-be-stored', 'pending-acceptance'] as const satisfies OrderStatus[];

/** Order types (spec section 3): door-to-door reservation, store cleaning, price-difference. */
export const ORDER_TYPES = ['door-to-door', 'store-cleaning', 'price-difference'] as const;
export const orderTypeSchema = openPicklist(ORDER_TYPES);
export type OrderType = v.InferOutput<typeof orderTypeSchema>;

/**
 * How the order was placed: scanning a cabinet ('cabinet', stored there next), online ('online', bound to a
 * cabinet later with `/order/binding-order`), at a store ('store', handed over the counter) or door-to-door.
 */
export const ORDER_KINDS = ['cabinet', 'online', 'store', 'door-to-door'] as const;
export const orderKindSchema = v.picklist(ORDER_KINDS);
export type OrderKind = v.InferOutput<typeof orderKindSchema>;

/** Payment methods (spec section 3). 'offline' is settled at the counter and is never chosen in the app. */
export const PAY_METHODS = ['balance', 'chat-app', 'card', 'offline'] as const;
export const payMethodSchema = v.picklist(PAY_METHODS);
export type PayMethod = v.InferOutput<typeof payMethodSchema>;
/** What the customer can pay with in the app. */
export const PAYABLE_METHODS = ['balance', 'chat-app', 'card'] as const;
export type PayableMethod = (typeof PAYABLE_METHODS)[number];

export const REFUND_STATUSES = ['refunding', 'refunded'] as const;

const nullable = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema), null);
const money = v.optional(moneySchema, 0);

export const orderAddOnSchema = v.object({ id: idSchema, name: v.string(), price: moneySchema });
export const orderItemSchema = v.object({
  goodsId: idSchema,
  name: v.string(),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Unit price of the goods, add-ons excluded. */
  price: moneySchema,
  addOns: v.optional(v.array(orderAddOnSchema), []),
});
export type OrderItem = v.InferOutput<typeof orderItemSchema>;

export const priceDifferenceSchema = v.object({ amount: moneySchema, reason: v.string(), paid: v.boolean() });
export type PriceDifference = v.InferOutput<typeof priceDifferenceSchema>;

/** After `freeUntil`, each started day costs `feePerDay`, for at most `capDays` days. */
export const overtimeRuleSchema = v.object({
  feePerDay: moneySchema,
  capDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type OvertimeRule = v.InferOutput<typeof overtimeRuleSchema>;

export const orderRefundSchema = v.object({
  reason: v.string(),
  status: v.picklist(REFUND_STATUSES),
  amount: money,
  remark: nullable(v.string()),
});

/** Live photos (spec: at most 3): a longer list from a server is cut, not refused. */
const photosSchema = v.pipe(
  v.optional(v.array(v.string()), []),
  v.transform((photos) => photos.slice(0, 3)),
);

/** The order (spec section 3), as `/order/order-list` and `/order/order-info` answer it. */
export const orderSchema = v.pipe(
  v.object({
    id: idSchema,
    /** The sub-order (box, pickup code, progress) used by the cabinet and progress calls. */
    orderInfoId: idSchema,
    /** Shown as the order's name; the id stands in when a server leaves it out. */
    orderNo: v.optional(v.nullable(v.string()), null),
    kind: orderKindSchema,
    type: orderTypeSchema,
    status: orderStatusSchema,
    shopId: v.optional(idSchema, 0),
    createdAt: nullable(dateTimeSchema),
    /** An unpaid order must be paid before this ('Order has timed out' after it). */
    payDeadline: nullable(dateTimeSchema),
    paidAt: nullable(dateTimeSchema),
    pickupCode: nullable(v.string()),
    boxNo: nullable(v.string()),
    locker: nullable(v.object({ lockerNo: v.string(), name: v.string() })),
    store: nullable(v.object({ storeNo: v.string(), name: v.string() })),
    address: nullable(addressSchema),
    expectedVisitTime: nullable(dateTimeSchema),
    /** The end of the chosen door-to-door slot, when the server sends it. */
    expectedVisitEnd: nullable(dateTimeSchema),
    remarks: v.optional(v.string(), ''),
    /** What the order costs: what is paid, so it is never assumed. */
    actualPayment: moneySchema,
    /** Null when the server leaves the figure out: its row is left out, never shown as 0. */
    cleaningCost: nullable(moneySchema),
    additionalService: money,
    deliveryFee: nullable(moneySchema),
    voucher: money,
    payMethod: nullable(payMethodSchema),
    /** Overtime fee owed now (0 when nothing is owed), and what was already paid of it. */
    overtimeFee: money,
    overtimeFeePaid: money,
    priceDifference: nullable(priceDifferenceSchema),
    photos: photosSchema,
    items: v.optional(v.array(orderItemSchema), []),
    /** End of free storage for shoes waiting to be collected. */
    freeUntil: nullable(dateTimeSchema),
    overtimeRule: nullable(overtimeRuleSchema),
    refund: nullable(orderRefundSchema),
  }),
  v.transform((row) => ({ ...row, orderNo: row.orderNo || String(row.id) })),
);
export type Order = v.InferOutput<typeof orderSchema>;

/** What a customer does next at a cabinet with a sub-order. */
export const ORDER_INFO_ACTIONS = ['store', 'pick'] as const;
export type OrderInfoAction = (typeof ORDER_INFO_ACTIONS)[number];

/** A sub-order: `/order/order-info-list` and `/order/order-info-info`. */
export const orderInfoSchema = v.pipe(
  v.object({
    orderInfoId: idSchema,
    orderId: idSchema,
    /** Shown as the order's name; the id stands in when a server leaves it out. */
    orderNo: v.optional(v.nullable(v.string()), null),
    type: orderTypeSchema,
    kind: orderKindSchema,
    status: orderStatusSchema,
    /** 'store' (waiting to be stored), 'pick' (waiting to be collected) or null (nothing to do at a cabinet). */
    action: v.nullable(v.picklist(ORDER_INFO_ACTIONS)),
    /** Null for an online order not yet bound to a cabinet (bind it with `/order/binding-order`). */
    lockerNo: v.nullable(v.string()),
    lockerName: nullable(v.string()),
    storeNo: nullable(v.string()),
    boxNo: nullable(v.string()),
    pickupCode: nullable(v.string()),
    createdAt: nullable(dateTimeSchema),
    freeUntil: nullable(dateTimeSchema),
    overtimeRule: nullable(overtimeRuleSchema),
    priceDifference: nullable(priceDifferenceSchema),
    /** Amounts to pay before the box opens for collecting (0 when nothing is owed). */
    priceDifferenceDue: money,
    overtimeFeeDue: money,
    items: v.optional(v.array(orderItemSchema), []),
    photos: photosSchema,
  }),
  v.transform((row) => ({ ...row, orderNo: row.orderNo || String(row.orderId) })),
);
export type OrderInfo = v.InferOutput<typeof orderInfoSchema>;

/** `/order/order-number`: how many orders the customer has in each status (and in all). */
export const orderCountsSchema = v.object({
  all: v.number(),
  unpaid: v.number(),
  'to-be-stored': v.number(),
  'pending-acceptance': v.number(),
  cleaning: v.number(),
  'to-be-collected': v.number(),
  completed: v.number(),
  overdue: v.number(),
  'price-difference': v.number(),
  refund: v.number(),
});
export type OrderCounts = v.InferOutput<typeof orderCountsSchema>;

/** `/order/store-open` and `/order/pick-open`: a box-opening request to follow with `/order/open-result`. */
export const openTicketSchema = v.object({ resultId: idSchema, boxNo: nullable(v.string()) });
export type OpenTicket = v.InferOutput<typeof openTicketSchema>;

export const OPEN_STATUSES = ['pending', 'success', 'failed'] as const;
export const openResultSchema = v.object({
  resultId: idSchema,
  status: v.picklist(OPEN_STATUSES),
  boxNo: nullable(v.string()),
});
export type OpenResult = v.InferOutput<typeof openResultSchema>;

export const refundReasonSchema = v.object({ id: idSchema, text: v.string() });
export type RefundReason = v.InferOutput<typeof refundReasonSchema>;

/** One step of the cleaning progress (`/order/order-flow`), oldest first. */
export const orderFlowStepSchema = v.object({
  /** A stable code: 'created', 'paid', 'bound', 'stored', 'accepted', 'cleaned', 'price-difference', … */
  step: v.string(),
  title: v.string(),
  time: dateTimeSchema,
  photos: photosSchema,
  operator: nullable(v.string()),
});
export type OrderFlowStep = v.InferOutput<typeof orderFlowStepSchema>;

/** `/order/count-order-amount`: the price breakdown before paying. */
export const orderAmountSchema = v.object({
  cleaningCost: moneySchema,
  additionalService: moneySchema,
  deliveryFee: moneySchema,
  voucher: moneySchema,
  actualPayment: moneySchema,
});
export type OrderAmount = v.InferOutput<typeof orderAmountSchema>;

export { type ChatAppPayParams, chatAppPayParamsSchema } from './payment';

/**
 * The answer of every paying call (create, group-pay, pay-price-diff, pay-timeout-fee). A balance payment
 * is `paid` at once; chat-app gives `payParams`, card gives `payUrl`, and the order stays as it is until the
 * payment is confirmed: read the order back afterwards (CONTRACT.md, Paying).
 */
const paymentEntries = {
  tradeNo: v.string(),
  payMethod: payMethodSchema,
  amount: moneySchema,
  paid: v.boolean(),
  orderIds: v.array(idSchema),
  /** The wallet balance after a balance payment. */
  balance: nullable(moneySchema),
};
/**
 * What pays is required where the payment needs it: the chat app's parameters for a chat-app payment, the
 * card page for a card payment; neither for a payment that is done (balance).
 */
export const paymentSchema = v.union([
  v.object({ ...paymentEntries, payParams: chatAppPayParamsSchema, payUrl: nullable(v.string()) }),
  v.object({ ...paymentEntries, payUrl: v.string(), payParams: nullable(chatAppPayParamsSchema) }),
  v.object({ ...paymentEntries, payParams: nullable(chatAppPayParamsSchema), payUrl: nullable(v.string()) }),
]);
export type Payment = v.InferOutput<typeof paymentSchema>;

/** `/order/create`: the order, and its payment when a pay method was given. */
/** The payment is what paying at creation goes on with: required, null when no pay method was sent. */
export const createOrderResultSchema = v.object({ order: orderSchema, payment: v.nullable(paymentSchema) });
export type CreateOrderResult = v.InferOutput<typeof createOrderResultSchema>;
