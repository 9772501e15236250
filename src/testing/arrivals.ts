import type { RouteName } from '../lib/paths';

/**
 * How customers arrive on each route that takes parameters: the query a menu, a QR code or a shared link carries,
 * with ids from the mock's seed (order 8 owing a price difference, order 9 overdue, goods 101, address 1, cabinet
 * L001). The bench opens the routes this way, and the first-reads test renders them this way.
 */
export const ARRIVALS: Partial<Record<RouteName, string>> = {
  productList: '?kind=online',
  productDetail: '?id=101',
  createOrder: '?kind=scan&lockerNo=L001',
  orderDetail: '?id=8',
  orderSteps: '?orderInfoId=5006',
  pendingList: '?lockerNo=L001&shopId=0',
  address: '?family=receiving',
  newAddress: '?id=1&family=receiving',
  overduePayment: '?orderInfoId=5009&kind=overdue',
};
