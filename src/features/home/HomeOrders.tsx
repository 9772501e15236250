import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { orderQueries } from '../../api/order';
import { PATHS, withQuery } from '../../lib/paths';
import { isLoggedInAtom } from '../../state/session';
import { Button } from '../../ui/light/Button';
import { Skeleton } from '../../ui/light/Skeleton';
import { useNow } from '../orders';
import { LiveOrderCard } from './LiveOrderCard';
import { liveOrders } from './live-orders';

/** Live orders on Home are read from the newest page of orders: finished ones drop out below it. */
const NEWEST = { pageNum: 1, pageSize: 20 };
const SHOWN = 3;

/** The newest orders Home reads its live orders from (none asked for a guest). */
function useNewestOrders() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return { loggedIn, orders: useQuery({ ...orderQueries.page(NEWEST), enabled: loggedIn }) };
}

/**
 * Whether the live orders' section has its final height: for a guest at once, otherwise once the orders'
 * answer (or failure) is in. Their cards come with a height no placeholder can know beforehand, so what
 * Home draws below them waits for this, instead of being pushed down under the customer's finger.
 */
export function useHomeOrdersSettled(): boolean {
  const { loggedIn, orders } = useNewestOrders();
  return !loggedIn || !orders.isPending;
}

/** Home's 'My orders in progress': a card per live order, or for a guest the way to log in and see them. */
export function HomeOrders() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { loggedIn, orders } = useNewestOrders();
  const now = useNow();
  const live = orders.data ? liveOrders(orders.data.list, now) : [];

  return (
    <section className="home-live" aria-labelledby="home-live-title">
      <div className="home-section-head">
        <h2 id="home-live-title" className="home-section-title">
          {t('home.live.title')}
        </h2>
        {loggedIn && live.length > 0 ? (
          <a className="home-section-more" href={`#${PATHS.order}`}>
            {t('home.live.all')}
          </a>
        ) : null}
      </div>
      {!loggedIn ? (
        <div className="home-live-guest">
          <p>{t('home.live.guest')}</p>
          <Button
            size="small"
            color="primary"
            onClick={() => navigate(withQuery(PATHS.login, { redirect: PATHS.home }))}
          >
            {t('shell.goLogin')}
          </Button>
        </div>
      ) : orders.isPending ? (
        <Skeleton rows={2} />
      ) : orders.isError ? (
        <div className="home-live-empty">
          <p>{t('home.live.failed')}</p>
          <Button size="small" onClick={() => void orders.refetch()}>
            {t('shell.retry')}
          </Button>
        </div>
      ) : live.length === 0 ? (
        <p className="home-live-empty">{t('home.live.none')}</p>
      ) : (
        <ul className="live-orders">
          {live.slice(0, SHOWN).map((entry) => (
            <LiveOrderCard key={entry.order.id} live={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
