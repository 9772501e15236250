import { txt } from '../../lib/text';

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
    '该柜机暂无空闲箱格，请更换柜机',
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
  nothingPaid: txt(
    'Nothing was paid for this order, so there is nothing to refund',
    'Đơn hàng này chưa được thanh toán nên không có gì để hoàn tiền',
    '该订单尚未支付，无需退款',
  ),
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
