import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orderKeys, orderQueries } from '../../api/order';
import type { Order } from '../../api/schemas/order';
import { waitsInBox } from '../../api/schemas/order-statuses';
import { formatDateTime, formatMoney } from '../../lib/format';
import { InlineRetry } from '../../ui/InlineRetry';
import { QueryState } from '../../ui/QueryState';
import { PaymentConfirming } from '../payment-confirming';
import { duesOf, payTimedOut } from './actions';
import { confirmingLabel, statusConfirming } from './confirming';
import { FreeStorageCountdown } from './FreeStorageCountdown';
import { ExclamationCircleOutline } from './icons';
import { isNetworkFailure, liveOptions, useDocumentVisible, useOnline } from './live';
import { OneOrderPage } from './OneOrderPage';
import { OrderActionBar } from './OrderActionBar';
import { OrderCosts } from './OrderCosts';
import { OrderFields, OrderItems } from './OrderFields';
import { OrderPhotos } from './OrderPhotos';
import { OrderStatusTag } from './OrderStatusTag';
import { PickupPassCard, SavedPassCard } from './PickupPassCard';
import { findPass, rememberOrders } from './pickup-pass';
import { useLiveQuery } from './use-live-query';
import { useNow } from './use-now';
import { useOrderConfirming } from './use-order-confirming';
import './orders.css';
import type { Id } from '../../lib/id';

/**
 * /pages/Order/OrderDetail/index?id=…: every field the order has, its photos, its pickup pass and free-storage
 * countdown while it waits in a box, and the actions of its state. Refreshes itself while open; without
 * network, a pickup pass this phone saved earlier is shown instead, marked as possibly out of date.
 */
export default function OrderDetailScreen() {
  const { t } = useTranslation();
  return (
    <OneOrderPage title={t('routes.orderDetail')} param="id">
      {(id) => <OrderDetail id={id} />}
    </OneOrderPage>
  );
}

function OrderDetail({ id }: { id: Id }) {
  const query = useLiveQuery(orderQueries.detail(id), orderKeys.all);
  const order = query.data;

  useEffect(() => {
    if (order) rememberOrders([order], { opened: true });
  }, [order]);

  const online = useOnline();
  const offline = !online || query.fetchStatus === 'paused' || isNetworkFailure(query.error ?? query.failureReason);
  const savedPass = useMemo(() => (!order && offline ? (findPass(id) ?? null) : null), [order, offline, id]);

  if (savedPass) {
    return (
      <div className="orders-detail">
        <SavedPassCard pass={savedPass} />
        <InlineRetry query={{ ...query, isError: true }} />
      </div>
    );
  }

  return (
    <QueryState query={{ ...query, isError: query.isError && order === undefined }} skeletonRows={8}>
      {(data) => <OrderView order={data} stale={offline} />}
    </QueryState>
  );
}

function OrderView({ order, stale }: { order: Order; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const now = useNow(15_000);
  const visible = useDocumentVisible();
  const waiting = waitsInBox(order.status);
  const info = useQuery({
    ...orderQueries.info(order.orderInfoId ?? '0'),
    enabled: waiting && order.orderInfoId !== null,
    ...liveOptions(visible),
  });
  const dues = duesOf(order, waiting ? info.data : null);
  const timedOut = payTimedOut(order, now);
  const confirming = useOrderConfirming(order, dues);
  const pending = statusConfirming(order, confirming);

  return (
    <div className="orders-detail">
      {stale && (
        <p className="orders-stale" role="status">
          <ExclamationCircleOutline aria-hidden /> {t('orders.pass.staleData')}
        </p>
      )}
      <section
        className={pending ? 'orders-status orders-status-stacked' : 'orders-status'}
        aria-label={t('orders.detail.statusLabel')}
      >
        <OrderStatusTag order={order} confirming={pending !== null} />
        {pending ? (
          <PaymentConfirming
            phase="pending"
            titled={false}
            label={confirmingLabel(t, order)}
            amount={pending.amount ?? null}
          />
        ) : (
          <p className="orders-status-hint">
            {order.status === 'unpaid'
              ? timedOut
                ? t('errors.orderTimedOut')
                : order.payDeadline
                  ? t('orders.detail.payBefore', { time: formatDateTime(order.payDeadline) })
                  : t('orders.hint.unpaid')
              : order.status === 'refund' && order.refund?.status === 'refunding'
                ? t('orders.hint.refunding') // the refund's own state is the one truth about it
                : t(`orders.hint.${order.status}`)}
          </p>
        )}
      </section>

      {waiting && order.pickupCode && order.boxNo && (
        <PickupPassCard
          pickupCode={order.pickupCode}
          boxNo={order.boxNo}
          place={order.locker?.name ?? order.store?.name ?? ''}
        />
      )}
      {waiting && order.freeUntil && (
        <section className="orders-section" aria-labelledby="orders-free-title">
          <h2 id="orders-free-title" className="orders-section-title">
            {t('orders.countdown.title')}
          </h2>
          <FreeStorageCountdown freeUntil={order.freeUntil} rule={order.overtimeRule} owed={dues.overtimeFee} />
        </section>
      )}
      {waiting && (dues.priceDifference > 0 || dues.overtimeFee > 0) && (
        <section className="orders-section orders-dues" aria-labelledby="orders-dues-title">
          <h2 id="orders-dues-title" className="orders-section-title">
            {t('orders.detail.dues')}
          </h2>
          <ul>
            {dues.priceDifference > 0 && (
              <li>{t('orders.detail.dueDifference', { amount: formatMoney(dues.priceDifference, i18n.language) })}</li>
            )}
            {dues.overtimeFee > 0 && (
              <li>{t('orders.detail.dueOvertime', { amount: formatMoney(dues.overtimeFee, i18n.language) })}</li>
            )}
          </ul>
        </section>
      )}

      <OrderFields order={order} />
      <OrderItems order={order} />
      <OrderCosts order={order} dues={dues} />
      {order.photos.length > 0 && (
        <section className="orders-section" aria-labelledby="orders-photos-title">
          <h2 id="orders-photos-title" className="orders-section-title">
            {t('orders.detail.photos')}
          </h2>
          <OrderPhotos photos={order.photos} />
        </section>
      )}
      <OrderActionBar order={order} dues={dues} now={now} confirming={confirming} />
    </div>
  );
}
