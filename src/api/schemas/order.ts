import * as v from 'valibot';
import type { Id } from '../../lib/id';
import { ORDER_KINDS, type OrderKind } from '../../lib/order-kind';
import { addressSchema } from './address';
import { booleanFlagSchema, dateTimeSchema, idSchema, moneySchema, numberSchema, textSchema } from './common';
import { openPicklist } from './open-picklist';
import { waitsInBox } from './order-statuses';
import { type Payment, paymentSchema } from './payment';

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
 * | 'refund'             | refund                     | refunded once paid: from to be stored or pending acceptance   |
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

/**
 * Statuses from which the customer may ask for a refund: paid, and the shoes not yet taken in for cleaning. An
 * unpaid order paid nothing, so there is nothing to refund: it offers Pay until its pay deadline.
 */
export const REFUNDABLE_STATUSES = ['to-be-stored', 'pending-acceptance'] as const satisfies OrderStatus[];

/** Order types (spec section 3): door-to-door reservation, store cleaning, price-difference. */
export const ORDER_TYPES = ['door-to-door', 'store-cleaning', 'price-difference'] as const;
export const orderTypeSchema = openPicklist(ORDER_TYPES);
export type OrderType = v.InferOutput<typeof orderTypeSchema>;

/** How the order was placed (src/lib/order-kind.ts, where the links' parsers read it too). */
export { ORDER_KINDS, type OrderKind };
/**
 * The kind as an order reads: the server's word when it sends a known one; worked out from where the order is
 * (`kindOf`) when it sends none, since `kind` is our own field, not the spec's; 'other' for one the app does
 * not know, which is shown with a neutral label and offers nothing at a cabinet unless the order is bound to one.
 */
export type OrderReadKind = OrderKind | 'other';
const readKindSchema = v.nullish(openPicklist(ORDER_KINDS), null);

/** Where an order is, when its kind is not said: a door-to-door type or address, a store, a cabinet, or online. */
export function kindOf(where: { type: string; hasAddress: boolean; hasStore: boolean; hasLocker: boolean }): OrderKind {
  if (where.type === 'door-to-door' || (where.hasAddress && !where.hasStore && !where.hasLocker)) return 'door-to-door';
  if (where.hasStore) return 'store';
  if (where.hasLocker) return 'cabinet';
  return 'online'; // an order placed online is at no cabinet until it is bound to one
}

/**
 * Payment methods (spec section 3). 'offline' is settled at the counter and is never chosen in the app; one
 * the app does not know reads as 'other' (a neutral label), never as an error.
 */
export const PAY_METHODS = ['balance', 'chat-app', 'card', 'offline'] as const;
export const payMethodSchema = openPicklist(PAY_METHODS);
export type PayMethod = v.InferOutput<typeof payMethodSchema>;
/** What the customer can pay with in the app. */
export const PAYABLE_METHODS = ['balance', 'chat-app', 'card'] as const;
export type PayableMethod = (typeof PAYABLE_METHODS)[number];

export const REFUND_STATUSES = ['refunding', 'refunded'] as const;

const nullable = <S extends v.GenericSchema>(schema: S) => v.nullish(schema, null);
const money = v.nullish(moneySchema, 0);

export const orderAddOnSchema = v.object({ id: idSchema, name: v.string(), price: moneySchema });
export const orderItemSchema = v.object({
  goodsId: idSchema,
  name: v.pipe(
    v.nullish(v.string(), ''),
    v.transform((name) => name ?? ''),
  ),
  count: v.pipe(numberSchema, v.integer(), v.minValue(1)),
  /** Unit price of the goods, add-ons excluded. */
  price: moneySchema,
  addOns: v.nullish(v.array(orderAddOnSchema), []),
});
export type OrderItem = v.InferOutput<typeof orderItemSchema>;
/**
 * The goods of an order, shown on its card and detail: a list the app cannot read (a server's own item shape)
 * is left off, never an error, since the order is whole without it.
 */
const itemsSchema = v.fallback(v.nullish(v.array(orderItemSchema), []), []);

/**
 * The price difference the shop found. `paid` is null when the server does not say (then the order's status
 * says whether it is still owed, see src/api/dues.ts); a server that sends the difference as a plain amount is
 * read the same way, with no reason and no word on paying.
 */
export const priceDifferenceSchema = v.union([
  v.object({
    amount: moneySchema,
    reason: v.nullish(v.string(), ''),
    paid: nullable(booleanFlagSchema),
  }),
  v.pipe(
    moneySchema,
    v.transform((amount) => ({ amount, reason: '', paid: null })),
  ),
]);
export type PriceDifference = { amount: number; reason: string | null; paid: boolean | null };

