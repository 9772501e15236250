import { type Text, txt } from '../../lib/text';
import { iso } from '../../lib/time';
import type { OrderRow } from './tables';

/** The progress steps of an order (`/order/order-flow`): each change of status leaves one. */

export const FLOW_TITLES = {
  created: txt('Order placed', 'Đã đặt đơn', '已下单'),
  paid: txt('Payment received', 'Đã thanh toán', '已支付'),
  bound: txt('Bound to a cabinet', 'Đã liên kết với tủ', '已绑定柜机'),
  stored: txt('Shoes stored in the cabinet', 'Đã gửi giày vào tủ', '鞋子已存入柜机'),
  accepted: txt('Received by the shop', 'Cửa hàng đã nhận giày', '门店已接单'),
  cleaning: txt('Cleaning started', 'Bắt đầu giặt', '开始清洗'),
  'price-difference': txt('Price difference to pay', 'Cần thanh toán tiền chênh lệch', '待付差价'),
  'price-difference-paid': txt('Price difference paid', 'Đã thanh toán tiền chênh lệch', '差价已支付'),
  cleaned: txt('Cleaned, back in the cabinet', 'Đã giặt xong, đã đặt vào tủ', '清洗完成，已放回柜机'),
  'ready-at-store': txt('Cleaned, ready at the store', 'Đã giặt xong, chờ nhận tại cửa hàng', '清洗完成，可到店自取'),
  'out-for-delivery': txt('Cleaned, on the way back to you', 'Đã giặt xong, đang giao trả', '清洗完成，正在送回'),
  overdue: txt('Free storage ended', 'Hết thời gian lưu miễn phí', '免费存放已到期'),
  'overtime-paid': txt('Overdue fee paid', 'Đã thanh toán phí quá hạn', '超时费已支付'),
  collected: txt('Shoes collected', 'Đã lấy giày', '已取鞋'),
  delivered: txt('Shoes delivered', 'Đã giao giày', '已送达'),
  'refund-requested': txt('Refund requested', 'Đã yêu cầu hoàn tiền', '已申请退款'),
  refunded: txt('Refunded', 'Đã hoàn tiền', '已退款'),
} as const satisfies Record<string, Text>;
export type FlowStep = keyof typeof FLOW_TITLES;

export function addFlow(
  order: OrderRow,
  step: FlowStep,
  now: number,
  photos: string[] = [],
  operator: string | null = null,
) {
  order.flows.push({ step, title: FLOW_TITLES[step], time: iso(now), photos, operator });
}
