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

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} fill="outline" className="orders-status-tag">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}
