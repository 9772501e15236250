import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsQueries } from '../../api/goods';
import type { Id } from '../../lib/id';
import type { OrderContext } from '../../lib/order-context';
import { isFirstPageEmpty } from '../../lib/paging';
import { Button } from '../../ui/light/Button';
import { QueryState } from '../../ui/QueryState';
import { useNearScreen } from '../../ui/use-near-screen';
import { GoodsCard } from './GoodsCard';
import { useGoodsActions } from './use-goods-actions';

/**
 * The cards whose pictures load at once: the first ones, on screen when the list opens (about four under the
 * types on a small phone); the others' load as the list scrolls near them.
 */
export const EAGER_CARDS = 4;

type GoodsListProps = {
  shopId: Id;
  typeId?: Id;
  context: OrderContext;
  /** What the error state's 'Try again' also asks again (the screen's other loads). */
  alsoRetry?: () => unknown;
};

/** The goods of one type (or all), loaded page by page as the list scrolls; "Load more" does the same by hand. */
export function GoodsList({ shopId, typeId, context, alsoRetry }: GoodsListProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(goodsQueries.infinite(shopId, typeId));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useNearScreen();

  useEffect(() => {
    if (sentinel.near && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [sentinel.near, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const { add, open } = useGoodsActions(context);

  return (
    <QueryState
      query={query}
      alsoRetry={alsoRetry}
      isEmpty={isFirstPageEmpty}
      empty={<p className="goods-empty">{t('goods.empty')}</p>}
    >
      {(data) => (
        <>
          <ul className="goods-list" aria-label={t('goods.listLabel')}>
            {data.pages
              .flatMap((page) => page.list)
              .map((goods, index) => (
                <GoodsCard key={goods.id} goods={goods} eager={index < EAGER_CARDS} onOpen={open} onAdd={add} />
              ))}
          </ul>
          <div ref={sentinel.ref} className="goods-more">
            {hasNextPage ? (
              <Button size="small" fill="none" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t('goods.loadMore')}
              </Button>
            ) : (
              <span>{t('goods.noMore')}</span>
            )}
          </div>
        </>
      )}
    </QueryState>
  );
}
