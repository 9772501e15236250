import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PATHS, withQuery } from '../../lib/paths';
import { Button } from '../../ui/light/Button';
import { Spinner } from '../../ui/light/Spinner';
import type { PendingCreate } from './pending-create';
import './pending-create.css';

type Props = PendingCreate & { check: () => void; orderAgain: () => void };

/**
 * Where the customer's last order create stands when its answer never came (src/features/ordering/
 * pending-create.ts): being checked, found (with a way to it), or not checkable yet (check again, or order
 * again knowingly). Nothing when there is nothing to settle.
 */
export function PendingCreateNotice(pending: Props) {
  const { t } = useTranslation();
  if (pending.state === 'none') return null;
  return (
    <section className="pending-create" role="status" aria-live="polite">
      {pending.state === 'checking' && (
        <p className="pending-create-text">
          <Spinner inline /> {t('createOrder.pending.checking')}
        </p>
      )}
      {pending.state === 'found' && (
        <>
          <p className="pending-create-text">{t('createOrder.pending.found', { orderNo: pending.order.orderNo })}</p>
          <Link className="pending-create-link" href={withQuery(PATHS.orderDetail, { id: pending.order.id })}>
            {t('createOrder.pending.view')}
          </Link>
        </>
      )}
      {pending.state === 'failed' && (
        <>
          <p className="pending-create-text">{t('createOrder.pending.failed')}</p>
          <div className="pending-create-actions">
            <Button color="primary" onClick={pending.check}>
              {t('createOrder.pending.checkAgain')}
            </Button>
            <Button fill="outline" onClick={pending.orderAgain}>
              {t('createOrder.pending.orderAgain')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
