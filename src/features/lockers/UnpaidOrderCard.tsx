import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Order } from '../../api/schemas/order';
import { PATHS, withQuery } from '../../lib/paths';
import { Button } from '../../ui/light/Button';
import { Money } from '../../ui/Money';
import { payWindowClosed } from './cabinet-orders';

/** An unpaid order for this cabinet: paid (on its detail page) before its shoes can be stored, or timed out. */
export function UnpaidOrderCard({ order, now }: { order: Order; now: number }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const closed = payWindowClosed(order, now);
  const titleId = `unpaid-order-${order.id}`;
  return (
    <article className="cabinet-order" aria-labelledby={titleId}>
      <h3 id={titleId} className="cabinet-order-no">
        {t('lockers.orderNo', { orderNo: order.orderNo })}
      </h3>
      <dl className="cabinet-order-facts">
        <div>
          <dt>{t('lockers.amount')}</dt>
          <dd>
            <Money amount={order.actualPayment} />
          </dd>
        </div>
      </dl>
      {closed ? (
        <p className="cabinet-order-note cabinet-order-alert" role="note">
          {t('errors.orderTimedOut')}
        </p>
      ) : (
        <p className="cabinet-order-note">{t('lockers.payBeforeStoring')}</p>
      )}
      <Button
        block
        color={closed ? 'default' : 'primary'}
        fill={closed ? 'outline' : 'solid'}
        aria-describedby={titleId}
        onClick={() => navigate(withQuery(PATHS.orderDetail, { id: order.id }))}
      >
        {closed ? t('lockers.viewOrder') : t('lockers.payNow')}
      </Button>
    </article>
  );
}
