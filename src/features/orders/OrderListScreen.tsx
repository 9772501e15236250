import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { orderKeys, orderQueries } from '../../api/order';
import { ORDER_STATUSES, type OrderCounts } from '../../api/schemas/order';
import { isFirstPageEmpty } from '../../lib/paging';
import { PATHS, withQuery } from '../../lib/paths';
import { LoadMore } from '../../ui/LoadMore';
import { Button } from '../../ui/light/Button';
import { Notice } from '../../ui/light/Notice';
import { PullToRefresh } from '../../ui/light/PullToRefresh';
import { Tabs } from '../../ui/light/Tabs';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { ExclamationCircleOutline } from './icons';
import { isNetworkFailure, liveOptions, useDocumentVisible, useOnline, useRefreshOnReturn } from './live';
import { OrderCard } from './OrderCard';
import { SavedPassCard } from './PickupPassCard';
import { readPasses, rememberOrders } from './pickup-pass';
import './orders.css';

export const ORDER_PAGE_SIZE = 10;
/** The Order tab's statuses (an unknown one, 'other', has no tab of its own: it shows under All). */
type ListedStatus = (typeof ORDER_STATUSES)[number];
type TabKey = ListedStatus | 'all';
const TABS: readonly TabKey[] = ['all', ...ORDER_STATUSES];

export function statusParam(value: string | null): ListedStatus | null {
  return value && (ORDER_STATUSES as readonly string[]).includes(value) ? (value as ListedStatus) : null;
}

/**
 * /pages/Order/Order/index (tab): the orders by status, each tab with its count (`/order/order-number`), pages
 * loaded as the list scrolls (`/order/order-list`), pull to refresh, and refreshed by itself while open.
 * The chosen tab lives in the query (`?status=`), so back and reload keep it.
 */
export default function OrderListScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const status = statusParam(new URLSearchParams(useSearch()).get('status'));
  const visible = useDocumentVisible();
  const live = liveOptions(visible);
  const counts = useQuery({ ...orderQueries.counts(), ...live });
  const list = useInfiniteQuery({ ...orderQueries.list(status, ORDER_PAGE_SIZE), ...live });
  useRefreshOnReturn(orderKeys.all);

  const orders = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  useEffect(() => {
    if (orders.length > 0) rememberOrders(orders, { opened: false });
  }, [orders]);

  const online = useOnline();
  const offline = !online || list.fetchStatus === 'paused' || isNetworkFailure(list.error ?? list.failureReason);
  const passes = useMemo(() => (offline && !list.data ? readPasses() : []), [offline, list.data]);

  const refresh = async () => {
    await Promise.all([list.refetch(), counts.refetch()]);
  };

  return (
    <Page title={t('routes.order')} back={false}>
      <div className="orders-tabs">
        <Tabs
          tabs={TABS.map((key) => ({ key, title: <TabTitle tab={key} counts={counts.data} /> }))}
          activeKey={status ?? 'all'}
          onChange={(key) =>
            navigate(withQuery(PATHS.order, { status: key === 'all' ? undefined : key }), { replace: true })
          }
        />
      </div>
      <PullToRefresh onRefresh={refresh}>
        <div className="orders-list-body">
          {offline && list.data && (
            <p className="orders-stale orders-list-stale" role="status">
              <ExclamationCircleOutline aria-hidden /> {t('orders.pass.staleData')}
            </p>
          )}
          {passes.length > 0 && (
            <section className="orders-saved-passes" aria-labelledby="orders-saved-title">
              <h2 id="orders-saved-title" className="orders-section-title">
                {t('orders.pass.savedTitle')}
              </h2>
              {passes.map((pass) => (
                <SavedPassCard key={pass.orderId} pass={pass} headingLevel={3} />
              ))}
            </section>
          )}
          <QueryState
            query={{ ...list, isError: list.isError && list.data === undefined }}
            isEmpty={isFirstPageEmpty}
            empty={
              <Notice status="empty" title={t('orders.list.empty')}>
                <Button color="primary" onClick={() => navigate(PATHS.productList)}>
                  {t('home.placeOrder')}
                </Button>
              </Notice>
            }
          >
            {() => (
              <>
                <ul className="orders-list" aria-label={t(status ? `orders.status.${status}` : 'orders.tabs.all')}>
                  {orders.map((order) => (
                    <OrderCard key={order.id} order={order} />
                  ))}
                </ul>
                <LoadMore query={list} />
              </>
            )}
          </QueryState>
        </div>
      </PullToRefresh>
    </Page>
  );
}

function TabTitle({ tab, counts }: { tab: TabKey; counts: OrderCounts | undefined }) {
  const { t } = useTranslation();
  const count = counts?.[tab];
  return (
    <span className="orders-tab">
      {t(tab === 'all' ? 'orders.tabs.all' : `orders.status.${tab}`)}
      {/* an empty badge holds the count's place until it arrives, so the tabs do not move sideways then */}
      {count === undefined ? (
        <span className="orders-tab-count" aria-hidden="true" />
      ) : (
        <span className={`orders-tab-count${count > 0 ? ' has-orders' : ''}`} data-count={count}>
          {count}
        </span>
      )}
    </span>
  );
}
