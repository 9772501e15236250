import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

type Pager = {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isFetchNextPageError: boolean; error: unknown }>;
};

/**
 * The foot of an infinitely scrolled list: loads the next page when it scrolls into view, says when there is
 * no more, and offers a retry when a page failed (the client has already said why).
 */
export function LoadMore({ query }: { query: Pager }) {
  const { t } = useTranslation();
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isFetchNextPageError) throw result.error;
  };
  return (
    <InfiniteScroll hasMore={query.hasNextPage} loadMore={loadMore} threshold={200}>
      {(hasMore, failed, retry) =>
        failed ? (
          <span className="load-more">
            {t('wallet.list.failed')}{' '}
            <button type="button" className="text-button" onClick={retry}>
              {t('shell.retry')}
            </button>
          </span>
        ) : hasMore ? (
          <span className="load-more" role="status">
            {t('wallet.list.loading')}
            <DotLoading />
          </span>
        ) : (
          <span className="load-more">{t('wallet.list.end')}</span>
        )
      }
    </InfiniteScroll>
  );
}
