import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { PickupCode } from '../../ui/PickupCode';
import { ExclamationCircleOutline } from './icons';
import type { PickupPass } from './pickup-pass';

type Props = {
  pickupCode: string;
  boxNo: string;
  place: string;
  /** Shown from what this phone saved, without the server's word: when it was saved. */
  savedAt?: Date | null;
  orderNo?: string;
  headingLevel?: 2 | 3;
};

/** The pickup code, box and cabinet, large enough to read at the cabinet. */
export function PickupPassCard({ pickupCode, boxNo, place, savedAt, orderNo, headingLevel = 2 }: Props) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`orders-pass${savedAt ? ' is-saved' : ''}`} aria-label={t('orders.pass.title')}>
      <Heading className="orders-pass-title">{t('orders.pass.title')}</Heading>
      {savedAt && (
        <p className="orders-pass-stale" role="status">
          <ExclamationCircleOutline aria-hidden /> {t('orders.pass.outOfDate', { time: formatDateTime(savedAt) })}
        </p>
      )}
      <dl className="orders-pass-grid">
        <div className="orders-pass-code">
          <dt>{t('orders.fields.pickupCode')}</dt>
          <dd>
            <PickupCode code={pickupCode} />
          </dd>
        </div>
        <div>
          <dt>{t('orders.fields.box')}</dt>
          <dd>{boxNo}</dd>
        </div>
        <div>
          <dt>{t('orders.fields.cabinet')}</dt>
          <dd>{place}</dd>
        </div>
        {orderNo && (
          <div>
            <dt>{t('orders.fields.orderNo')}</dt>
            <dd>{orderNo}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** A pass saved on this phone (./pickup-pass.ts), shown with when it was saved: it may be out of date. */
export function SavedPassCard({ pass, headingLevel }: { pass: PickupPass; headingLevel?: 2 | 3 }) {
  return (
    <PickupPassCard
      pickupCode={pass.pickupCode}
      boxNo={pass.boxNo}
      place={pass.place}
      orderNo={pass.orderNo}
      savedAt={pass.savedAt}
      headingLevel={headingLevel}
    />
  );
}
