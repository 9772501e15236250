import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { orderQueries } from '../../api/order';
import { PATHS, withQuery } from '../../lib/paths';
import { isLoggedInAtom } from '../../state/session';
import { InlineRetry } from '../../ui/InlineRetry';
import { useKeptCopy } from '../../ui/kept-copy';
import { Button } from '../../ui/light/Button';
import { Skeleton } from '../../ui/light/Skeleton';
import { isNetworkFailure, readPasses, rememberOrders, useNow, useOnline } from '../orders';
import { LiveOrderCard } from './LiveOrderCard';
import { homeCards, liveOrders } from './live-orders';
import { SavedPasses } from './SavedPasses';

/** Live orders on Home are read from the newest page of orders: finished ones drop out below it. */
export const NEWEST = { pageNum: 1, pageSize: 20 };
const SHOWN = 3;

/**
 * The newest orders Home reads its live orders from (none asked for a guest), and whether they are out of
 * reach for lack of signal: the phone says it is offline (the query then waits, paused), or the call failed
 * on the network. `passesInstead`: the pickup passes saved on the phone are shown then, also instead of the
 * orders kept from the last visit (src/ui/kept-copy.ts), which say less of what matters without signal.
 */
function useNewestOrders() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const orders = useQuery({ ...orderQueries.page(NEWEST), enabled: loggedIn });
  const kept = useKeptCopy(loggedIn ? [orderQueries.page(NEWEST).queryKey] : []).kept;
  const online = useOnline();
  const offline = !online || orders.fetchStatus === 'paused' || isNetworkFailure(orders.error ?? orders.failureReason);
  const noSignal = loggedIn && orders.data === undefined && offline;
  const passesInstead = loggedIn && (orders.data === undefined || kept) && offline;
  return { loggedIn, orders, noSignal, passesInstead };
}

/**
 * Whether the live orders' section has its final height: for a guest at once, otherwise once the orders'
 * answer (or failure) is in, or it is clear there is no signal to bring them. Their cards come with a height no
 * placeholder can know beforehand, so what Home draws below them waits for this, instead of being pushed down
 * under the customer's finger.
 */
export function useHomeOrdersSettled(): boolean {
  const { loggedIn, orders, noSignal } = useNewestOrders();
  return !loggedIn || !orders.isPending || noSignal;
}

/** Home's 'My orders in progress': a card per live order, or for a guest the way to log in and see them. */
export function HomeOrders() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { loggedIn, orders, noSignal, passesInstead } = useNewestOrders();
  const now = useNow();
  const live = orders.data ? liveOrders(orders.data.list, now) : [];
  const { shown, more } = homeCards(live, SHOWN);
  // A pickup code shown here has been seen, as on the order's page: its pass is kept on this phone for a
  // visit without signal; the other orders only refresh (or drop) a pass kept before. Once per answer.
  useEffect(() => {
    if (!orders.data) return;
    const { list } = orders.data;
    rememberOrders(list, { opened: false });
    const seen = homeCards(liveOrders(list, new Date()), SHOWN).shown;
    rememberOrders(
      seen.map((entry) => entry.order),
      { opened: true },
    );
  }, [orders.data]);
  // read from this phone only when there is no signal
  const passes = useMemo(() => (passesInstead ? readPasses() : []), [passesInstead]);

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
      ) : passes.length > 0 ? (
        <SavedPasses passes={passes} retry={{ ...orders, isError: true }} />
      ) : orders.isPending && !noSignal ? (
        <Skeleton rows={2} />
      ) : orders.isError || noSignal ? (
        <div className="home-live-empty">
          <InlineRetry query={{ ...orders, isError: true }} message={t('home.live.failed')} />
        </div>
      ) : live.length === 0 ? (
        <p className="home-live-empty">{t('home.live.none')}</p>
      ) : (
        <>
          <ul className="live-orders">
            {shown.map((entry) => (
              <LiveOrderCard key={entry.order.id} live={entry} />
            ))}
          </ul>
          {more > 0 ? (
            <a className="home-live-more" href={`#${PATHS.order}`}>
              {t('home.live.more', { count: more })}
            </a>
          ) : null}
        </>
      )}
    </section>
  );
}
