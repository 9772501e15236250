/**
 * The orders family of the mock db: sites (cabinets with numbered boxes, and stores), orders with their
 * sub-order (box, pickup code, progress), box openings, order payments and refund reasons. The handlers in
 * mocks/handlers/{order,site,store,locker}.ts stay thin; the rules live in this folder, one module a job:
 *
 * - create -> 'unpaid'; paid -> 'to-be-stored' (cabinet and online orders) or 'pending-acceptance'
 *   (door-to-door and store orders) (create-order.ts, payments.ts, transitions.ts);
 * - stored (`store-success`) -> 'pending-acceptance'; the shop accepts -> 'cleaning'; cleaned and back in a
 *   box -> 'to-be-collected' with `freeUntil` = now + 48 h and an overtime rule; collected -> 'completed'
 *   (box-openings.ts, advance.ts);
 * - past `freeUntil` with a fee owed -> 'overdue' (worked out whenever an order is read, order-state.ts);
 *   paying it -> back to 'to-be-collected';
 * - a price difference raised during cleaning -> 'price-difference'; paying it -> 'to-be-collected';
 * - refund from 'unpaid', 'to-be-stored' or 'pending-acceptance' -> 'refund' (balance payments go straight back
 *   to the wallet; chat-app and card ones stay 'refunding' until the payment provider answers) (refunds.ts).
 * The developer panel walks an order through these with `advanceOrder`.
 */

export { type AdvanceOptions, advanceOrder } from './advance';
export { appointmentView } from './appointments';
export { bindOrder } from './binding';
export { openResultOf, openStatus, pickOpen, pickSuccess, storeOpen, storeSuccess } from './box-openings';
export { freeBoxesOf } from './boxes';
export { type CreateInput, createOrder } from './create-order';
export { FLOW_TITLES, type FlowStep } from './flow';
export { livePhoto } from './live-photo';
export { appointmentSiteOf, lockerOf, orderById, orderByInfoId, siteOf, storeOf } from './lookups';
export { ORDER_MESSAGES } from './messages';
export { allOrders, orderCounts, orderInfosOf, ordersOf } from './order-lists';
export {
  actionOf,
  overtimeAccrued,
  overtimeDue,
  priceDifferenceDue,
  refreshOrder,
  refreshOrdersOf,
} from './order-state';
export { flowView, lockerLabel, orderInfoView, orderView } from './order-views';
export { cardPayUrl, type PaymentStart, paymentView } from './payment-view';
export {
  confirmOrderPayment,
  groupPay,
  isOrderTradeNo,
  PAYMENT_OUTCOMES,
  type PaymentOutcome,
  payPriceDifference,
  payTimeoutFee,
} from './payments';
export { type AmountInput, type OrderLineInput, priceOrder } from './pricing';
export { refundOrder } from './refunds';
export { seedOrders } from './seed-orders';
export { siteViews } from './site-views';
export type * from './tables';
export { FREE_STORAGE_MS, OPEN_SETTLE_MS, OVERTIME_RULE, PAY_WINDOW_MS } from './terms';
