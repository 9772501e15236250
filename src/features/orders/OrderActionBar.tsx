import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Order } from '../../api/schemas/order';
import { actionPath } from './action-path';
import { type Dues, type OrderActionKind, orderActions } from './actions';
import { PaySheet } from './PaySheet';
import { RefundSheet } from './RefundSheet';

/** The order's buttons, by its state; paying and refunding open a sheet over the detail. */
export function OrderActionBar({ order, dues, now }: { order: Order; dues: Dues; now: Date }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [sheet, setSheet] = useState<'pay' | 'refund' | null>(null);
  const actions = orderActions(order, dues, now);

  const run = (kind: OrderActionKind) => {
    if (kind === 'pay' || kind === 'refund') setSheet(kind);
    else navigate(actionPath(order, kind));
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
