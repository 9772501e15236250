import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '../../api/schemas/order';
import { Tag, type TagColor } from '../../ui/light/Tag';

const COLORS: Record<OrderStatus, TagColor> = {
  unpaid: 'danger',
  'to-be-stored': 'primary',
  'pending-acceptance': 'primary',
  cleaning: 'primary',
  'to-be-collected': 'success',
  completed: 'default',
  overdue: 'danger',
  'price-difference': 'warning',
  refund: 'default',
  other: 'default',
};

/**
 * The locale key of an order's status as the customer reads it: a refunded order says "Refunded" only once the
 * money is back, "Refunding" while it is on its way (the refund's own state is the one truth about it).
 */
export function statusKey(order: Pick<Order, 'status' | 'refund'>) {
  return order.status === 'refund' && order.refund?.status === 'refunding'
    ? 'refund.status.refunding'
    : (`orders.status.${order.status}` as const);
}

/** The order's status; `confirming`: a payment of it the server has not confirmed yet, shown instead. */
export function OrderStatusTag({
  order,
  confirming = false,
}: {
  order: Pick<Order, 'status' | 'refund'>;
  confirming?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={confirming ? 'warning' : COLORS[order.status]} fill="outline" className="orders-status-tag">
      {confirming ? t('payment.confirming.pending') : t(statusKey(order))}
    </Tag>
  );
}
