import type { OrderInfoAction, OrderKind, OrderStatus, OrderType, PayMethod } from '../../src/api/schemas/order';
import { COLLECT_STATUSES, ORDER_STATUSES, REFUNDABLE_STATUSES } from '../../src/api/schemas/order';
import { haversineMetres } from '../../src/lib/geo';
import { type Lang, type Text, tr, txt } from '../lib/text';
import {
  type AddressRow,
  type BillKind,
  type CommerceTables,
  chargeBalance,
  creditBalance,
  discountOf,
  findGoods,
  findUsableCoupon,
  priceGoods,
  restoreCoupon,
  round2,
  seedCommerce,
  useCoupon as spendCoupon,
} from './commerce';
import type { CoreTables, UserRow } from './core';
import type { Db } from './index';

/**
 * The orders family of the mock user-api: sites (cabinets with numbered boxes, and stores), orders with their
 * sub-order (box, pickup code, progress), box openings, order payments and refund reasons. The handlers in
 * mocks/handlers/{order,site,store,locker}.ts stay thin; the rules live here, once:
 *
 * - create -> 'unpaid'; paid -> 'to-be-stored' (cabinet and online orders) or 'pending-acceptance'
 *   (door-to-door and store orders);
 * - stored (`store-success`) -> 'pending-acceptance'; the shop accepts -> 'cleaning'; cleaned and back in a
 *   box -> 'to-be-collected' with `freeUntil` = now + 48 h and an overtime rule; collected -> 'completed';
 * - past `freeUntil` with a fee owed -> 'overdue' (worked out whenever an order is read); paying it -> back to
 *   'to-be-collected';
 * - a price difference raised during cleaning -> 'price-difference'; paying it -> 'to-be-collected';
 * - refund from 'unpaid', 'to-be-stored' or 'pending-acceptance' -> 'refund' (balance payments go straight back
 *   to the wallet; chat-app and card ones stay 'refunding' until the payment provider answers).
 * The developer panel walks an order through these with `advanceOrder`.
 */

// ---------------------------------------------------------------------------------------------------------
// Types

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
  /** A box is free when not occupied; occupied by one of the orders here, or (orderInfoId null) by a stranger. */
  occupied: boolean;
  orderInfoId: number | null;
};

type SiteBase = {
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

export type OrderAddress = {
  id: number;
  contact: string;
  phone: string;
  regionCodes: string[];
  regionText: string;
  detail: string;
  isDefault: boolean;
};

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
    status: 'refunding' | 'refunded';
    amount: number;
  } | null;
  flows: OrderFlowRow[];
  /** The client's idempotency key of `/order/create`. */
  requestId: string | null;
};

export type OpenAction = 'store' | 'pick';

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
  outcome: 'success' | 'failed';
};

export type PaymentPurpose = 'order' | 'price-difference' | 'timeout-fee';
export type PayableMethod = 'balance' | 'chat-app' | 'card';

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

// ---------------------------------------------------------------------------------------------------------
// Constants and small helpers

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** An unpaid order must be paid within this ('Order has timed out' after it). */
export const PAY_WINDOW_MS = 30 * MINUTE_MS;
/** Free storage once cleaned shoes are back in a box. */
export const FREE_STORAGE_MS = 48 * HOUR_MS;
export const OVERTIME_RULE = { feePerDay: 2, capDays: 7 } as const;
/** A cabinet answers a box opening after this. */
export const OPEN_SETTLE_MS = 1500;

/** A business failure a handler answers as `{code, msg}` (msg in the request's language). */
export class OrderFailure extends Error {
  constructor(
    readonly code: number,
    readonly text: Text,
  ) {
    super(text.en);
  }
}

const failure = (text: Text, code = 400) => new OrderFailure(code, text);

/** The texts the mock answers with; the spec's own are verbatim (section 8). */
export const ORDER_MESSAGES = {
  insufficient: txt('Insufficient account balance', 'Số dư tài khoản không đủ', '账户余额不足'),
  priceDifference: txt(
    'You can only pickup your shoes after paying the price different. Do you want to go?',
    'Bạn chỉ có thể lấy giày sau khi thanh toán tiền chênh lệch. Bạn có muốn thanh toán không?',
    '需补缴差价后才能取鞋，是否前往支付？',
  ),
  timeoutFee: txt(
    'There is a timeout fee for the current order. Do you want to proceed with payment',
    'Đơn hàng hiện tại có phí quá hạn. Bạn có muốn tiếp tục thanh toán không',
    '当前订单存在超时费用，是否继续支付',
  ),
  timedOut: txt('Order has timed out', 'Đơn hàng đã quá hạn thanh toán', '订单已超时'),
  appointmentClosed: txt(
    'The current site has not yet opened appointment door-to-door service',
    'Điểm hiện tại chưa mở dịch vụ hẹn lấy giày tận nơi',
    '当前站点暂未开通预约上门服务',
  ),
  appointmentEnded: txt(
    'The appointment ends today. Please choose another time',
    'Hôm nay đã hết giờ hẹn. Vui lòng chọn thời gian khác',
    '今日预约已结束，请选择其他时间',
  ),
  slotFull: txt(
    'This time is fully booked. Please choose another time',
    'Khung giờ này đã kín lịch. Vui lòng chọn thời gian khác',
    '该时段已约满，请选择其他时间',
  ),
  chooseTime: txt('Please select the doorstep time', 'Vui lòng chọn thời gian lấy giày', '请选择上门时间'),
  chooseAddress: txt('Please select a shipping address', 'Vui lòng chọn địa chỉ giao hàng', '请选择收货地址'),
  chooseReason: txt('Please select a refund reason', 'Vui lòng chọn lý do hoàn tiền', '请选择退款原因'),
  choosePayMethod: txt('Please select payment method', 'Vui lòng chọn phương thức thanh toán', '请选择支付方式'),
  noItems: txt('Please add a shopping cart first', 'Vui lòng thêm vào giỏ hàng trước', '请先加入购物车'),
  tooManyPhotos: txt('At most 3 photos per order', 'Tối đa 3 ảnh cho mỗi đơn', '每个订单最多3张照片'),
  unknownGoods: txt('This product is no longer available', 'Sản phẩm này không còn bán', '该商品已下架'),
  badCoupon: txt(
    'This voucher cannot be used for this order',
    'Không thể dùng phiếu giảm giá này cho đơn hàng',
    '该优惠券不适用于此订单',
  ),
  orderNotFound: txt('Order not found', 'Không tìm thấy đơn hàng', '订单不存在'),
  lockerNotFound: txt('Cabinet not found', 'Không tìm thấy tủ', '柜机不存在'),
  storeNotFound: txt('Store not found', 'Không tìm thấy cửa hàng', '门店不存在'),
  siteNotFound: txt('Site not found', 'Không tìm thấy điểm', '站点不存在'),
  chooseLocker: txt('Please scan a cabinet first', 'Vui lòng quét mã tủ trước', '请先扫描柜机'),
  chooseStore: txt('Please choose a store', 'Vui lòng chọn cửa hàng', '请选择门店'),
  otherShop: txt('This cabinet belongs to another shop', 'Tủ này thuộc cửa hàng khác', '该柜机属于其他店铺'),
  lockerOffline: txt(
    'This cabinet is offline. Please try another cabinet',
    'Tủ đang mất kết nối. Vui lòng thử tủ khác',
    '柜机离线，请更换柜机',
  ),
  noFreeBox: txt(
    'No box is free in this cabinet right now. Please try another cabinet',
    'Tủ hiện không còn ô trống. Vui lòng thử tủ khác',
    '该柜机暂无空箱，请更换柜机',
  ),
  bindFirst: txt(
    'Please bind the order to this cabinet first',
    'Vui lòng liên kết đơn hàng với tủ này trước',
    '请先将订单绑定到此柜机',
  ),
  notToStore: txt(
    'This order is not waiting to be stored',
    'Đơn hàng này không ở trạng thái chờ gửi giày',
    '该订单不是待存鞋状态',
  ),
  notToCollect: txt(
    'This order is not waiting to be collected',
    'Đơn hàng này không ở trạng thái chờ lấy giày',
    '该订单不是待取鞋状态',
  ),
  collectAtStore: txt(
    'Please collect these shoes at the store counter',
    'Vui lòng nhận giày tại quầy cửa hàng',
    '请到门店柜台取鞋',
  ),
  notOpened: txt(
    'The box has not been opened yet. Please open it first',
    'Ô tủ chưa được mở. Vui lòng mở ô tủ trước',
    '箱门尚未打开，请先开箱',
  ),
  notUnpaid: txt('This order has already been paid', 'Đơn hàng này đã được thanh toán', '该订单已支付'),
  notRefundable: txt(
    'This order can no longer be refunded',
    'Đơn hàng này không thể hoàn tiền nữa',
    '该订单已无法退款',
  ),
  notBindable: txt(
    'This order cannot be bound to a cabinet',
    'Không thể liên kết đơn hàng này với tủ',
    '该订单无法绑定柜机',
  ),
  nothingToPay: txt(
    'There is nothing to pay for this order',
    'Đơn hàng này không có khoản cần thanh toán',
    '该订单无需支付',
  ),
  cannotAdvance: txt(
    'This order has no next status',
    'Đơn hàng này không có trạng thái tiếp theo',
    '该订单没有下一个状态',
  ),
  resultNotFound: txt('Unlock request not found', 'Không tìm thấy yêu cầu mở tủ', '开箱请求不存在'),
} as const;