/** After `freeUntil`, each started day costs `feePerDay`, for at most `capDays` days. */
export const overtimeRuleSchema = v.object({
  feePerDay: moneySchema,
  capDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type OvertimeRule = v.InferOutput<typeof overtimeRuleSchema>;

/** A refund's status the app does not know reads as 'other' (a neutral label). */
export const orderRefundSchema = v.object({
  reason: v.nullish(v.string(), ''),
  status: openPicklist(REFUND_STATUSES),
  amount: money,
  remark: nullable(v.string()),
});

/** Live photos (spec: at most 3): a longer list from a server is cut, not refused. */
const photosSchema = v.pipe(
  v.nullish(v.array(v.string()), []),
  v.transform((photos) => photos.slice(0, 3)),
);

/** The order (spec section 3), as `/order/order-list` and `/order/order-info` answer it. */
export const orderSchema = v.pipe(
  v.object({
    id: idSchema,
    /**
     * The sub-order (box, pickup code, progress) used by the cabinet and progress calls. Null when a server
     * leaves it out: the order is still listed and shown, without what needs the sub-order.
     */
    orderInfoId: nullable(idSchema),
    /** Shown as the order's name; the id stands in when a server leaves it out. */
    orderNo: v.nullish(textSchema, null),
    kind: readKindSchema,
    type: orderTypeSchema,
    status: orderStatusSchema,
    shopId: nullable(idSchema),
    createdAt: nullable(dateTimeSchema),
    /** An unpaid order must be paid before this ('Order has timed out' after it). */
    payDeadline: nullable(dateTimeSchema),
    paidAt: nullable(dateTimeSchema),
    pickupCode: nullable(textSchema),
    boxNo: nullable(textSchema),
    // a cabinet or store the app cannot name is none: the order is still shown, without it
    locker: v.fallback(
      nullable(
        v.pipe(
          v.object({ lockerNo: textSchema, name: v.nullish(v.string(), null) }),
          v.transform(({ lockerNo, name }) => ({ lockerNo, name: name || lockerNo })),
        ),
      ),
      null,
    ),
    store: v.fallback(
      nullable(
        v.pipe(
          v.object({ storeNo: textSchema, name: v.nullish(v.string(), null) }),
          v.transform(({ storeNo, name }) => ({ storeNo, name: name || storeNo })),
        ),
      ),
      null,
    ),
    /** A copy of the address in the order: a server may keep it without an id of its own. */
    address: nullable(v.object({ ...addressSchema.entries, id: nullable(idSchema) })),
    expectedVisitTime: nullable(dateTimeSchema),
    /** The end of the chosen door-to-door slot, when the server sends it. */
    expectedVisitEnd: nullable(dateTimeSchema),
    remarks: v.nullish(v.string(), ''),
    /** What the order costs: what is paid, so it is never assumed. */
    actualPayment: moneySchema,
    /** Null when the server leaves the figure out: its row is left out, never shown as 0. */
    cleaningCost: nullable(moneySchema),
    additionalService: money,
    deliveryFee: nullable(moneySchema),
    voucher: money,
    payMethod: nullable(payMethodSchema),
    /**
     * Overtime fee owed now (0 when nothing is owed; null when the server does not say, see src/api/dues.ts),
     * and what was already paid of it.
     */
    overtimeFee: nullable(moneySchema),
    overtimeFeePaid: money,
    priceDifference: v.fallback(nullable(priceDifferenceSchema), null),
    photos: photosSchema,
    items: itemsSchema,
    /** End of free storage for shoes waiting to be collected. */
    freeUntil: nullable(dateTimeSchema),
    overtimeRule: v.fallback(nullable(overtimeRuleSchema), null),
    refund: nullable(orderRefundSchema),
  }),
  v.transform((row) => ({
    ...row,
    orderNo: row.orderNo || String(row.id),
    kind: (row.kind ??
      kindOf({
        type: row.type,
        hasAddress: row.address !== null,
        hasStore: row.store !== null,
        hasLocker: row.locker !== null,
      })) as OrderReadKind,
  })),
);
export type Order = v.InferOutput<typeof orderSchema>;

/** What a customer does next at a cabinet with a sub-order. */
export const ORDER_INFO_ACTIONS = ['store', 'pick'] as const;
export type OrderInfoAction = (typeof ORDER_INFO_ACTIONS)[number];

/** What a sub-order in this status waits for at a cabinet, when the server does not say. */
function actionOf(status: OrderStatus): OrderInfoAction | null {
  if (status === 'to-be-stored') return 'store';
  return waitsInBox(status) ? 'pick' : null;
}

/** A sub-order: `/order/order-info-list` and `/order/order-info-info`. */
export const orderInfoSchema = v.pipe(
  v.object({
    orderInfoId: idSchema,
    orderId: idSchema,
    /** Shown as the order's name; the id stands in when a server leaves it out. */
    orderNo: v.nullish(textSchema, null),
    type: orderTypeSchema,
    kind: readKindSchema,
    status: orderStatusSchema,
    /**
     * 'store' (waiting to be stored), 'pick' (waiting to be collected) or null (nothing to do at a cabinet);
     * from the status when the server does not say.
     */
    action: v.nullish(v.string()),
    /**
     * Null for an online order not yet bound to a cabinet (bind it with `/order/binding-order`); left out
     * (undefined) when the server does not say, which a list asked for one cabinet reads as that cabinet.
     */
    lockerNo: v.nullish(textSchema),
    lockerName: nullable(v.string()),
    storeNo: nullable(v.string()),
    boxNo: nullable(textSchema),
    pickupCode: nullable(textSchema),
    createdAt: nullable(dateTimeSchema),
    freeUntil: nullable(dateTimeSchema),
    overtimeRule: v.fallback(nullable(overtimeRuleSchema), null),
    priceDifference: v.fallback(nullable(priceDifferenceSchema), null),
    /**
     * Amounts to pay before the box opens for collecting (0 when nothing is owed; null when the server does not
     * say: src/api/dues.ts works out what is owed from the rest).
     */
    priceDifferenceDue: nullable(moneySchema),
    overtimeFeeDue: nullable(moneySchema),
    items: itemsSchema,
    photos: photosSchema,
  }),
  v.transform((row) => ({
    ...row,
    orderNo: row.orderNo || String(row.orderId),
    action:
      row.action === 'store' || row.action === 'pick'
        ? (row.action as OrderInfoAction)
        : row.action === null
          ? null
          : actionOf(row.status),
    kind: (row.kind ??
      kindOf({
        type: row.type,
        hasAddress: false,
        hasStore: row.storeNo !== null,
        hasLocker: row.lockerNo != null,
      })) as OrderReadKind,
  })),
);
export type OrderInfo = v.InferOutput<typeof orderInfoSchema>;

/**
 * `/order/order-number`: how many orders the customer has in each status (and in all). Only the tabs' badges
 * read them: a count the server leaves out (or sends unreadably) is left off its tab, never an error.
 */
const count = v.fallback(
  v.pipe(
    v.nullish(numberSchema),
    v.transform((n) => n ?? undefined),
  ),
  undefined,
);
export const orderCountsSchema = v.object({
  all: count,
  unpaid: count,
  'to-be-stored': count,
  'pending-acceptance': count,
  cleaning: count,
  'to-be-collected': count,
  completed: count,
  overdue: count,
  'price-difference': count,
  refund: count,
});
export type OrderCounts = v.InferOutput<typeof orderCountsSchema>;

export {
  OPEN_STATUSES,
  type OpenResult,
  type OpenTicket,
  openResultSchema,
  openTicketSchema,
} from './box-opening';

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
  /** The breakdown's rows, each left out when the server does not say; only what is paid is required. */
  cleaningCost: nullable(moneySchema),
  additionalService: nullable(moneySchema),
  deliveryFee: nullable(moneySchema),
  voucher: nullable(moneySchema),
  actualPayment: moneySchema,
});
export type OrderAmount = v.InferOutput<typeof orderAmountSchema>;

