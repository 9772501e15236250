import type {
  OPEN_STATUSES,
  OrderInfoAction,
  OrderKind,
  OrderStatus,
  OrderType,
  PayableMethod,
  PayMethod,
  REFUND_STATUSES,
} from '../../../src/api/schemas/order';
import type { Text } from '../../lib/text';
import type { AddressRow } from '../commerce/tables';

/**
 * The orders family's tables: sites (cabinets with numbered boxes, and stores), orders with their sub-order
 * (box, pickup code, progress), box openings, order payments and refund reasons.
 */

export type AppointmentSettings = {
  /** Door-to-door service opened at this site. */
  open: boolean;
  deliveryFee: number;
  /** Local 'HH:mm': booking for today closes then. */
  lastBookingTime: string;
  /** Local 'HH:mm' start and end of each daily slot. */
  times: Array<[string, string]>;
  /** Bookings a slot takes before it shows as unavailable. */
  capacity: number;
};

export type BoxRow = {
  boxNo: string;
  /** A box is free when not occupied; occupied by one of the orders in the db, or (orderInfoId null) by a stranger. */
  occupied: boolean;
  orderInfoId: number | null;
};

export type SiteBase = {
  siteId: number;
  shopId: number;
  name: Text;
  address: Text;
  /** WGS-84. */
  latitude: number;
  longitude: number;
  openHours: string;
  phone: string;
  appointment: AppointmentSettings;
};

export type LockerRow = SiteBase & { lockerNo: string; online: boolean; boxes: BoxRow[] };
export type StoreRow = SiteBase & { storeNo: string };

export type OrderItemRow = {
  goodsId: number;
  name: Text;
  count: number;
  price: number;
  addOns: Array<{ id: number; name: Text; price: number }>;
};

export type OrderFlowRow = { step: string; title: Text; time: string; photos: string[]; operator: string | null };

/** The address a door-to-door order was booked for, copied so a later edit of the address leaves it alone. */
export type OrderAddress = Omit<AddressRow, 'userId' | 'createdAt'>;

export type OrderRow = {
  id: number;
  orderInfoId: number;
  orderNo: string;
  userId: number;
  shopId: number;
  kind: OrderKind;
  type: OrderType;
  status: OrderStatus;
  createdAt: string;
  payDeadline: string | null;
  paidAt: string | null;
  pickupCode: string | null;
  boxNo: string | null;
  lockerNo: string | null;
  storeNo: string | null;
  /** Door-to-door: the site that sends a courier. */
  siteId: number | null;
  address: OrderAddress | null;
  /** Door-to-door slot, ISO. */
  expectedVisitTime: string | null;
  expectedVisitEnd: string | null;
  remarks: string;
  items: OrderItemRow[];
  cleaningCost: number;
  additionalService: number;
  deliveryFee: number;
  voucher: number;
  actualPayment: number;
  couponId: number | null;
  payMethod: PayMethod | null;
  /** The payment that paid the order (or the last one started). */
  tradeNo: string | null;
  priceDifference: { amount: number; reason: Text; paid: boolean } | null;
  freeUntil: string | null;
  overtimeRule: { feePerDay: number; capDays: number } | null;
  overtimeFeePaid: number;
  photos: string[];
  refund: {
    reasonId: number;
    reason: Text;
    remark: string | null;
    status: RefundStatus;
    amount: number;
  } | null;
  flows: OrderFlowRow[];
  /** The client's idempotency key of `/order/create`. */
  requestId: string | null;
};

/** A box is opened to store shoes or to collect them: the sub-order's next action at the cabinet. */
export type OpenAction = OrderInfoAction;
export type OpenStatus = (typeof OPEN_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export type OpenResultRow = {
  id: number;
  orderInfoId: number;
  userId: number;
  action: OpenAction;
  lockerNo: string;
  boxNo: string;
  createdAt: string;
  /** Until then the cabinet has not answered ('pending'). */
  settleAt: string;
  outcome: Exclude<OpenStatus, 'pending'>;
};

export type PaymentPurpose = 'order' | 'price-difference' | 'timeout-fee';

export type OrderPaymentRow = {
  tradeNo: string;
  userId: number;
  purpose: PaymentPurpose;
  orderIds: number[];
  amount: number;
  payMethod: PayableMethod;
  status: 'pending' | 'paid' | 'failed';
  returnUrl: string | null;
  createdAt: string;
  paidAt: string | null;
};

export type RefundReasonRow = { id: number; text: Text };

export type OrderTables = {
  lockers: LockerRow[];
  stores: StoreRow[];
  orders: OrderRow[];
  openResults: OpenResultRow[];
  orderPayments: OrderPaymentRow[];
  refundReasons: RefundReasonRow[];
  /** Developer switches: how many of the next box openings fail. */
  orderMock: { failNextOpens: number };
};
