import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Goods } from '../../api/schemas/goods';
import { GoodsPrices } from './GoodsPrices';

/** One goods in the list: picture, name, line, price and member price; tap to see it, + to add it plain. */
export function GoodsCard({ goods, onOpen, onAdd }: { goods: Goods; onOpen: () => void; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="goods-card">
      <button type="button" className="goods-card-open" onClick={onOpen}>
        {goods.image ? (
          <img className="goods-card-image" src={goods.image} alt="" />
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
        onClick={onAdd}
      >
        <AddOutline aria-hidden fontSize={18} />
      </button>
    </li>
  );
}