export {
  type ChatAppPayParams,
  chatAppPayParamsSchema,
  type Payment,
  paymentSchema,
  paymentSchemaFor,
} from './payment';

/**
 * `/order/create`, read for what the next step can use and nothing more (the answer requires nothing: a code
 * 200 means the order exists). `orderId` is the new order's id when the answer names one readably; `order` is
 * the whole order when it reads as one; `payment` is the payment started with it when it carries what paying
 * goes on with. Whatever is missing, the app finds the new order by reading the customer's orders back.
 */
export type CreateOrderResult = { orderId: Id | null; order: Order | null; payment: Payment | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readId(...candidates: unknown[]): Id | null {
  for (const candidate of candidates) {
    const id = v.safeParse(idSchema, candidate);
    if (id.success && !/^0+$/.test(id.output)) return id.output;
  }
  return null;
}

export function readCreateAnswer(data: unknown): CreateOrderResult {
  if (!isRecord(data)) return { orderId: readId(data), order: null, payment: null };
  const raw = isRecord(data.order) ? data.order : null;
  const parsed = raw ? v.safeParse(orderSchema, raw) : null;
  const order = parsed?.success ? parsed.output : null;
  const orderId = order?.id ?? readId(raw?.id, raw?.orderId, data.orderId, data.id);
  const paid = v.safeParse(paymentSchema, data.payment);
  const payment = isRecord(data.payment) && paid.success ? paid.output : null;
  return { orderId, order, payment };
}

export const createOrderResultSchema = v.pipe(v.unknown(), v.transform(readCreateAnswer));
