import type { Order } from '../../api/schemas/order';
import { PATHS, withQuery } from '../../lib/paths';
import type { OrderActionKind } from './actions';

export type OverdueKind = 'overdue' | 'price-difference';

/** Where the overdue and price-difference payment lives; `redirect` is where to go once paid. */
export function overduePaymentPath(orderInfoId: number, kind: OverdueKind, redirect?: string): string {
  return withQuery(PATHS.overduePayment, { orderInfoId, kind, redirect });
}

/**
 * The screen an order's action opens, wherever the action is offered (the order detail, Home). Paying and
 * refunding happen in sheets over the order's detail, so from elsewhere they open the detail.
 */
export function actionPath(order: Order, kind: OrderActionKind): string {
  switch (kind) {
    case 'payDifference':
      return overduePaymentPath(order.orderInfoId, 'price-difference');
    case 'payOverdue':
      return overduePaymentPath(order.orderInfoId, 'overdue');
    case 'goToCabinet':
      return order.locker
        ? withQuery(PATHS.pendingList, { lockerNo: order.locker.lockerNo })
        : withQuery(PATHS.orderDetail, { id: order.id });
    case 'findCabinet':
      return PATHS.nearLocker;
    case 'progress':
      return withQuery(PATHS.orderSteps, { orderInfoId: order.orderInfoId });
    case 'pay':
    case 'refund':
      return withQuery(PATHS.orderDetail, { id: order.id });
  }
}
