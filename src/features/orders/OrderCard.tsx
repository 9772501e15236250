import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Order } from '../../api/schemas/order';
import { waitsInBox } from '../../api/schemas/order-statuses';
import { formatDateTime, formatMoney } from '../../lib/format';
import { PATHS, withQuery } from '../../lib/paths';
import { useOpenedOnce } from '../../ui/lazy-part';
import { Button } from '../../ui/light/Button';
import { RightOutline } from '../../ui/light/OutlineIcon';
import { Money } from '../../ui/Money';
import { PickupCode } from '../../ui/PickupCode';
import { actionPath } from './action-path';
import { duesOf, orderActions } from './actions';
import { amountLabelKey } from './amount-label';
import { statusConfirming, withoutConfirmed } from './confirming';
import { FreeStorageCountdown } from './FreeStorageCountdown';
import { paySheet } from './lazy-sheets';
import { OrderStatusTag, statusKey } from './OrderStatusTag';
import { useOrderConfirming } from './use-order-confirming';

const PaySheet = paySheet.Part;

/**
 * One order in the list: a link to its detail with what matters at a glance; an unpaid one can be paid here,
 * unless its payment is being confirmed (then it says so, and refreshes itself until the server has said). Every
 * card that owes says how much, with the way to pay it: a price difference, an overdue fee (their payment page).
 */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  // owed only while the shoes wait in a box: they are paid for before they are collected
  const waiting = waitsInBox(order.status);
  const dues = duesOf(order);
  const confirming = useOrderConfirming(order, dues);
  const pending = statusConfirming(order, confirming) !== null;
  const payDues = withoutConfirmed(orderActions(order, dues), confirming)
    .map((action) => action.kind)
    .filter((kind): kind is 'payDifference' | 'payOverdue' => kind === 'payDifference' || kind === 'payOverdue');
  const countdown = waiting && order.freeUntil !== null;
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const [paying, setPaying] = useState(false);
  // mounted from the first Pay on, so that closing slides the sheet out as on the order's detail
  const payOpened = useOpenedOnce(paying);
  const place = order.locker?.name ?? order.store?.name ?? null;
  const first = order.items[0];
  const more = order.items.length - 1;
  return (
    <li className="orders-card">
      <a
        className="orders-card-link"
        href={`#${withQuery(PATHS.orderDetail, { id: order.id })}`}
        aria-label={t('orders.list.open', {
          orderNo: order.orderNo,
          status: pending ? t('payment.confirming.pending') : t(statusKey(order)),
        })}
      >
        <div className="orders-card-head">
          <span className="orders-card-no">{order.orderNo}</span>
          <OrderStatusTag order={order} confirming={pending} />
        </div>
        {first && (
          <p className="orders-card-items">
            {t('orders.summary.item', { name: first.name, count: first.count })}
            {more > 0 ? ` ${t('orders.list.more', { count: more })}` : ''}
          </p>
        )}
        {place && (
          <p className="orders-card-place">
            {place}
            {order.boxNo ? ` · ${t('orders.list.box', { box: order.boxNo })}` : ''}
          </p>
        )}
        {waitsInBox(order.status) && order.pickupCode && (
          <p className="orders-card-code">
            {t('orders.fields.pickupCode')} <PickupCode code={order.pickupCode} />
          </p>
        )}
        {waiting && dues.owed.priceDifference && dues.priceDifference > 0 && (
          <p className="orders-card-due">{t('orders.list.dueDifference', { amount: money(dues.priceDifference) })}</p>
        )}
        {/* the countdown says the overdue fee owed where it is shown */}
        {waiting && dues.owed.overtimeFee && dues.overtimeFee > 0 && !countdown && (
          <p className="orders-card-due">{t('orders.list.dueOverdue', { amount: money(dues.overtimeFee) })}</p>
        )}
        {countdown && order.freeUntil && (
          <FreeStorageCountdown
            freeUntil={order.freeUntil}
            rule={order.overtimeRule}
            owed={order.overtimeFee ?? undefined}
            compact
          />
        )}
        <div className="orders-card-foot">
          {order.createdAt ? (
            <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time>
          ) : (
            <span />
          )}
          <span className="orders-card-total">
            {t(amountLabelKey(order))} <Money amount={order.actualPayment} />
          </span>
          <RightOutline aria-hidden />
        </div>
      </a>
      {payDues.length > 0 && (
        <div className="orders-card-actions">
          {payDues.map((kind) => (
            <Button
              key={kind}
              size="small"
              color="primary"
              aria-label={t(`orders.list.${kind}`, { orderNo: order.orderNo })}
              onClick={() => navigate(actionPath(order, kind))}
            >
              {t(`orders.actions.${kind}`)}
            </Button>
          ))}
        </div>
      )}
      {order.status === 'unpaid' && !confirming.pay && (
        <div className="orders-card-actions">
          {/* the same small rectangular button as every other order action, not a pill of its own */}
          <Button
            size="small"
            color="primary"
            aria-label={t('orders.list.pay', { orderNo: order.orderNo })}
            onPointerDown={paySheet.prepare}
            onFocus={paySheet.prepare}
            onClick={() => setPaying(true)}
          >
            {t('orders.actions.pay')}
          </Button>
        </div>
      )}
      {/* outside the button's place: a payment under way stays on screen once the order is being confirmed */}
      {payOpened && <PaySheet order={order} visible={paying} onClose={() => setPaying(false)} />}
    </li>
  );
}
