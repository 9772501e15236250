import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Order } from '../../api/schemas/order';
import { useOpenedOnce } from '../../ui/lazy-part';
import { Button } from '../../ui/light/Button';
import { actionPath } from './action-path';
import { type Dues, type OrderActionKind, orderActions } from './actions';
import { type OrderConfirming, withoutConfirmed } from './confirming';
import { paySheet, refundSheet } from './lazy-sheets';

const sheets = { pay: paySheet, refund: refundSheet };
const PaySheet = paySheet.Part;
const RefundSheet = refundSheet.Part;
type SheetKind = keyof typeof sheets;
const isSheet = (kind: OrderActionKind): kind is SheetKind => kind in sheets;

type Props = { order: Order; dues: Dues; now: Date; confirming?: OrderConfirming | null };

/**
 * The order's buttons, by its state; paying and refunding open a sheet over the detail. A payment being
 * confirmed is not offered again.
 */
export function OrderActionBar({ order, dues, now, confirming = null }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [sheet, setSheet] = useState<SheetKind | null>(null);
  const payOpened = useOpenedOnce(sheet === 'pay');
  const refundOpened = useOpenedOnce(sheet === 'refund');
  const close = () => setSheet(null);
  const actions = withoutConfirmed(orderActions(order, dues, now), confirming);

  const run = (kind: OrderActionKind) => {
    if (isSheet(kind)) setSheet(kind);
    else navigate(actionPath(order, kind));
  };
  const prepare = (kind: OrderActionKind) => {
    if (isSheet(kind)) sheets[kind].prepare();
  };

  const button = (action: (typeof actions)[number]) => (
    <Button
      key={action.kind}
      size={action.primary ? 'middle' : 'small'}
      block={action.primary}
      color={action.primary ? 'primary' : 'default'}
      fill={action.primary ? 'solid' : 'outline'}
      onTouchStart={() => prepare(action.kind)}
      onMouseDown={() => prepare(action.kind)}
      onClick={() => run(action.kind)}
    >
      {t(`orders.actions.${action.kind}`)}
    </Button>
  );
  const primary = actions.filter((action) => action.primary);
  // Refund leads the other actions, far from the primary one and as quiet as they are: the sheet it opens says
  // what it does; a red outline beside 'Go to the cabinet' read as a warning about it
  const more = actions
    .filter((action) => !action.primary)
    .sort((a, b) => Number(b.kind === 'refund') - Number(a.kind === 'refund'));

  // the others share one row equally, the primary action has the row under it: nothing wraps alone
  return (
    <>
      <div className="orders-actions">
        {more.length > 0 && <div className="orders-actions-more">{more.map(button)}</div>}
        {primary.length > 0 && <div className="orders-actions-primary">{primary.map(button)}</div>}
      </div>
      {payOpened && <PaySheet order={order} visible={sheet === 'pay'} onClose={close} />}
      {refundOpened && <RefundSheet order={order} visible={sheet === 'refund'} onClose={close} />}
    </>
  );
}
