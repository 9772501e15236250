import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './link-button.css';
import './load-more.css';
import { Spinner } from './light/Spinner';

type Pager = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ isFetchNextPageError: boolean; error: unknown }>;
};

/**
 * The foot of an infinitely scrolled list: loads the next page when it scrolls into view, says when there is
 * no more, and offers a retry when a page failed (the client has already said why). 'Loading more' shows only
 * while a page is on its way: a spinner waiting below the fold for the customer to scroll would keep the
 * phone redrawing the screen 60 times a second (antd-mobile's own animates in SVG, whatever the motion setting).
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
            {t('shell.list.failed')}{' '}
            <button type="button" className="link-button" onClick={retry}>
              {t('shell.retry')}
            </button>
          </span>
        ) : hasMore ? (
          <span className="load-more" role="status">
            {query.isFetchingNextPage ? (
              <>
                {t('shell.list.loading')}
                <Spinner />
              </>
            ) : null}
          </span>
        ) : (
          <span className="load-more">{t('shell.list.end')}</span>
        )
      }
    </InfiniteScroll>
  );
}
