import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Order } from '../../api/schemas/order';
import { PATHS, withQuery } from '../../lib/paths';
import { type Dues, type OrderActionKind, orderActions } from './actions';
import { PaySheet } from './PaySheet';
import { RefundSheet } from './RefundSheet';

export type OverdueKind = 'overdue' | 'price-difference';

/** Where the overdue and price-difference payment lives; `redirect` is where to go once paid. */
export function overduePaymentPath(orderInfoId: number, kind: OverdueKind, redirect?: string): string {
  return withQuery(PATHS.overduePayment, { orderInfoId, kind, redirect });
}

/** The order's buttons, by its state; paying and refunding open a sheet over the detail. */
export function OrderActionBar({ order, dues, now }: { order: Order; dues: Dues; now: Date }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [sheet, setSheet] = useState<'pay' | 'refund' | null>(null);
  const actions = orderActions(order, dues, now);

  const run = (kind: OrderActionKind) => {
    switch (kind) {
      case 'pay':
      case 'refund':
        setSheet(kind);
        return;
      case 'payDifference':
        navigate(overduePaymentPath(order.orderInfoId, 'price-difference'));
        return;
      case 'payOverdue':
        navigate(overduePaymentPath(order.orderInfoId, 'overdue'));
        return;
      case 'goToCabinet':
        if (order.locker) navigate(withQuery(PATHS.pendingList, { lockerNo: order.locker.lockerNo }));
        return;
      case 'findCabinet':
        navigate(PATHS.nearLocker);
        return;
      case 'progress':
        navigate(withQuery(PATHS.orderSteps, { orderInfoId: order.orderInfoId }));
        return;
    }
  };

  return (
    <>
      <div className="orders-actions">
        {actions.map((action) => (
          <Button
            key={action.kind}
            size="small"
            color={action.primary ? 'primary' : action.kind === 'refund' ? 'danger' : 'default'}
            fill={action.primary ? 'solid' : 'outline'}
            onClick={() => run(action.kind)}
          >
            {t(`orders.actions.${action.kind}`)}
          </Button>
        ))}
      </div>
      <PaySheet order={order} visible={sheet === 'pay'} onClose={() => setSheet(null)} />
      <RefundSheet order={order} visible={sheet === 'refund'} onClose={() => setSheet(null)} />
    </>
  );
}
