import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lockerQueries } from '../../api/locker';
import { storeQueries } from '../../api/store';
import { freeBoxesText } from '../../ui/free-boxes';
import { QueryState } from '../../ui/QueryState';
import { EnvironmentOutline } from './icons';

/** Ordering at a store scanned: the store (`/store/store-info`) at the top. */
export function StoreHeader({ storeNo }: { storeNo: string }) {
  const { t } = useTranslation();
  const query = useQuery(storeQueries.info(storeNo));
  return (
    <section className="form-card order-site-card" aria-label={t('createOrder.site.store')}>
      <QueryState query={query} skeletonRows={1}>
        {(store) => (
          <SiteLines kind={t('createOrder.site.store')} name={store.name} address={store.address}>
            {store.openHours && (
              <p className="order-site-line">{t('createOrder.site.hours', { hours: store.openHours })}</p>
            )}
          </SiteLines>
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
          <SiteLines kind={t('createOrder.site.cabinet')} name={locker.name} address={locker.address}>
            {!locker.online ? (
              <p className="order-site-line">{t('createOrder.site.offline')}</p>
            ) : (
              locker.freeBoxes !== null && (
                <p className="order-site-line">{freeBoxesText(t, locker.freeBoxes, locker.boxes)}</p>
              )
            )}
          </SiteLines>
        )}
      </QueryState>
    </section>
  );
}

/** The place's kind, name and address, then what only that kind has (opening hours, free boxes). */
function SiteLines({
  kind,
  name,
  address,
  children,
}: {
  kind: string;
  name: string;
  address: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="order-site-kind">{kind}</p>
      <h2 className="order-site-name">{name}</h2>
      <p className="order-site-line">
        <EnvironmentOutline aria-hidden /> {address}
      </p>
      {children}
    </>
  );
}
