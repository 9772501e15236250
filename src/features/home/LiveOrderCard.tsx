import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { OrderStatus } from '../../api/schemas/order';
import { waitsInBox } from '../../api/schemas/order-statuses';
import { formatDateTime } from '../../lib/format';
import { PATHS, withQuery } from '../../lib/paths';
import { Button } from '../../ui/light/Button';
import { Money } from '../../ui/Money';
import { PickupCode } from '../../ui/PickupCode';
import { actionPath, statusConfirming, useOrderConfirming } from '../orders';
import type { LiveOrder } from './live-orders';

const TONE: Partial<Record<OrderStatus, string>> = {
  unpaid: 'danger',
  overdue: 'danger',
  'price-difference': 'warning',
  'to-be-collected': 'success',
};

/**
 * One live order on Home: its state, what the customer needs there (the pickup code first), one action. A
 * payment of it being confirmed is said instead of asking for the money again, and the order is read again by
 * itself until the server has said.
 */
export function LiveOrderCard({ live: { order, action } }: { live: LiveOrder }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const confirming = statusConfirming(order, useOrderConfirming(order)) !== null;
  const detail = withQuery(PATHS.orderDetail, { id: order.id });
  const place = order.locker?.name ?? order.store?.name ?? null;
  const titleId = `live-order-${order.id}`;
  const noCabinet = place === null && order.status === 'to-be-stored';
  const inBox = order.boxNo !== null && waitsInBox(order.status);
  const owed =
    order.status === 'price-difference' && order.priceDifference && !order.priceDifference.paid
      ? order.priceDifference.amount
      : order.status === 'overdue'
        ? (order.overtimeFee ?? 0)
        : order.status === 'unpaid'
          ? order.actualPayment
          : 0;
  return (
    <li className={`live-order live-order-${TONE[order.status] ?? 'default'}`} aria-labelledby={titleId}>
      <div className="live-order-head">
        <span className="live-order-status">
          {confirming ? t('payment.confirming.pending') : t(`orders.status.${order.status}`)}
        </span>
        <a id={titleId} className="live-order-no" href={`#${detail}`}>
          {t('home.live.order', { orderNo: order.orderNo })}
        </a>
      </div>
      {inBox && order.pickupCode ? (
        <p className="live-order-code">
          <span className="live-order-code-label">{t('orders.fields.pickupCode')}</span>
          <PickupCode code={order.pickupCode} className="live-order-code-value" />
        </p>
      ) : null}
      {place ? (
        <p className="live-order-line">
          {place}
          {inBox && order.boxNo ? ` · ${t('orders.list.box', { box: order.boxNo })}` : ''}
        </p>
      ) : noCabinet ? (
        <p className="live-order-line">{t('home.live.noCabinet')}</p>
      ) : null}
      {order.status === 'to-be-collected' && order.freeUntil ? (
        <p className="live-order-line">
          {/* to the second, as every screen says a time (spec section 9) */}
          {t('home.live.freeUntil', { time: formatDateTime(order.freeUntil) })}
        </p>
      ) : null}
      {confirming ? (
        <p className="live-order-line">{t('payment.confirming.pendingNote')}</p>
      ) : owed > 0 ? (
        <p className="live-order-line live-order-owed">
          {t(order.status === 'unpaid' ? 'home.live.toPay' : 'home.live.due')} <Money amount={owed} />
        </p>
      ) : null}
      {/* one instruction per card: an order with no cabinet was told above to choose one */}
      {!inBox && owed === 0 && !confirming && !noCabinet ? (
        <p className="live-order-line">{t(`orders.hint.${order.status}`)}</p>
      ) : null}
      <Button
        size="small"
        color="primary"
        className="live-order-action"
        aria-describedby={titleId}
        onClick={() => navigate(confirming ? detail : actionPath(order, action))}
      >
        {confirming ? t('payment.confirming.viewOrder') : t(`orders.actions.${action}`)}
      </Button>
    </li>
  );
}
