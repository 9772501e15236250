import { Button } from 'antd-mobile';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Order } from '../../api/schemas/order';
import { lazyPart, useOpenedOnce } from '../../ui/lazy-part';
import { actionPath } from './action-path';
import { type Dues, type OrderActionKind, orderActions } from './actions';

/**
 * The sheets load when a finger (or the mouse) lands on a button, or on Enter: antd-mobile's Popup brings
 * react-spring and the gesture code (about 25 KB gzip), which the order's detail loaded before it could show.
 */
type SheetProps = ComponentProps<typeof import('./PaySheet').PaySheet>;
const sheets = {
  pay: lazyPart<SheetProps>(() => import('./PaySheet').then((module) => module.PaySheet)),
  refund: lazyPart<SheetProps>(() => import('./RefundSheet').then((module) => module.RefundSheet)),
};
const PaySheet = sheets.pay.Part;
const RefundSheet = sheets.refund.Part;
type SheetKind = keyof typeof sheets;
const isSheet = (kind: OrderActionKind): kind is SheetKind => kind in sheets;

/** The order's buttons, by its state; paying and refunding open a sheet over the detail. */
export function OrderActionBar({ order, dues, now }: { order: Order; dues: Dues; now: Date }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [sheet, setSheet] = useState<SheetKind | null>(null);
  const payOpened = useOpenedOnce(sheet === 'pay');
  const refundOpened = useOpenedOnce(sheet === 'refund');
  const close = () => setSheet(null);
  const actions = orderActions(order, dues, now);

  const run = (kind: OrderActionKind) => {
    if (isSheet(kind)) setSheet(kind);
    else navigate(actionPath(order, kind));
  };
  const prepare = (kind: OrderActionKind) => {
    if (isSheet(kind)) sheets[kind].prepare();
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
            onTouchStart={() => prepare(action.kind)}
            onMouseDown={() => prepare(action.kind)}
            onClick={() => run(action.kind)}
          >
            {t(`orders.actions.${action.kind}`)}
          </Button>
        ))}
      </div>
      {payOpened && <PaySheet order={order} visible={sheet === 'pay'} onClose={close} />}
      {refundOpened && <RefundSheet order={order} visible={sheet === 'refund'} onClose={close} />}
    </>
  );
}
