import { useTranslation } from 'react-i18next';
import { type OrderContext, orderKindNote } from '../../lib/order-context';

/** A line telling which kind of order the goods are for, when the customer came from an ordering choice. */
export function OrderKindNote({ context }: { context: OrderContext }) {
  const { t } = useTranslation();
  const note = orderKindNote(context);
  if (!note) return null;
  return <p className="order-kind-note">{'no' in note ? t(note.key, { no: note.no }) : t(note.key)}</p>;
}
