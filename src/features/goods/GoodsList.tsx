import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { goodsQueries } from '../../api/goods';
import type { Goods } from '../../api/schemas/goods';
import type { Id } from '../../lib/id';
import { type OrderContext, orderContextQuery } from '../../lib/order-context';
import { isFirstPageEmpty } from '../../lib/paging';
import { PATHS, withQuery } from '../../lib/paths';
import { userInfoAtom } from '../../state/session';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { QueryState } from '../../ui/QueryState';
import { useNearScreen } from '../../ui/use-near-screen';
import { GoodsCard } from './GoodsCard';
import { priceFor } from './pricing';
import { useAddToCart } from './use-cart';

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
  const [, navigate] = useLocation();
  const member = useAtomValue(userInfoAtom)?.member ?? false;
  const addToCart = useAddToCart();
  const query = useInfiniteQuery(goodsQueries.infinite(shopId, typeId));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useNearScreen();

  useEffect(() => {
    if (sentinel.near && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [sentinel.near, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // the same callbacks from one drawing of the list to the next: a card is drawn again only when its goods are
  const add = useCallback(
    (goods: Goods) => {
      addToCart({
        id: goods.id,
        name: goods.name,
        price: priceFor(goods, member),
        image: goods.image,
        goodsAddVos: [],
      });
      showToast(t('goods.added'));
    },
    [addToCart, member, t],
  );
  const open = useCallback(
    (goods: Goods) => navigate(withQuery(PATHS.productDetail, { id: goods.id, ...orderContextQuery(context) })),
    [navigate, context],
  );

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
