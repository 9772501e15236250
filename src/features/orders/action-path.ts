import type { Order } from '../../api/schemas/order';
import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';
import type { OrderActionKind } from './actions';

export type OverdueKind = 'overdue' | 'price-difference';

/** Where the overdue and price-difference payment lives; `redirect` is where to go once paid. */
export function overduePaymentPath(orderInfoId: Id, kind: OverdueKind, redirect?: string): string {
  return withQuery(PATHS.overduePayment, { orderInfoId, kind, redirect });
}

/**
 * The screen an order's action opens, wherever the action is offered (the order detail, Home). Paying and
 * refunding happen in sheets over the order's detail, so from elsewhere they open the detail.
 */
export function actionPath(order: Order, kind: OrderActionKind): string {
  // these go through the sub-order; without its id (a server left it out) the order's detail stands in
  const viaSubOrder = (path: (orderInfoId: Id) => string) =>
    order.orderInfoId === null ? withQuery(PATHS.orderDetail, { id: order.id }) : path(order.orderInfoId);
  switch (kind) {
    case 'payDifference':
      return viaSubOrder((id) => overduePaymentPath(id, 'price-difference'));
    case 'payOverdue':
      return viaSubOrder((id) => overduePaymentPath(id, 'overdue'));
    case 'goToCabinet':
      return order.locker
        ? withQuery(PATHS.pendingList, { lockerNo: order.locker.lockerNo })
        : withQuery(PATHS.orderDetail, { id: order.id });
    case 'storeNow':
      // the cabinet page opens a box for the order as it loads (`store`), as it resumes a collection
      return order.locker && order.orderInfoId !== null
        ? withQuery(PATHS.pendingList, { lockerNo: order.locker.lockerNo, store: order.orderInfoId })
        : withQuery(PATHS.orderDetail, { id: order.id });
    case 'findCabinet':
      return PATHS.nearLocker;
    case 'progress':
      return viaSubOrder((orderInfoId) => withQuery(PATHS.orderSteps, { orderInfoId }));
    case 'pay':
    case 'refund':
      return withQuery(PATHS.orderDetail, { id: order.id });
  }
}
