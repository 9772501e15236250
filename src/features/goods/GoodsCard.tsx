import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goods } from '../../api/schemas/goods';
import { Picture } from '../../ui/light/Picture';
import { GoodsPrices } from './GoodsPrices';
import { AddOutline } from './icons';

/** The picture's size: `.goods-card-image` (goods.css) is 84 by 84. */
const PICTURE_SIZE = 84;

/**
 * One goods in the list: picture, name, line, price and member price; tap to see it, + to add it plain.
 * `eager`: the card is among the first, on screen when the list opens, and its picture loads at once; the
 * others' only as the list scrolls near them (lazy).
 */
export const GoodsCard = memo(function GoodsCard({
  goods,
  eager = false,
  onOpen,
  onAdd,
}: {
  goods: Goods;
  eager?: boolean;
  onOpen: (goods: Goods) => void;
  onAdd: (goods: Goods) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="goods-card">
      <button type="button" className="goods-card-open" onClick={() => onOpen(goods)}>
        {goods.image ? (
          <Picture
            className="goods-card-image"
            src={goods.image}
            alt=""
            width={PICTURE_SIZE}
            height={PICTURE_SIZE}
            priority={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <span className="goods-card-image" />
        )}
        <span className="goods-card-text">
          <span className="goods-card-name">{goods.name}</span>
          {goods.description ? <span className="goods-card-line">{goods.description}</span> : null}
          <GoodsPrices goods={goods} />
        </span>
      </button>
      <button
        type="button"
        className="goods-card-add"
        aria-label={t('goods.addNamed', { name: goods.name })}
        onClick={() => onAdd(goods)}
      >
        <AddOutline aria-hidden fontSize={18} />
      </button>
    </li>
  );
});