const iso = (ms: number) => new Date(ms).toISOString();
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Local calendar day 'YYYY-MM-DD' (the shop's time is the runtime's local time). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local time of day 'HH:mm'. */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function atLocal(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, 0, 0);
}

function addDays(day: Date, days: number): Date {
  const next = new Date(day);
  next.setDate(next.getDate() + days);
  return next;
}

/** A live photo as an inline SVG data URL: a shoe on a tinted card with a caption (no external requests). */
export function livePhoto(caption: string, tint: string, shoe = '#4a4a4a'): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 120'>` +
    `<rect width='160' height='120' fill='${tint}'/>` +
    `<path d='M24 78c0-12 5-26 14-30l7 5c5 4 12 4 16-1l4-4c10 10 27 15 45 17 13 2 18 8 18 15v4H24z' fill='${shoe}'/>` +
    `<rect x='22' y='84' width='108' height='9' rx='4' fill='#222'/>` +
    `<rect x='0' y='98' width='160' height='22' fill='rgba(0,0,0,.45)'/>` +
    `<text x='8' y='114' font-family='sans-serif' font-size='12' fill='#fff'>${caption}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function pickupCodeFor(orderInfoId: number): string {
  return String(100000 + ((orderInfoId * 7919 + 4271) % 900000));
}

function orderNoFor(id: number, createdAt: string): string {
  const date = new Date(createdAt);
  return `SO${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(id, 4)}`;
}

function nextNumber(values: number[]): number {
  return values.reduce((max, value) => Math.max(max, value), 0) + 1;
}

let tradeSeq = 0;
function newTradeNo(now: number): string {
  tradeSeq = (tradeSeq + 1) % 1000;
  return `OP${now}${pad(tradeSeq, 3)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Flow steps

export const FLOW_TITLES = {
  created: txt('Order placed', 'Đã đặt đơn', '已下单'),
  paid: txt('Payment received', 'Đã thanh toán', '已支付'),
  bound: txt('Bound to a cabinet', 'Đã liên kết với tủ', '已绑定柜机'),
  stored: txt('Shoes stored in the cabinet', 'Đã gửi giày vào tủ', '鞋子已存入柜机'),
  accepted: txt('Received by the shop', 'Cửa hàng đã nhận giày', '门店已接单'),
  cleaning: txt('Cleaning started', 'Bắt đầu giặt', '开始清洗'),
  'price-difference': txt('Price difference to pay', 'Cần thanh toán tiền chênh lệch', '需补缴差价'),
  'price-difference-paid': txt('Price difference paid', 'Đã thanh toán tiền chênh lệch', '差价已支付'),
  cleaned: txt('Cleaned, back in the cabinet', 'Đã giặt xong, đã đặt vào tủ', '清洗完成，已放回柜机'),
  'ready-at-store': txt('Cleaned, ready at the store', 'Đã giặt xong, chờ nhận tại cửa hàng', '清洗完成，可到店自取'),
  'out-for-delivery': txt('Cleaned, on the way back to you', 'Đã giặt xong, đang giao trả', '清洗完成，正在送回'),
  overdue: txt('Free storage ended', 'Hết thời gian lưu miễn phí', '免费存放已到期'),
  'overtime-paid': txt('Overtime fee paid', 'Đã thanh toán phí quá hạn', '超时费已支付'),
  collected: txt('Shoes collected', 'Đã lấy giày', '已取鞋'),
  delivered: txt('Shoes delivered', 'Đã giao giày', '已送达'),
  'refund-requested': txt('Refund requested', 'Đã yêu cầu hoàn tiền', '已申请退款'),
  refunded: txt('Refunded', 'Đã hoàn tiền', '已退款'),
} as const satisfies Record<string, Text>;
export type FlowStep = keyof typeof FLOW_TITLES;

function addFlow(order: OrderRow, step: FlowStep, now: number, photos: string[] = [], operator: string | null = null) {
  order.flows.push({ step, title: FLOW_TITLES[step], time: iso(now), photos, operator });
}

// ---------------------------------------------------------------------------------------------------------
// Seed

const hm = (start: string, end: string): [string, string] => [start, end];
const DAILY_SLOTS = [hm('09:00', '11:00'), hm('11:00', '13:00'), hm('14:00', '16:00'), hm('16:00', '18:00')];

const appointment = (open: boolean, deliveryFee = 6, lastBookingTime = '16:00'): AppointmentSettings => ({
  open,
  deliveryFee,
  lastBookingTime,
  times: DAILY_SLOTS,
  capacity: 3,
});

function boxes(count: number, prefix: string, occupied: string[]): BoxRow[] {
  return Array.from({ length: count }, (_, index) => {
    const boxNo = `${prefix}${pad(index + 1)}`;
    return { boxNo, occupied: occupied.includes(boxNo), orderInfoId: null };
  });
}

/** Around the default position (latitude 34.7927740, longitude 113.5436710). */
const HOME = { latitude: 34.792774, longitude: 113.543671 };
const near = (dLat: number, dLng: number) => ({
  latitude: round6(HOME.latitude + dLat),
  longitude: round6(HOME.longitude + dLng),
});
function round6(value: number) {
  return Math.round(value * 1e6) / 1e6;
}

function seedSites(): Pick<OrderTables, 'lockers' | 'stores'> {
  const lockers: LockerRow[] = [
    {
      siteId: 1,
      lockerNo: 'L001',
      shopId: 0,
      name: txt('Zhengzhou Jinshui Cabinet', 'Tủ Kim Thủy Trịnh Châu', '郑州金水智能柜'),
      address: txt(
        '18 Weilai Road, Jinshui District, Zhengzhou',
        '18 đường Vị Lai, quận Kim Thủy, Trịnh Châu',
        '郑州市金水区未来路18号',
      ),
      ...near(0.0021, 0.0012),
      openHours: '00:00-24:00',
      phone: '400-800-1234',
      online: true,
      // Boxes of orders seeded below are marked in seedOrders; these hold strangers' shoes.
      boxes: boxes(24, 'A', ['A01', 'A02', 'A05', 'A11', 'A12', 'A15', 'A18']),
      appointment: appointment(true, 6, '16:00'),
    },
    {
      siteId: 2,
      lockerNo: 'L002',
      shopId: 0,
      name: txt('East Station Cabinet', 'Tủ Ga Đông', '东站智能柜'),
      address: txt(
        'East Railway Station, North Exit, Zhengzhou',
        'Lối ra phía Bắc, Ga Đông, Trịnh Châu',
        '郑州东站北出口',
      ),
      ...near(-0.0064, 0.0051),
      openHours: '06:00-23:00',
      phone: '400-800-1234',
      online: true,
      boxes: boxes(
        12,
        'B',
        Array.from({ length: 12 }, (_, index) => `B${pad(index + 1)}`),
      ),
      appointment: appointment(false),
    },
    {
      siteId: 3,
      lockerNo: 'L003',
      shopId: 3,
      name: txt('Harbour Road Cabinet', 'Tủ Đường Cảng', '海港路智能柜'),
      address: txt('88 Harbour Road, Lobby', 'Sảnh, 88 Đường Cảng', '海港路88号大堂'),
      ...near(0.0142, -0.0105),
      openHours: '00:00-24:00',
      phone: '400-800-5678',
      online: false,
      boxes: boxes(16, 'C', ['C02', 'C05']),
      appointment: appointment(false),
    },
    {
      siteId: 4,
      lockerNo: 'L004',
      shopId: 3,
      name: txt('Riverside Mall Cabinet', 'Tủ Trung tâm Bờ Sông', '滨河商场智能柜'),
      address: txt('Riverside Mall, B1 Parking', 'Tầng hầm B1, Trung tâm Bờ Sông', '滨河商场负一层停车场'),
      ...near(-0.0031, -0.0098),
      openHours: '08:00-22:00',
      phone: '400-800-5678',
      online: true,
      boxes: boxes(16, 'D', ['D01', 'D04', 'D09']),
      appointment: appointment(true, 8, '17:00'),
    },
    {
      siteId: 5,
      lockerNo: 'L005',
      shopId: 5,
      name: txt('Campus Dorm 3 Cabinet', 'Tủ Ký túc xá số 3', '3号宿舍楼智能柜'),
      address: txt('Dormitory 3, University Road', 'Ký túc xá số 3, Đường Đại học', '大学路3号宿舍楼'),
      ...near(0.0048, -0.0027),
      openHours: '06:00-23:30',
      phone: '400-800-9012',
      online: true,
      boxes: boxes(20, 'E', ['E03', 'E04', 'E10', 'E17']),
      appointment: appointment(false),
    },
    {
      siteId: 6,
      lockerNo: 'L006',
      shopId: 5,
      name: txt('Campus Library Cabinet', 'Tủ Thư viện', '图书馆智能柜'),
      address: txt('Library, University Road', 'Thư viện, Đường Đại học', '大学路图书馆'),
      ...near(0.0112, 0.0083),
      openHours: '07:00-22:00',
      phone: '400-800-9012',
      online: true,
      boxes: boxes(12, 'F', ['F01']),
      appointment: appointment(false),
    },
  ];
  const stores: StoreRow[] = [
    {
      siteId: 101,
      storeNo: 'S001',
      shopId: 0,
      name: txt('Shoe Care Central Store', 'Cửa hàng Chăm sóc giày Trung tâm', '洗鞋中心门店'),
      address: txt('1 Century Avenue, Zhengzhou', '1 Đại lộ Thế Kỷ, Trịnh Châu', '郑州市世纪大道1号'),
      ...near(0.0095, 0.0098),
      openHours: '09:00-21:00',
      phone: '0371-6000-1234',
      appointment: appointment(true, 5, '18:00'),
    },
    {
      siteId: 102,
      storeNo: 'S002',
      shopId: 3,
      name: txt('Fresh Steps Harbour Store', 'Cửa hàng Fresh Steps Cảng', '清新步履海港店'),
      address: txt('90 Harbour Road', '90 Đường Cảng', '海港路90号'),
      ...near(0.0185, -0.0152),
      openHours: '10:00-20:00',
      phone: '0371-6000-5678',
      appointment: appointment(true, 8, '17:00'),
    },
  ];
  return { lockers, stores };
}

const REFUND_REASONS: RefundReasonRow[] = [
  { id: 1, text: txt('Ordered by mistake', 'Đặt nhầm', '误下单') },
  { id: 2, text: txt('Changed my mind', 'Đổi ý', '不想洗了') },
  { id: 3, text: txt('The cabinet is full or out of order', 'Tủ đầy hoặc bị hỏng', '柜机已满或故障') },
  { id: 4, text: txt('The pickup time does not suit me', 'Thời gian lấy giày không phù hợp', '上门时间不合适') },
  { id: 5, text: txt('Other reasons', 'Lý do khác', '其他原因') },
];

type SeedOrder = Partial<OrderRow> & Pick<OrderRow, 'id' | 'kind' | 'status' | 'createdAt'> & { goods: SeedLine[] };
type SeedLine = [goodsId: number, count: number, addOnIds: number[]];

/** The demo customer's orders: at least one in every status (README and spec section 4). */
export function seedOrders(core: CoreTables): OrderTables {
  const now = Date.now();
  const ago = (ms: number) => iso(now - ms);
  const sites = seedSites();
  // The catalogue is seeded by the commerce module; read it from its seed so names and prices agree.
  const catalogue = seedCommerce();
  const demo = core.users.find((user) => user.id === 1001);
  const member = demo?.member ?? false;
  const lockerName = (lockerNo: string) => sites.lockers.find((row) => row.lockerNo === lockerNo)?.name;

  const photo = (caption: string, tint: string, shoe?: string) => livePhoto(caption, tint, shoe);
  const inPhotos = (tag: string) => [photo(`${tag} received`, '#eaf2fb', '#4a90d9'), photo(`${tag} sole`, '#f3ebe4')];
  const outPhoto = (tag: string) => [photo(`${tag} cleaned`, '#eaf5f0', '#2f7d5b')];

  const seeds: SeedOrder[] = [
    // 1 unpaid, at L001, still inside its pay window
    {
      id: 1,
      kind: 'cabinet',
      status: 'unpaid',
      createdAt: ago(10 * MINUTE_MS),
      lockerNo: 'L001',
      goods: [[101, 1, [1]]],
      remarks: 'Please be gentle with the mesh',
    },
    // 2 to be stored: an online order bound to L001
    {
      id: 2,
      kind: 'online',
      status: 'to-be-stored',
      createdAt: ago(26 * HOUR_MS),
      lockerNo: 'L001',
      goods: [[102, 1, [3]]],
      payMethod: 'balance',
    },
    // 3 to be stored: an online order not bound to any cabinet yet
    {
      id: 3,
      kind: 'online',
      status: 'to-be-stored',
      createdAt: ago(3 * HOUR_MS),
      goods: [[103, 2, []]],
      payMethod: 'chat-app',
    },
    // 4 pending acceptance: stored in L001 box A03
    {
      id: 4,
      kind: 'cabinet',
      status: 'pending-acceptance',
      createdAt: ago(5 * HOUR_MS),
      lockerNo: 'L001',
      boxNo: 'A03',
      goods: [[105, 1, [2]]],
      payMethod: 'balance',
    },
    // 5 pending acceptance: door-to-door, a courier comes tomorrow morning
    {
      id: 5,
      kind: 'door-to-door',
      status: 'pending-acceptance',
      createdAt: ago(2 * HOUR_MS),
      siteId: 101,
      goods: [[107, 1, []]],
      payMethod: 'card',
      deliveryFee: 5,
      remarks: 'Call me when you arrive',
    },
    // 6 cleaning: accepted yesterday, live photos taken
    {
      id: 6,
      kind: 'cabinet',
      status: 'cleaning',
      createdAt: ago(30 * HOUR_MS),
      lockerNo: 'L001',
      boxNo: 'A06',
      goods: [[104, 1, [3]]],
      payMethod: 'balance',
    },
    // 7 waiting to be collected at L001 A07, nothing owed
    {
      id: 7,
      kind: 'cabinet',
      status: 'to-be-collected',
      createdAt: ago(4 * DAY_MS),
      lockerNo: 'L001',
      boxNo: 'A07',
      goods: [[101, 2, [1, 5]]],
      payMethod: 'balance',
      freeUntil: iso(now + 40 * HOUR_MS),
    },
    // 8 waiting to be collected at L001 A08, but a price difference is owed first
    {
      id: 8,
      kind: 'cabinet',
      status: 'price-difference',
      createdAt: ago(3 * DAY_MS),
      lockerNo: 'L001',
      boxNo: 'A08',
      goods: [[103, 1, []]],
      payMethod: 'chat-app',
      freeUntil: iso(now + 30 * HOUR_MS),
      priceDifference: {
        amount: 15,
        reason: txt(
          'Deep yellowing needed an extra whitening treatment',
          'Giày ố vàng nặng cần thêm một lần làm trắng',
          '鞋面严重发黄，需额外增白处理',
        ),
        paid: false,
      },
    },
    // 9 overdue at L001 A09: free storage ended 50 hours ago (3 started days at 2.00)
    {
      id: 9,
      kind: 'cabinet',
      status: 'overdue',
      createdAt: ago(7 * DAY_MS),
      lockerNo: 'L001',
      boxNo: 'A09',
      goods: [[110, 1, []]],
      payMethod: 'balance',
      freeUntil: ago(50 * HOUR_MS),
    },
    // 10 completed last week
    {
      id: 10,
      kind: 'cabinet',
      status: 'completed',
      createdAt: ago(9 * DAY_MS),
      lockerNo: 'L001',
      boxNo: 'A14',
      goods: [[102, 1, [2]]],
      payMethod: 'balance',
      freeUntil: ago(6 * DAY_MS),
    },
    // 11 refunded: paid by balance, cancelled before storing
    {
      id: 11,
      kind: 'cabinet',
      status: 'refund',
      createdAt: ago(12 * DAY_MS),
      lockerNo: 'L001',
      goods: [[101, 1, []]],
      payMethod: 'balance',
    },
  ];

  const orders = seeds.map((seed) => {
    const items: OrderItemRow[] = [];
    let cleaningCost = 0;
    let additionalService = 0;
    for (const [goodsId, count, addOnIds] of seed.goods) {
      const line = seedLine(catalogue, goodsId, count, addOnIds, member);
      items.push(line);
      cleaningCost += line.price * count;
      additionalService += line.addOns.reduce((sum, addOn) => sum + addOn.price, 0) * count;
    }
    const deliveryFee = seed.deliveryFee ?? 0;
    const created = Date.parse(seed.createdAt);
    const orderInfoId = 5000 + seed.id;
    const order: OrderRow = {
      id: seed.id,
      orderInfoId,
      orderNo: orderNoFor(seed.id, seed.createdAt),
      userId: 1001,
      shopId: 0,
      kind: seed.kind,
      type: seed.kind === 'door-to-door' ? 'door-to-door' : 'store-cleaning',
      status: seed.status,
      createdAt: seed.createdAt,
      payDeadline: iso(created + PAY_WINDOW_MS),
      paidAt: seed.status === 'unpaid' ? null : iso(created + 2 * MINUTE_MS),
      pickupCode: seed.status === 'unpaid' ? null : pickupCodeFor(orderInfoId),
      boxNo: seed.boxNo ?? null,
      lockerNo: seed.lockerNo ?? null,
      storeNo: seed.storeNo ?? null,
      siteId: seed.siteId ?? null,
      address: null,
      expectedVisitTime: null,
      expectedVisitEnd: null,
      remarks: seed.remarks ?? '',
      items,
      cleaningCost: round2(cleaningCost),
      additionalService: round2(additionalService),
      deliveryFee,
      voucher: 0,
      actualPayment: round2(cleaningCost + additionalService + deliveryFee),
      couponId: null,
      payMethod: seed.status === 'unpaid' ? null : (seed.payMethod ?? 'balance'),
      tradeNo: null,
      priceDifference: seed.priceDifference ?? null,
      freeUntil: seed.freeUntil ?? null,
      overtimeRule: seed.freeUntil ? { ...OVERTIME_RULE } : null,
      overtimeFeePaid: 0,
      photos: [],
      refund: null,
      flows: [],
      requestId: null,
    };
    seedHistory(order, now, lockerName(order.lockerNo ?? '')?.en ?? null, { inPhotos, outPhoto });
    return order;
  });

  // The door-to-door order: the demo customer's default receiving address, a slot tomorrow at 09:00.
  const visit = order(orders, 5);
  const tomorrow = localDay(addDays(new Date(now), 1));
  visit.address = {
    id: 1,
    contact: 'Lan Nguyen',
    phone: '13800138000',
    regionCodes: ['410000', '410100', '410105'],
    regionText: 'Henan, Zhengzhou, Jinshui',
    detail: '12 Garden Street, Building 3, Room 502',
    isDefault: true,
  };
  visit.expectedVisitTime = atLocal(tomorrow, '09:00').toISOString();
  visit.expectedVisitEnd = atLocal(tomorrow, '11:00').toISOString();

  // The refunded order.
  const refunded = order(orders, 11);
  refunded.refund = {
    reasonId: 3,
    reason: REFUND_REASONS[2]?.text ?? txt('Other reasons', 'Lý do khác', '其他原因'),
    remark: null,
    status: 'refunded',
    amount: refunded.actualPayment,
  };

  // Boxes holding the demo customer's shoes.
  for (const row of orders) {
    if (!row.lockerNo || !row.boxNo) continue;
    if (!['pending-acceptance', ...COLLECT_STATUSES].includes(row.status)) continue;
    const box = sites.lockers.find((l) => l.lockerNo === row.lockerNo)?.boxes.find((b) => b.boxNo === row.boxNo);
    if (box) {
      box.occupied = true;
      box.orderInfoId = row.orderInfoId;
    }
  }

  return {
    ...sites,
    orders,
    openResults: [],
    orderPayments: [],
    refundReasons: REFUND_REASONS.map((row) => ({ ...row })),
    orderMock: { failNextOpens: 0 },
  };
}

function order(orders: OrderRow[], id: number): OrderRow {
  const row = orders.find((o) => o.id === id);
  if (!row) throw new Error(`seed order ${id} missing`);
  return row;
}

/** A seeded order line, priced from the commerce seed's goods and add-ons (the same catalogue the app sees). */
function seedLine(
  catalogue: Pick<CommerceTables, 'goods' | 'goodsAddOns'>,
  goodsId: number,
  count: number,
  addOnIds: number[],
  member: boolean,
): OrderItemRow {
  const goods = catalogue.goods.find((row) => row.id === goodsId);
  if (!goods) throw new Error(`seed goods ${goodsId} missing`);
  return {
    goodsId,
    name: { ...goods.name },
    count,
    price: member ? goods.memberPrice : goods.price,
    addOns: addOnIds.map((id) => {
      const addOn = catalogue.goodsAddOns.find((row) => row.id === id);
      if (!addOn) throw new Error(`seed add-on ${id} missing`);
      return { id, name: { ...addOn.name }, price: addOn.price };
    }),
  };
}

/** Flow steps (with times and photos) that match where a seeded order stands. */
function seedHistory(
  row: OrderRow,
  now: number,
  lockerLabel: string | null,
  photos: { inPhotos: (tag: string) => string[]; outPhoto: (tag: string) => string[] },
) {
  const created = Date.parse(row.createdAt);
  const tag = `#${row.id}`;
  let t = created;
  const step = (name: FlowStep, afterMs: number, stepPhotos: string[] = [], operator: string | null = null) => {
    t = Math.min(t + afterMs, now - MINUTE_MS);
    addFlow(row, name, t, stepPhotos, operator);
  };
  addFlow(row, 'created', created);
  if (row.status === 'unpaid') return;
  step('paid', 2 * MINUTE_MS);
  if (row.status === 'refund') {
    step('refund-requested', 20 * MINUTE_MS);
    step('refunded', 5 * MINUTE_MS, [], 'Customer service');
    return;
  }
  if (row.kind === 'online' && row.lockerNo) step('bound', 30 * MINUTE_MS, [], lockerLabel);
  if (row.status === 'to-be-stored') return;
  if (row.kind !== 'door-to-door') step('stored', 20 * MINUTE_MS, [], lockerLabel);
  if (row.status === 'pending-acceptance') return;
  const received = photos.inPhotos(tag);
  step('accepted', 3 * HOUR_MS, received, 'Courier Li Wei');
  step('cleaning', 2 * HOUR_MS, [], 'Washer Chen Jing');
  row.photos = [...received];
  if (row.status === 'cleaning') return;
  if (row.priceDifference) step('price-difference', 2 * HOUR_MS, [received[0] ?? ''], 'Washer Chen Jing');
  const cleaned = photos.outPhoto(tag);
  const freeFrom = row.freeUntil ? Date.parse(row.freeUntil) - FREE_STORAGE_MS : t + 6 * HOUR_MS;
  t = Math.max(t, Math.min(freeFrom, now - MINUTE_MS));
  addFlow(row, 'cleaned', t, cleaned, 'Courier Li Wei');
  row.photos = [...received, ...cleaned].slice(0, 3);
  if (row.status === 'overdue' && row.freeUntil) {
    addFlow(row, 'overdue', Date.parse(row.freeUntil));
    return;
  }
  if (row.status === 'completed') step('collected', 20 * HOUR_MS, [], lockerLabel);
}

// ---------------------------------------------------------------------------------------------------------
// Lookups

export function lockerOf(db: Db, lockerNo: string | undefined | null): LockerRow | undefined {
  return lockerNo ? db.lockers.find((row) => row.lockerNo === lockerNo) : undefined;
}

export function storeOf(db: Db, storeNo: string | undefined | null): StoreRow | undefined {
  return storeNo ? db.stores.find((row) => row.storeNo === storeNo) : undefined;
}

export function siteOf(db: Db, siteId: number | undefined | null): LockerRow | StoreRow | undefined {
  if (siteId === undefined || siteId === null) return undefined;
  return db.lockers.find((row) => row.siteId === siteId) ?? db.stores.find((row) => row.siteId === siteId);
}

/** The site that serves door-to-door orders for a shop: the first with the service open, else the first. */
export function appointmentSiteOf(db: Db, shopId: number): LockerRow | StoreRow | undefined {
  const sites = [...db.stores, ...db.lockers].filter((row) => row.shopId === shopId);
  return sites.find((row) => row.appointment.open) ?? sites[0];
}

export function freeBoxesOf(locker: LockerRow): BoxRow[] {
  return locker.boxes.filter((box) => !box.occupied);
}

function userOrder(db: Db, userId: number, test: (row: OrderRow) => boolean): OrderRow {
  const row = db.orders.find((o) => o.userId === userId && test(o));
  if (!row) throw failure(ORDER_MESSAGES.orderNotFound, 404);
  refreshOrder(row);
  return row;
}

export const orderById = (db: Db, userId: number, id: number | undefined) =>
  userOrder(db, userId, (row) => row.id === id);
export const orderByInfoId = (db: Db, userId: number, orderInfoId: number | undefined) =>
  userOrder(db, userId, (row) => row.orderInfoId === orderInfoId);

// ---------------------------------------------------------------------------------------------------------
// Time-driven state: overtime

/** The overtime fee accrued so far: each started day past `freeUntil`, up to the rule's cap. */
export function overtimeAccrued(row: OrderRow, now = Date.now()): number {
  if (!row.freeUntil || !row.overtimeRule) return 0;
  const late = now - Date.parse(row.freeUntil);
  if (late <= 0) return 0;
  const days = Math.min(Math.ceil(late / DAY_MS), row.overtimeRule.capDays);
  return round2(days * row.overtimeRule.feePerDay);
}

export function overtimeDue(row: OrderRow, now = Date.now()): number {
  return round2(Math.max(0, overtimeAccrued(row, now) - row.overtimeFeePaid));
}

export function priceDifferenceDue(row: OrderRow): number {
  return row.priceDifference && !row.priceDifference.paid ? row.priceDifference.amount : 0;
}

/** Moves shoes waiting in a box between 'to-be-collected' and 'overdue' as time passes and fees are paid. */
export function refreshOrder(row: OrderRow, now = Date.now()): OrderRow {
  if (row.status === 'to-be-collected' && overtimeDue(row, now) > 0) {
    row.status = 'overdue';
    addFlow(row, 'overdue', row.freeUntil ? Date.parse(row.freeUntil) : now);
  } else if (row.status === 'overdue' && overtimeDue(row, now) === 0) {
    row.status = 'to-be-collected';
  }
  return row;
}

export function refreshOrdersOf(db: Db, userId?: number): OrderRow[] {
  const now = Date.now();
  return db.orders.filter((row) => userId === undefined || row.userId === userId).map((row) => refreshOrder(row, now));
}

// ---------------------------------------------------------------------------------------------------------
// Views (what the api answers), in the request's language

export function lockerLabel(db: Db, lockerNo: string | null, lang: Lang): string | null {
  const locker = lockerOf(db, lockerNo);
  return locker ? tr(locker.name, lang) : null;
}

export function orderView(db: Db, row: OrderRow, lang: Lang) {
  const locker = lockerOf(db, row.lockerNo);
  const store = storeOf(db, row.storeNo);
  return {
    id: row.id,
    orderInfoId: row.orderInfoId,
    orderNo: row.orderNo,
    kind: row.kind,
    type: row.type,
    status: row.status,
    shopId: row.shopId,
    createdAt: row.createdAt,
    payDeadline: row.status === 'unpaid' ? row.payDeadline : null,
    paidAt: row.paidAt,
    pickupCode: row.pickupCode,
    boxNo: row.boxNo,
    locker: locker ? { lockerNo: locker.lockerNo, name: tr(locker.name, lang) } : null,
    store: store ? { storeNo: store.storeNo, name: tr(store.name, lang) } : null,
    address: row.address,
    expectedVisitTime: row.expectedVisitTime,
    expectedVisitEnd: row.expectedVisitEnd,
    remarks: row.remarks,
    actualPayment: row.actualPayment,
    cleaningCost: row.cleaningCost,
    additionalService: row.additionalService,
    deliveryFee: row.deliveryFee,
    voucher: row.voucher,
    payMethod: row.payMethod,
    overtimeFee: overtimeDue(row),
    overtimeFeePaid: row.overtimeFeePaid,
    priceDifference: row.priceDifference
      ? {
          amount: row.priceDifference.amount,
          reason: tr(row.priceDifference.reason, lang),
          paid: row.priceDifference.paid,
        }
      : null,
    photos: row.photos.slice(0, 3),
    items: itemsView(row, lang),
    freeUntil: row.freeUntil,
    overtimeRule: row.overtimeRule,
    refund: row.refund
      ? {
          reason: tr(row.refund.reason, lang),
          status: row.refund.status,
          amount: row.refund.amount,
          remark: row.refund.remark,
        }
      : null,
  };
}

function itemsView(row: OrderRow, lang: Lang) {
  return row.items.map((item) => ({
    goodsId: item.goodsId,
    name: tr(item.name, lang),
    count: item.count,
    price: item.price,
    addOns: item.addOns.map((addOn) => ({ id: addOn.id, name: tr(addOn.name, lang), price: addOn.price })),
  }));
}

/** What the customer does next at a cabinet with this order, if anything. */
export function actionOf(row: OrderRow): OrderInfoAction | null {
  if (row.status === 'to-be-stored' && (row.kind === 'cabinet' || row.kind === 'online')) return 'store';
  if ((COLLECT_STATUSES as readonly OrderStatus[]).includes(row.status) && row.lockerNo && row.boxNo) return 'pick';
  return null;
}

export function orderInfoView(db: Db, row: OrderRow, lang: Lang) {
  return {
    orderInfoId: row.orderInfoId,
    orderId: row.id,
    orderNo: row.orderNo,
    type: row.type,
    kind: row.kind,
    status: row.status,
    action: actionOf(row),
    lockerNo: row.lockerNo,
    lockerName: lockerLabel(db, row.lockerNo, lang),
    storeNo: row.storeNo,
    boxNo: row.boxNo,
    pickupCode: row.pickupCode,
    createdAt: row.createdAt,
    freeUntil: row.freeUntil,
    overtimeRule: row.overtimeRule,
    priceDifference: row.priceDifference
      ? {
          amount: row.priceDifference.amount,
          reason: tr(row.priceDifference.reason, lang),
          paid: row.priceDifference.paid,
        }
      : null,
    priceDifferenceDue: priceDifferenceDue(row),
    overtimeFeeDue: overtimeDue(row),
    items: itemsView(row, lang),
    photos: row.photos.slice(0, 3),
  };
}

export function flowView(row: OrderRow, lang: Lang) {
  return row.flows.map((flow) => ({
    step: flow.step,
    title: tr(flow.title, lang),
    time: flow.time,
    photos: flow.photos,
    operator: flow.operator,
  }));
}

export function orderCounts(db: Db, userId: number): Record<OrderStatus | 'all', number> {
  const rows = refreshOrdersOf(db, userId);
  const counts = { all: rows.length } as Record<OrderStatus | 'all', number>;
  for (const status of ORDER_STATUSES) counts[status] = rows.filter((row) => row.status === status).length;
  return counts;
}

/** The customer's orders, newest first, optionally in one status. */
export function ordersOf(db: Db, userId: number, status?: OrderStatus): OrderRow[] {
  return refreshOrdersOf(db, userId)
    .filter((row) => !status || row.status === status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** Sub-orders waiting to be stored or collected (at one cabinet when given, with its shop's unbound online ones). */
export function orderInfosOf(db: Db, userId: number, lockerNo?: string, action?: OrderInfoAction): OrderRow[] {
  return ordersOf(db, userId).filter((row) => {
    const next = actionOf(row);
    if (!next || (action && next !== action)) return false;
    if (!lockerNo) return true;
    if (row.lockerNo === lockerNo) return true;
    // An online order not bound yet can be stored at any cabinet of its shop (bind it there first).
    return (
      next === 'store' &&
      row.kind === 'online' &&
      row.lockerNo === null &&
      lockerOf(db, lockerNo)?.shopId === row.shopId
    );
  });
}

// ---------------------------------------------------------------------------------------------------------
// Sites

export function siteViews(
  db: Db,
  shopId: number,
  position: { latitude: number; longitude: number },
  lang: Lang,
  kind?: 'locker' | 'store',
) {
  const lockers = kind === 'store' ? [] : db.lockers.filter((row) => row.shopId === shopId);
  const stores = kind === 'locker' ? [] : db.stores.filter((row) => row.shopId === shopId);
  const distance = (row: SiteBase) => Math.round(haversineMetres(position, row));
  return [
    ...lockers.map((row) => ({
      id: row.siteId,
      kind: 'locker' as const,
      lockerNo: row.lockerNo,
      storeNo: null,
      name: tr(row.name, lang),
      address: tr(row.address, lang),
      latitude: row.latitude,
      longitude: row.longitude,
      distance: distance(row),
      freeBoxes: freeBoxesOf(row).length,
      totalBoxes: row.boxes.length,
      online: row.online,
      openHours: row.openHours,
      phone: row.phone,
    })),
    ...stores.map((row) => ({
      id: row.siteId,
      kind: 'store' as const,
      lockerNo: null,
      storeNo: row.storeNo,
      name: tr(row.name, lang),
      address: tr(row.address, lang),
      latitude: row.latitude,
      longitude: row.longitude,
      distance: distance(row),
      freeBoxes: null,
      totalBoxes: null,
      online: true,
      openHours: row.openHours,
      phone: row.phone,
    })),
  ].sort((a, b) => a.distance - b.distance || a.id - b.id);
}

function bookingsAt(db: Db, siteId: number, startIso: string): number {
  return db.orders.filter(
    (row) => row.siteId === siteId && row.expectedVisitTime === startIso && row.status !== 'refund',
  ).length;
}

/** Today and the next three days; today's slots close at `lastBookingTime` and once they have started. */
export function appointmentView(db: Db, site: LockerRow | StoreRow, now = Date.now()) {
  const settings = site.appointment;
  const today = new Date(now);
  const nowTime = localTime(today);
  const bookingClosedToday = nowTime >= settings.lastBookingTime;
  const slots = settings.open
    ? [0, 1, 2, 3].map((offset) => {
        const date = localDay(addDays(today, offset));
        return {
          date,
          times: settings.times.map(([start, end]) => {
            const startAt = atLocal(date, start);
            const gone = offset === 0 && (bookingClosedToday || startAt.getTime() <= now);
            const full = bookingsAt(db, site.siteId, startAt.toISOString()) >= settings.capacity;
            return { start, end, available: !gone && !full };
          }),
        };
      })
    : [];
  return {
    open: settings.open,
    siteId: site.siteId,
    slots,
    deliveryFee: settings.deliveryFee,
    lastBookingTime: settings.lastBookingTime,
  };
}

/** Checks a door-to-door time ('YYYY-MM-DD HH:mm' local, or ISO) against the site's calendar. */
function bookSlot(db: Db, site: LockerRow | StoreRow, when: string | undefined, now = Date.now()) {
  if (!site.appointment.open) throw failure(ORDER_MESSAGES.appointmentClosed);
  if (!when) throw failure(ORDER_MESSAGES.chooseTime);
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(when);
  const at = match && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(when) ? atLocal(match[1] ?? '', match[2] ?? '') : new Date(when);
  if (Number.isNaN(at.getTime())) throw failure(ORDER_MESSAGES.chooseTime);
  const date = localDay(at);
  const start = localTime(at);
  const info = appointmentView(db, site, now);
  const today = localDay(new Date(now));
  const nowTime = localTime(new Date(now));
  // A day gone, or a slot of today that has started or closed: the spec's own message.
  if (date < today || (date === today && (nowTime >= info.lastBookingTime || start <= nowTime)))
    throw failure(ORDER_MESSAGES.appointmentEnded);
  const slot = info.slots.find((day) => day.date === date)?.times.find((time) => time.start === start);
  if (!slot) throw failure(ORDER_MESSAGES.chooseTime);
  if (!slot.available) throw failure(ORDER_MESSAGES.slotFull);
  const end = atLocal(date, site.appointment.times.find(([s]) => s === start)?.[1] ?? start);
  return { start: atLocal(date, start).toISOString(), end: end.toISOString() };
}

// ---------------------------------------------------------------------------------------------------------
// Pricing

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

const isKind = (value: unknown): value is OrderKind =>
  value === 'cabinet' || value === 'online' || value === 'store' || value === 'door-to-door';

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

// ---------------------------------------------------------------------------------------------------------
// Payments

export type PaymentOutcome = 'paid' | 'success' | 'failed' | 'cancelled';
export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['paid', 'success', 'failed', 'cancelled'];

const isPayable = (value: unknown): value is PayableMethod =>
  value === 'balance' || value === 'chat-app' || value === 'card';

const BILL_KIND: Record<PaymentPurpose, BillKind> = {
  order: 'order-payment',
  'price-difference': 'price-difference-payment',
  'timeout-fee': 'overdue-expense',
};

/** A fake but stable signature: the same trade always gets the same parameters. */
function chatAppParams(tradeNo: string) {
  const hash = Array.from(tradeNo).reduce((acc, char) => (acc * 31 + char.charCodeAt(0)) >>> 0, 7);
  return {
    appId: 'wxmock0000000001',
    timeStamp: String(Math.floor(Number(tradeNo.slice(2, 15)) / 1000) || 0),
    nonceStr: hash.toString(36).padStart(8, '0'),
    package: `prepay_id=${tradeNo}`,
    signType: 'RSA',
    paySign: `mock-${hash.toString(16)}`,
  };
}

/**
 * The mock card payment page, as the wallet's top-ups have it (`<api base>/__mock/pay/page?tradeNo=…`);
 * `apiBase` is the user-api base URL the request came to.
 */
export function cardPayUrl(apiBase: string, tradeNo: string, returnUrl: string | null): string {
  const query = new URLSearchParams({ tradeNo });
  if (returnUrl) query.set('returnUrl', returnUrl);
  return `${apiBase}/__mock/pay/page?${query.toString()}`;
}

/** A payment just started or found again, and the wallet balance after it when it was paid by balance. */
export type PaymentStart = { row: OrderPaymentRow; balance: number | null };

/** The answer of a paying call (`paymentSchema` in src/api/schemas/order.ts). */
export function paymentView({ row, balance }: PaymentStart, apiBase: string) {
  const pending = row.status === 'pending';
  return {
    tradeNo: row.tradeNo,
    payMethod: row.payMethod,
    amount: row.amount,
    paid: row.status === 'paid',
    orderIds: row.orderIds,
    payParams: row.payMethod === 'chat-app' && pending ? chatAppParams(row.tradeNo) : null,
    payUrl: row.payMethod === 'card' && pending ? cardPayUrl(apiBase, row.tradeNo, row.returnUrl) : null,
    balance,
  };
}

/** Paid: cabinet and online orders wait to be stored; door-to-door and store orders wait for the shop. */
function markPaid(row: OrderRow, payMethod: PayMethod, tradeNo: string | null, now: number) {
  row.payMethod = payMethod;
  row.tradeNo = tradeNo;
  row.paidAt = iso(now);
  row.pickupCode = pickupCodeFor(row.orderInfoId);
  row.status = row.kind === 'door-to-door' || row.kind === 'store' ? 'pending-acceptance' : 'to-be-stored';
  addFlow(row, 'paid', now);
}

/** What a completed payment does to its orders. */
function settlePayment(db: Db, payment: OrderPaymentRow, now = Date.now()) {
  payment.status = 'paid';
  payment.paidAt = iso(now);
  for (const id of payment.orderIds) {
    const row = db.orders.find((o) => o.id === id);
    if (!row) continue;
    if (payment.purpose === 'order') {
      if (row.status === 'unpaid') markPaid(row, payment.payMethod, payment.tradeNo, now);
    } else if (payment.purpose === 'price-difference') {
      if (!row.priceDifference || row.priceDifference.paid) continue;
      row.priceDifference.paid = true;
      if (row.status === 'price-difference') row.status = 'to-be-collected';
      addFlow(row, 'price-difference-paid', now);
      refreshOrder(row, now);
    } else {
      row.overtimeFeePaid = round2(row.overtimeFeePaid + payment.amount);
      addFlow(row, 'overtime-paid', now);
      refreshOrder(row, now);
    }
  }
}

/**
 * Starts a payment of some orders. Balance (or nothing to pay) completes at once; chat-app and card leave a
 * pending payment that `confirmOrderPayment` completes.
 */
function startPayment(
  db: Db,
  userId: number,
  purpose: PaymentPurpose,
  rows: OrderRow[],
  amount: number,
  payMethod: unknown,
  returnUrl: unknown,
  now = Date.now(),
): PaymentStart {
  if (!isPayable(payMethod)) throw failure(ORDER_MESSAGES.choosePayMethod);
  const payment: OrderPaymentRow = {
    tradeNo: newTradeNo(now),
    userId,
    purpose,
    orderIds: rows.map((row) => row.id),
    amount: round2(amount),
    payMethod,
    status: 'pending',
    returnUrl: typeof returnUrl === 'string' && returnUrl ? returnUrl : null,
    createdAt: iso(now),
    paidAt: null,
  };
  let balance: number | null = null;
  if (payMethod === 'balance' && payment.amount > 0) {
    const charged = chargeBalance(db, userId, payment.amount, BILL_KIND[purpose], rows.map((r) => r.orderNo).join(','));
    if (!charged.ok) throw failure(ORDER_MESSAGES.insufficient);
    balance = charged.balance;
  }
  db.orderPayments.push(payment);
  if (purpose === 'order') for (const row of rows) row.tradeNo = payment.tradeNo;
  if (payMethod === 'balance' || payment.amount === 0) settlePayment(db, payment, now);
  return { row: payment, balance };
}

/**
 * Completes (or fails) a pending chat-app or card payment of orders, as the payment provider's callback
 * would: `POST /__mock/pay/confirm {tradeNo, outcome}` comes here when the trade number is an order
 * payment's ('OP…'; the wallet's handler answers for top-ups). `outcome` is 'paid' (or 'success') or
 * 'failed' (or 'cancelled'). Returns null for a trade number that is not an order payment; confirming a
 * settled payment again changes nothing.
 */
export function confirmOrderPayment(db: Db, tradeNo: string, outcome: PaymentOutcome) {
  const payment = db.orderPayments.find((row) => row.tradeNo === tradeNo);
  if (!payment) return null;
  if (payment.status === 'pending') {
    if (outcome === 'paid' || outcome === 'success') settlePayment(db, payment);
    else payment.status = 'failed';
  }
  return { tradeNo: payment.tradeNo, status: payment.status, purpose: payment.purpose, orderIds: payment.orderIds };
}

export function isOrderTradeNo(tradeNo: string): boolean {
  return /^OP\d+$/.test(tradeNo);
}

function ensurePayable(row: OrderRow, now: number) {
  if (row.status !== 'unpaid') throw failure(ORDER_MESSAGES.notUnpaid);
  if (row.payDeadline && Date.parse(row.payDeadline) < now) throw failure(ORDER_MESSAGES.timedOut);
}

// ---------------------------------------------------------------------------------------------------------
// Customer actions

export type CreateInput = AmountInput & {
  requestId?: string;
  lockerNo?: string | null;
  storeNo?: string | null;
  expectedVisitTime?: string | null;
  remarks?: string | null;
  photos?: string[] | null;
  payMethod?: string | null;
  returnUrl?: string | null;
};

function addressOf(db: Db, userId: number, id: number | null | undefined, family: 'receiving' | 'addr' = 'receiving') {
  if (id === undefined || id === null) return undefined;
  const rows: AddressRow[] = family === 'addr' ? db.addrs : db.receivingAddresses;
  return rows.find((row) => row.id === Number(id) && row.userId === userId);
}

/**
 * `/order/create`: one order per request key (a repeated `requestId` answers the first order and its
 * payment). With a pay method it is paid at once (balance) or a payment starts; without, it stays unpaid.
 * Balance too low: nothing is created and code 400 'Insufficient account balance' answers.
 */
export function createOrder(db: Db, user: UserRow, input: CreateInput, now = Date.now()) {
  const requestId = typeof input.requestId === 'string' && input.requestId ? input.requestId : null;
  if (requestId) {
    const existing = db.orders.find((row) => row.userId === user.id && row.requestId === requestId);
    if (existing) {
      refreshOrder(existing, now);
      const payment = db.orderPayments.find((row) => row.tradeNo === existing.tradeNo);
      return { order: existing, payment: payment ? { row: payment, balance: null } : null };
    }
  }
  const priced = priceOrder(db, user, input);
  const shopId = Number(input.shopId ?? 0) || 0;
  let lockerNo: string | null = null;
  let storeNo: string | null = null;
  let address: OrderAddress | null = null;
  let visit: { start: string; end: string } | null = null;
  let rowShopId = shopId;

  if (priced.kind === 'cabinet' || (priced.kind === 'online' && input.lockerNo)) {
    const locker = lockerOf(db, input.lockerNo);
    if (!locker) throw failure(input.lockerNo ? ORDER_MESSAGES.lockerNotFound : ORDER_MESSAGES.chooseLocker);
    if (!locker.online) throw failure(ORDER_MESSAGES.lockerOffline);
    lockerNo = locker.lockerNo;
    rowShopId = locker.shopId;
  } else if (priced.kind === 'store') {
    const store = storeOf(db, input.storeNo);
    if (!store) throw failure(input.storeNo ? ORDER_MESSAGES.storeNotFound : ORDER_MESSAGES.chooseStore);
    storeNo = store.storeNo;
    rowShopId = store.shopId;
  } else if (priced.kind === 'door-to-door') {
    const row = addressOf(db, user.id, input.deliveryAddressId, input.addressFamily);
    if (!row) throw failure(ORDER_MESSAGES.chooseAddress);
    address = {
      id: row.id,
      contact: row.contact,
      phone: row.phone,
      regionCodes: [...row.regionCodes],
      regionText: row.regionText,
      detail: row.detail,
      isDefault: row.isDefault,
    };
    if (!priced.site) throw failure(ORDER_MESSAGES.siteNotFound);
    visit = bookSlot(db, priced.site, input.expectedVisitTime ?? undefined, now);
    rowShopId = priced.site.shopId;
  }

  const photos = Array.isArray(input.photos) ? input.photos.filter((p) => typeof p === 'string') : [];
  if (photos.length > 3) throw failure(ORDER_MESSAGES.tooManyPhotos);
  const hasPayMethod = input.payMethod !== undefined && input.payMethod !== null && input.payMethod !== '';
  if (hasPayMethod && !isPayable(input.payMethod)) throw failure(ORDER_MESSAGES.choosePayMethod);

  const id = nextNumber(db.orders.map((row) => row.id));
  const createdAt = iso(now);
  const orderInfoId = nextNumber([5000, ...db.orders.map((row) => row.orderInfoId)]);
  const row: OrderRow = {
    id,
    orderInfoId,
    orderNo: orderNoFor(id, createdAt),
    userId: user.id,
    shopId: rowShopId,
    kind: priced.kind,
    type: priced.kind === 'door-to-door' ? 'door-to-door' : 'store-cleaning',
    status: 'unpaid',
    createdAt,
    payDeadline: iso(now + PAY_WINDOW_MS),
    paidAt: null,
    pickupCode: null,
    boxNo: null,
    lockerNo,
    storeNo,
    siteId: priced.kind === 'door-to-door' ? (priced.site?.siteId ?? null) : null,
    address,
    expectedVisitTime: visit?.start ?? null,
    expectedVisitEnd: visit?.end ?? null,
    remarks: typeof input.remarks === 'string' ? input.remarks.slice(0, 200) : '',
    items: priced.items,
    cleaningCost: priced.cleaningCost,
    additionalService: priced.additionalService,
    deliveryFee: priced.deliveryFee,
    voucher: priced.voucher,
    actualPayment: priced.actualPayment,
    couponId: priced.couponId,
    payMethod: null,
    tradeNo: null,
    priceDifference: null,
    freeUntil: null,
    overtimeRule: null,
    overtimeFeePaid: 0,
    photos,
    refund: null,
    flows: [],
    requestId,
  };
  addFlow(row, 'created', now);
  if (row.kind === 'online' && row.lockerNo) addFlow(row, 'bound', now);

  // Pay first (a balance refusal creates nothing), then keep the order and take the voucher.
  let payment: PaymentStart | null = null;
  if (hasPayMethod) {
    db.orders.push(row);
    try {
      payment = startPayment(db, user.id, 'order', [row], row.actualPayment, input.payMethod, input.returnUrl, now);
    } catch (error) {
      db.orders.splice(db.orders.indexOf(row), 1);
      throw error;
    }
  } else {
    db.orders.push(row);
  }
  if (row.couponId !== null) spendCoupon(db, row.couponId);
  return { order: row, payment };
}

/** `/order/group-pay`: pays unpaid orders of the customer together (one balance record for all). */
export function groupPay(db: Db, user: UserRow, orderIds: unknown, payMethod: unknown, returnUrl: unknown) {
  const now = Date.now();
  const ids = Array.isArray(orderIds) ? [...new Set(orderIds.map(Number))] : [];
  if (ids.length === 0) throw failure(ORDER_MESSAGES.orderNotFound, 404);
  const rows = ids.map((id) => orderById(db, user.id, id));
  for (const row of rows) ensurePayable(row, now);
  const total = round2(rows.reduce((sum, row) => sum + row.actualPayment, 0));
  return startPayment(db, user.id, 'order', rows, total, payMethod, returnUrl, now);
}

export function payPriceDifference(
  db: Db,
  user: UserRow,
  orderInfoId: unknown,
  payMethod: unknown,
  returnUrl: unknown,
) {
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  const due = priceDifferenceDue(row);
  if (due <= 0) throw failure(ORDER_MESSAGES.nothingToPay);
  return startPayment(db, user.id, 'price-difference', [row], due, payMethod, returnUrl);
}

export function payTimeoutFee(db: Db, user: UserRow, orderInfoId: unknown, payMethod: unknown, returnUrl: unknown) {
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  const due = overtimeDue(row);
  if (due <= 0) throw failure(ORDER_MESSAGES.nothingToPay);
  return startPayment(db, user.id, 'timeout-fee', [row], due, payMethod, returnUrl);
}

function releaseBox(db: Db, row: OrderRow) {
  const box = lockerOf(db, row.lockerNo)?.boxes.find((b) => b.orderInfoId === row.orderInfoId);
  if (box) {
    box.occupied = false;
    box.orderInfoId = null;
  }
}

/** `/order/refund`: from unpaid, to be stored or pending acceptance. Balance payments go back at once. */
export function refundOrder(db: Db, user: UserRow, orderId: unknown, reasonId: unknown, remark: unknown) {
  const now = Date.now();
  const row = orderById(db, user.id, Number(orderId));
  if (!(REFUNDABLE_STATUSES as readonly OrderStatus[]).includes(row.status))
    throw failure(ORDER_MESSAGES.notRefundable);
  const reason = db.refundReasons.find((r) => r.id === Number(reasonId));
  if (!reason) throw failure(ORDER_MESSAGES.chooseReason);
  const paid = row.status !== 'unpaid' && row.paidAt !== null;
  const amount = paid ? row.actualPayment : 0;
  let status: 'refunding' | 'refunded' = 'refunded';
  if (paid && amount > 0) {
    if (row.payMethod === 'balance') creditBalance(db, user.id, amount, 'order-refund', row.orderNo);
    else status = 'refunding';
  }
  // Payments still pending for this order can no longer pay it.
  for (const payment of db.orderPayments)
    if (payment.status === 'pending' && payment.purpose === 'order' && payment.orderIds.includes(row.id))
      payment.status = 'failed';
  releaseBox(db, row);
  if (row.couponId !== null) restoreCoupon(db, row.couponId);
  row.status = 'refund';
  row.refund = {
    reasonId: reason.id,
    reason: reason.text,
    remark: typeof remark === 'string' && remark.trim() ? remark.trim().slice(0, 200) : null,
    status,
    amount,
  };
  addFlow(row, 'refund-requested', now);
  if (status === 'refunded') addFlow(row, 'refunded', now);
  return row;
}

/** `/order/binding-order`: an online order waiting to be stored goes to this cabinet. */
export function bindOrder(db: Db, user: UserRow, orderId: unknown, lockerNo: unknown) {
  const row = orderById(db, user.id, Number(orderId));
  if (row.kind !== 'online' || (row.status !== 'to-be-stored' && row.status !== 'unpaid'))
    throw failure(ORDER_MESSAGES.notBindable);
  const locker = lockerOf(db, typeof lockerNo === 'string' ? lockerNo : undefined);
  if (!locker) throw failure(ORDER_MESSAGES.lockerNotFound);
  if (locker.shopId !== row.shopId) throw failure(ORDER_MESSAGES.otherShop);
  if (!locker.online) throw failure(ORDER_MESSAGES.lockerOffline);
  if (row.lockerNo === locker.lockerNo) return row;
  releaseBox(db, row);
  row.boxNo = null;
  row.lockerNo = locker.lockerNo;
  addFlow(row, 'bound', Date.now(), [], locker.name.en);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Box openings

function latestOpen(db: Db, row: OrderRow, action: OpenAction): OpenResultRow | undefined {
  return db.openResults
    .filter((result) => result.orderInfoId === row.orderInfoId && result.action === action)
    .sort((a, b) => b.id - a.id)[0];
}

export function openStatus(result: OpenResultRow, now = Date.now()): 'pending' | 'success' | 'failed' {
  return now < Date.parse(result.settleAt) ? 'pending' : result.outcome;
}

function startOpen(db: Db, row: OrderRow, action: OpenAction, locker: LockerRow, boxNo: string, now: number) {
  const pending = latestOpen(db, row, action);
  // A double tap while the cabinet has not answered follows the same opening.
  if (pending && openStatus(pending, now) === 'pending') return pending;
  const failing = db.orderMock.failNextOpens > 0;
  if (failing) db.orderMock.failNextOpens -= 1;
  const result: OpenResultRow = {
    id: nextNumber(db.openResults.map((r) => r.id)),
    orderInfoId: row.orderInfoId,
    userId: row.userId,
    action,
    lockerNo: locker.lockerNo,
    boxNo,
    createdAt: iso(now),
    settleAt: iso(now + OPEN_SETTLE_MS),
    outcome: failing ? 'failed' : 'success',
  };
  db.openResults.push(result);
  return result;
}

/** `/order/store-open`: gives the order a free box (kept across retries) and asks the cabinet to open it. */
export function storeOpen(db: Db, user: UserRow, orderInfoId: unknown) {
  const now = Date.now();
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  if (row.status !== 'to-be-stored' || actionOf(row) !== 'store') throw failure(ORDER_MESSAGES.notToStore);
  if (!row.lockerNo) throw failure(ORDER_MESSAGES.bindFirst);
  const locker = lockerOf(db, row.lockerNo);
  if (!locker) throw failure(ORDER_MESSAGES.lockerNotFound);
  if (!locker.online) throw failure(ORDER_MESSAGES.lockerOffline);
  let box = locker.boxes.find((b) => b.orderInfoId === row.orderInfoId);
  if (!box) {
    box = freeBoxesOf(locker)[0];
    if (!box) throw failure(ORDER_MESSAGES.noFreeBox);
    box.occupied = true;
    box.orderInfoId = row.orderInfoId;
  }
  row.boxNo = box.boxNo;
  return startOpen(db, row, 'store', locker, box.boxNo, now);
}

/** `/order/pick-open`: refused while a price difference or an overtime fee is owed. */
export function pickOpen(db: Db, user: UserRow, orderInfoId: unknown) {
  const now = Date.now();
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  if (priceDifferenceDue(row) > 0 && (COLLECT_STATUSES as readonly OrderStatus[]).includes(row.status))
    throw failure(ORDER_MESSAGES.priceDifference);
  if (overtimeDue(row, now) > 0) throw failure(ORDER_MESSAGES.timeoutFee);
  if (row.status !== 'to-be-collected') throw failure(ORDER_MESSAGES.notToCollect);
  if (!row.lockerNo || !row.boxNo) throw failure(ORDER_MESSAGES.collectAtStore);
  const locker = lockerOf(db, row.lockerNo);
  if (!locker) throw failure(ORDER_MESSAGES.lockerNotFound);
  if (!locker.online) throw failure(ORDER_MESSAGES.lockerOffline);
  return startOpen(db, row, 'pick', locker, row.boxNo, now);
}

export function openResultOf(db: Db, user: UserRow, resultId: number | undefined) {
  const result = db.openResults.find((row) => row.id === resultId && row.userId === user.id);
  if (!result) throw failure(ORDER_MESSAGES.resultNotFound, 404);
  return { resultId: result.id, status: openStatus(result), boxNo: result.boxNo };
}

function openedBox(db: Db, row: OrderRow, action: OpenAction) {
  const result = latestOpen(db, row, action);
  if (!result || openStatus(result) !== 'success') throw failure(ORDER_MESSAGES.notOpened);
  return result;
}

/** `/order/store-success`: the shoes are in the box (a repeat after success answers the same). */
export function storeSuccess(db: Db, user: UserRow, orderInfoId: unknown) {
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  if (row.status === 'pending-acceptance' && row.flows.some((f) => f.step === 'stored')) return row;
  if (row.status !== 'to-be-stored') throw failure(ORDER_MESSAGES.notToStore);
  const opened = openedBox(db, row, 'store');
  row.status = 'pending-acceptance';
  row.boxNo = opened.boxNo;
  addFlow(row, 'stored', Date.now(), [], lockerLabel(db, row.lockerNo, 'en'));
  return row;
}

/** `/order/pick-success`: the shoes are out; the box is free again (a repeat answers the same). */
export function pickSuccess(db: Db, user: UserRow, orderInfoId: unknown) {
  const row = orderByInfoId(db, user.id, Number(orderInfoId));
  if (row.status === 'completed') return row;
  if (row.status !== 'to-be-collected') throw failure(ORDER_MESSAGES.notToCollect);
  openedBox(db, row, 'pick');
  releaseBox(db, row);
  row.status = 'completed';
  addFlow(row, 'collected', Date.now(), [], lockerLabel(db, row.lockerNo, 'en'));
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// The shop's side, for the developer panel and tests

export type AdvanceOptions = {
  /** From 'cleaning': raise a price difference instead of finishing. */
  priceDifference?: { amount: number; reason?: string } | null;
  /** From 'to-be-collected': end free storage now (so the order turns overdue). */
  expire?: boolean;
  /** Days past free storage when expiring (default 1). */
  lateDays?: number;
};

/**
 * Moves an order to its next status, as the shop or the customer would (README: the developer panel walks a
 * customer's progress with it). Steps the customer takes (paying, storing, collecting) are settled offline.
 */
export function advanceOrder(db: Db, orderId: number, options: AdvanceOptions = {}) {
  const now = Date.now();
  const row = db.orders.find((o) => o.id === orderId);
  if (!row) throw failure(ORDER_MESSAGES.orderNotFound, 404);
  refreshOrder(row, now);
  const locker = lockerOf(db, row.lockerNo);
  switch (row.status) {
    case 'unpaid': {
      markPaid(row, 'offline', null, now);
      break;
    }
    case 'to-be-stored': {
      if (locker && !locker.boxes.some((b) => b.orderInfoId === row.orderInfoId)) {
        const box = freeBoxesOf(locker)[0];
        if (box) {
          box.occupied = true;
          box.orderInfoId = row.orderInfoId;
          row.boxNo = box.boxNo;
        }
      }
      row.status = 'pending-acceptance';
      addFlow(row, 'stored', now, [], locker ? locker.name.en : null);
      break;
    }
    case 'pending-acceptance': {
      // The courier takes the shoes out of the box to the shop.
      releaseBox(db, row);
      const received = [livePhoto(`#${row.id} received`, '#eaf2fb', '#4a90d9')];
      row.photos = [...row.photos, ...received].slice(0, 3);
      row.status = 'cleaning';
      addFlow(row, 'accepted', now, received, 'Courier Li Wei');
      addFlow(row, 'cleaning', now, [], 'Washer Chen Jing');
      break;
    }
    case 'cleaning': {
      if (options.priceDifference && options.priceDifference.amount > 0) {
        const reason = options.priceDifference.reason?.trim() || 'Extra treatment needed';
        row.priceDifference = {
          amount: round2(options.priceDifference.amount),
          reason: txt(reason, reason, reason),
          paid: false,
        };
        addFlow(row, 'price-difference', now, [], 'Washer Chen Jing');
      }
      finishCleaning(db, row, now);
      break;
    }
    case 'price-difference': {
      if (row.priceDifference) row.priceDifference.paid = true;
      row.status = 'to-be-collected';
      addFlow(row, 'price-difference-paid', now, [], 'Store staff');
      refreshOrder(row, now);
      break;
    }
    case 'overdue': {
      row.overtimeFeePaid = round2(row.overtimeFeePaid + overtimeDue(row, now));
      addFlow(row, 'overtime-paid', now, [], 'Store staff');
      refreshOrder(row, now);
      break;
    }
    case 'to-be-collected': {
      if (options.expire && row.freeUntil) {
        const lateDays = Math.max(1, Math.floor(options.lateDays ?? 1));
        row.freeUntil = iso(now - (lateDays - 1) * DAY_MS - HOUR_MS);
        refreshOrder(row, now);
        break;
      }
      releaseBox(db, row);
      row.status = 'completed';
      addFlow(row, row.kind === 'door-to-door' ? 'delivered' : 'collected', now);
      break;
    }
    case 'refund': {
      if (row.refund?.status !== 'refunding') throw failure(ORDER_MESSAGES.cannotAdvance);
      row.refund.status = 'refunded';
      addFlow(row, 'refunded', now, [], 'Customer service');
      break;
    }
    case 'completed':
      throw failure(ORDER_MESSAGES.cannotAdvance);
  }
  return row;
}

/** Cleaned: back into a box of its cabinet (or ready at the store, or on its way home), free for 48 hours. */
function finishCleaning(db: Db, row: OrderRow, now: number) {
  const locker = lockerOf(db, row.lockerNo);
  const cleaned = [livePhoto(`#${row.id} cleaned`, '#eaf5f0', '#2f7d5b')];
  row.photos = [...row.photos, ...cleaned].slice(-3);
  if (row.kind === 'door-to-door') {
    row.status = 'to-be-collected';
    addFlow(row, 'out-for-delivery', now, cleaned, 'Courier Li Wei');
  } else {
    if (locker) {
      const box = locker.boxes.find((b) => b.orderInfoId === row.orderInfoId) ?? freeBoxesOf(locker)[0];
      if (box) {
        box.occupied = true;
        box.orderInfoId = row.orderInfoId;
        row.boxNo = box.boxNo;
      }
    }
    row.freeUntil = iso(now + FREE_STORAGE_MS);
    row.overtimeRule = { ...OVERTIME_RULE };
    row.status = row.priceDifference && !row.priceDifference.paid ? 'price-difference' : 'to-be-collected';
    addFlow(row, locker ? 'cleaned' : 'ready-at-store', now, cleaned, 'Courier Li Wei');
  }
}

/** Every order, for the developer panel. */
export function allOrders(db: Db, lang: Lang) {
  return refreshOrdersOf(db)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map((row) => ({ ...orderView(db, row, lang), userId: row.userId, requestId: row.requestId }));
}
