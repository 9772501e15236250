import { useTranslation } from 'react-i18next';
import type { OrderContext } from './order-context';

/** A line telling which kind of order the goods are for, when the customer came from an ordering choice. */
export function OrderKindNote({ context }: { context: OrderContext }) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (context.kind === 'door') text = t('goods.for.door');
  else if (context.kind === 'online') text = t('goods.for.online');
  else if (context.storeNo) text = t('goods.for.store', { no: context.storeNo });
  else if (context.lockerNo) text = t('goods.for.cabinet', { no: context.lockerNo });
  if (!text) return null;
  return <p className="order-kind-note">{text}</p>;
}
