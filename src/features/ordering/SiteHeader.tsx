import { useQuery } from '@tanstack/react-query';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { lockerQueries } from '../../api/locker';
import { storeQueries } from '../../api/store';
import { freeBoxesText } from '../../ui/free-boxes';
import { QueryState } from '../../ui/QueryState';

/** Ordering at a store scanned: the store (`/store/store-info`) at the top. */
export function StoreHeader({ storeNo }: { storeNo: string }) {
  const { t } = useTranslation();
  const query = useQuery(storeQueries.info(storeNo));
  return (
    <section className="form-card order-site-card" aria-label={t('createOrder.site.store')}>
      <QueryState query={query} skeletonRows={1}>
        {(store) => (
          <>
            <p className="order-site-kind">{t('createOrder.site.store')}</p>
            <h2 className="order-site-name">{store.name}</h2>
            <p className="order-site-line">
              <EnvironmentOutline aria-hidden /> {store.address}
            </p>
            {store.openHours && (
              <p className="order-site-line">{t('createOrder.site.hours', { hours: store.openHours })}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** Ordering at a cabinet scanned (or binding an online order to it): the cabinet (`/locker/locker-info`). */
export function LockerHeader({ lockerNo }: { lockerNo: string }) {
  const { t } = useTranslation();
  const query = useQuery(lockerQueries.info(lockerNo));
  return (
    <section className="form-card order-site-card" aria-label={t('createOrder.site.cabinet')}>
      <QueryState query={query} skeletonRows={1}>
        {(locker) => (
          <>
            <p className="order-site-kind">{t('createOrder.site.cabinet')}</p>
            <h2 className="order-site-name">{locker.name}</h2>
            <p className="order-site-line">
              <EnvironmentOutline aria-hidden /> {locker.address}
            </p>
            {!locker.online ? (
              <p className="order-site-line">{t('createOrder.site.offline')}</p>
            ) : (
              locker.freeBoxes !== null && (
                <p className="order-site-line">{freeBoxesText(t, locker.freeBoxes, locker.boxes)}</p>
              )
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
