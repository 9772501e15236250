import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lockerQueries } from '../../api/locker';
import { storeQueries } from '../../api/store';
import { freeBoxesText } from '../../ui/free-boxes';
import { EnvironmentOutline } from '../../ui/light/marks/EnvironmentOutline';
import { QueryState } from '../../ui/QueryState';

/** Ordering at a store scanned: the store (`/store/store-info`) at the top. */
export function StoreHeader({ storeNo }: { storeNo: string }) {
  const { t } = useTranslation();
  const query = useQuery(storeQueries.info(storeNo));
  return (
    <section className="form-card order-site-card" aria-label={t('createOrder.site.store')}>
      <QueryState query={query} loading={<SiteLinesLoading kind={t('createOrder.site.store')} />}>
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
      <QueryState query={query} loading={<SiteLinesLoading kind={t('createOrder.site.cabinet')} />}>
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

/**
 * The place's lines while it is asked for, as high as they will be (kind, name, address and one line more), so
 * that the form below does not move when the answer comes.
 */
function SiteLinesLoading({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <div className="light-skeleton order-site-loading" role="status" aria-label={t('shell.loading')}>
      <p className="order-site-kind">{kind}</p>
      {['order-site-name', 'order-site-line', 'order-site-line'].map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered
        <p key={index} className={line} aria-hidden="true">
          <span className="light-skeleton-line order-site-placeholder" />
        </p>
      ))}
    </div>
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
