import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './link-button.css';
import './load-more.css';
import { Spinner } from './light/Spinner';
import { isNearNow, useNearScreen } from './use-near-screen';

type Pager = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ isFetchNextPageError: boolean; error: unknown }>;
};

/**
 * The foot of an infinitely scrolled list: loads the next page when it scrolls near the screen, and again while
 * it stays there (a short page), says when there is no more, and offers a retry when a page failed (the client
 * has already said why). 'Loading more' shows only while a page is on its way: a spinner waiting below the fold
 * for the customer to scroll would keep the phone redrawing the screen 60 times a second.
 */
export function LoadMore({ query }: { query: Pager }) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const foot = useNearScreen();
  // without an observer (an old engine) the foot counts as near: pages load one after another, as they would scroll
  const near = foot.near || typeof IntersectionObserver === 'undefined';
  const [failed, setFailed] = useState(false);
  // one ask at a time; its end re-renders, so that a foot still near the screen asks for the page after
  const asking = useRef(false);
  const [, setAsked] = useState(0);

  const load = () => {
    if (asking.current) return;
    asking.current = true;
    setFailed(false);
    void fetchNextPage()
      .then(
        (result) => setFailed(result.isFetchNextPageError),
        () => setFailed(true),
      )
      .finally(() => {
        asking.current = false;
        setAsked((count) => count + 1);
      });
  };

  useEffect(() => {
    if (!near || !hasNextPage || isFetchingNextPage || failed) return;
    // the observer reports a page's new rows a frame late: the foot's place now says whether it is still near
    if (!foot.node || isNearNow(foot.node)) load();
  });

  return (
    <div ref={foot.ref} className="load-more-foot">
      {failed ? (
        <span className="load-more">
          {t('shell.list.failed')}{' '}
          <button type="button" className="link-button" onClick={load}>
            {t('shell.retry')}
          </button>
        </span>
      ) : hasNextPage ? (
        <span className="load-more" role="status">
          {isFetchingNextPage ? (
            <>
              {t('shell.list.loading')}
              <Spinner />
            </>
          ) : null}
        </span>
      ) : (
        <span className="load-more">{t('shell.list.end')}</span>
      )}
    </div>
  );
}
