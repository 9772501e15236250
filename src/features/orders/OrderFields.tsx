import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '../../api/schemas/order';
import { formatDateTime, formatVisit } from '../../lib/format';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { Money } from '../../ui/Money';
import { PickupCode } from '../../ui/PickupCode';
import { paidWithVoucher } from './actions';
import { copyText } from './copy';
import { uniqueKeys } from './keys';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="orders-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Where a refund's money went (or goes): back the way the order was paid, said only when the order says how it
 * was paid in the app and something was paid (a refund of an unpaid order returns nothing, and money paid at
 * the counter is settled there).
 */
function RefundedTo({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { refund, payMethod } = order;
  if (!refund || refund.amount <= 0 || refund.status === 'other') return null;
  if (payMethod !== 'balance' && payMethod !== 'chat-app' && payMethod !== 'card') return null;
  return (
    <Row label={t(refund.status === 'refunded' ? 'refund.refundedTo' : 'refund.refundingTo')}>
      {t(`orders.payMethod.${payMethod}`)}
    </Row>
  );
}

/**
 * Orders with which nothing will be stored or collected any more: their pickup code, which a server may keep
 * sending, opens nothing and is not shown.
 */
const DONE_WITH_THE_BOX: readonly OrderStatus[] = ['completed', 'refund'];

/** Every field of the order (spec section 3) that this order has, as label and value. */
export function OrderFields({ order }: { order: Order }) {
  const { t } = useTranslation();
  const copy = async () => {
    const ok = await copyText(order.orderNo);
    showToast(t(ok ? 'errors.contentCopied' : 'errors.copyFailed'));
  };
  const address = order.address;
  return (
    <section className="orders-section" aria-labelledby="orders-info-title">
      <h2 id="orders-info-title" className="orders-section-title">
        {t('orders.detail.info')}
      </h2>
      <dl className="orders-fields">
        <Row label={t('orders.fields.orderNo')}>
          <span className="orders-order-no">{order.orderNo}</span>{' '}
          <Button size="mini" fill="outline" onClick={() => void copy()} aria-label={t('orders.detail.copyLabel')}>
            {t('orders.detail.copy')}
          </Button>
        </Row>
        {/* how it was placed and what was ordered, in the customer's words: the server's type ('store
            cleaning' for a cabinet order too) is a back-office word, said only when the order lists no goods */}
        {order.kind !== 'other' && <Row label={t('orders.fields.kind')}>{t(`orders.kind.${order.kind}`)}</Row>}
        <Row label={t('orders.fields.type')}>
          {order.items.length > 0
            ? order.items.map((item) => t('orders.summary.item', { name: item.name, count: item.count })).join(', ')
            : t(`orders.type.${order.type}`)}
        </Row>
        {order.createdAt && <Row label={t('orders.fields.time')}>{formatDateTime(order.createdAt)}</Row>}
        {order.paidAt && <Row label={t('orders.fields.paidAt')}>{formatDateTime(order.paidAt)}</Row>}
        {order.pickupCode && !DONE_WITH_THE_BOX.includes(order.status) && (
          <Row label={t('orders.fields.pickupCode')}>
            <PickupCode code={order.pickupCode} />
          </Row>
        )}
        {order.boxNo && <Row label={t('orders.fields.box')}>{order.boxNo}</Row>}
        {order.locker && (
          <Row label={t('orders.fields.cabinet')}>
            {order.locker.name} ({order.locker.lockerNo})
          </Row>
        )}
        {order.store && <Row label={t('orders.fields.store')}>{order.store.name}</Row>}
        {address && (
          <Row label={t('orders.fields.address')}>
            <span className="orders-address">
              <span>
                {address.contact} {address.phone}
              </span>
              <span>
                {address.regionText} {address.detail}
              </span>
            </span>
          </Row>
        )}
        {order.expectedVisitTime && (
          <Row label={t('orders.fields.expectedVisitTime')}>
            {formatVisit(order.expectedVisitTime, order.expectedVisitEnd)}
          </Row>
        )}
        {order.remarks && <Row label={t('orders.fields.remarks')}>{order.remarks}</Row>}
        {paidWithVoucher(order) ? (
          <Row label={t('orders.fields.payment')}>{t('orders.detail.paidWithVoucher')}</Row>
        ) : (
          order.payMethod && <Row label={t('orders.fields.payMethod')}>{t(`orders.payMethod.${order.payMethod}`)}</Row>
        )}
        {order.priceDifference && (
          <>
            <Row label={t('orders.fields.priceDifference')}>
              <Money amount={order.priceDifference.amount} />{' '}
              <span className="orders-muted">
                ({t(order.priceDifference.paid ? 'orders.detail.paid' : 'orders.detail.unpaid')})
              </span>
            </Row>
            <Row label={t('orders.fields.priceDifferenceReason')}>{order.priceDifference.reason}</Row>
          </>
        )}
        {order.refund && (
          <>
            <Row label={t('refund.reason')}>{order.refund.reason}</Row>
            <Row label={t('refund.statusLabel')}>{t(`refund.status.${order.refund.status}`)}</Row>
            <Row label={t('refund.amount')}>
              <Money amount={order.refund.amount} />
            </Row>
            <RefundedTo order={order} />
            {order.refund.remark && <Row label={t('refund.remark')}>{order.refund.remark}</Row>}
          </>
        )}
      </dl>
    </section>
  );
}

/** The goods of the order with their add-ons. */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.items.length === 0) return null;
  return (
    <section className="orders-section" aria-labelledby="orders-items-title">
      <h2 id="orders-items-title" className="orders-section-title">
        {t('orders.detail.items')}
      </h2>
      <ul className="orders-items">
        {uniqueKeys(order.items, (line) => `${line.goodsId}-${line.addOns.map((a) => a.id).join('.')}`).map(
          ({ item, key }) => (
            <li key={key} className="orders-item">
              <div className="orders-item-line">
                <span>{t('orders.summary.item', { name: item.name, count: item.count })}</span>
                <Money amount={item.price * item.count} />
              </div>
              {item.addOns.length > 0 && (
                <p className="orders-item-addons">
                  {t('orders.detail.addOns', { names: item.addOns.map((addOn) => addOn.name).join(', ') })}
                </p>
              )}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
