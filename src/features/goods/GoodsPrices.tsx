import { useTranslation } from 'react-i18next';
import type { Goods } from '../../api/schemas/goods';
import { Money } from '../../ui/Money';
import { hasMemberPrice } from './pricing';

/**
 * A goods' price, and its member price when it has a lower one: in the list's card (a span, as the card is a
 * button) and, larger, on the detail screen (a paragraph).
 */
export function GoodsPrices({
  goods,
  as: Tag = 'span',
  large = false,
}: {
  goods: Pick<Goods, 'price' | 'memberPrice'>;
  as?: 'span' | 'p';
  large?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Tag className="goods-card-prices">
      <span className={large ? 'goods-price goods-price-large' : 'goods-price'}>
        <Money amount={goods.price} />
      </span>
      {hasMemberPrice(goods) && (
        <span className="goods-member-price">
          {t('goods.memberPrice')} <Money amount={goods.memberPrice} />
        </span>
      )}
    </Tag>
  );
}
