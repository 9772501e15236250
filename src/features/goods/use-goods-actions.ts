import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Goods } from '../../api/schemas/goods';
import { type OrderContext, orderContextQuery } from '../../lib/order-context';
import { PATHS, withQuery } from '../../lib/paths';
import { showToast } from '../../ui/feedback/toast';
import { priceFor } from './pricing';
import { useAddToCart } from './use-cart';
import { useMember } from './use-member';

/**
 * What a goods card does: + adds the goods plain to the cart, a tap opens it (the ordering context carried on).
 * The same callbacks from one drawing of a list to the next: a card is drawn again only when its goods are.
 */
export function useGoodsActions(context: OrderContext) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const member = useMember();
  const addToCart = useAddToCart();
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
  return { add, open };
}
