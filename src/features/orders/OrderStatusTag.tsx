import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../api/schemas/order';

const COLORS: Record<OrderStatus, string> = {
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

/** The order's status; `confirming`: a payment of it the server has not confirmed yet, shown instead. */
export function OrderStatusTag({ status, confirming = false }: { status: OrderStatus; confirming?: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={confirming ? 'warning' : COLORS[status]} fill="outline" className="orders-status-tag">
      {confirming ? t('payment.confirming.pending') : t(`orders.status.${status}`)}
    </Tag>
  );
}
