import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { goodsQueries } from '../../api/goods';
import type { OwnedCoupon } from '../../api/schemas/coupon';
import type { Id } from '../../lib/id';
import type { OrderContext } from '../../lib/order-context';
import { QueryState } from '../../ui/QueryState';
import { limitedToSomeGoods, voucherTypeKey } from '../vouchers';
import { GoodsCard } from './GoodsCard';
import { EAGER_CARDS } from './GoodsList';
import { useGoodsActions } from './use-goods-actions';

/** Whether the goods list shows only the goods of `voucher`: it is for some goods, and names them. */
export const showsVoucherGoods = (voucher: OwnedCoupon | null): voucher is OwnedCoupon =>
  voucher !== null && limitedToSomeGoods(voucher) && voucher.goodsIds.length > 0;

/**
 * The line naming the voucher the customer chose in My vouchers: the goods it is for (listed below it, with
 * every goods one tap away), or that any goods will do.
 */
export function VoucherNote({ voucher, onAllGoods }: { voucher: OwnedCoupon; onAllGoods: () => void }) {
  const { t } = useTranslation();
  const name = voucher.name || t(voucherTypeKey(voucher.type));
  if (!showsVoucherGoods(voucher)) return <p className="voucher-goods-note">{t('goods.voucher.any', { name })}</p>;
  return (
    <div className="voucher-goods-note">
      <p>{t('goods.voucher.some', { name })}</p>
      <button type="button" className="text-button" onClick={onAllGoods}>
        {t('goods.voucher.allGoods')}
      </button>
    </div>
  );
}

/** The goods a voucher is for, each read as the product screen reads it (one that cannot be read is left out). */
export function VoucherGoodsList({ ids, context }: { ids: readonly Id[]; context: OrderContext }) {
  const { t } = useTranslation();
  const query = useQuery(goodsQueries.infos(ids));
  const { add, open } = useGoodsActions(context);
  return (
    <QueryState
      query={query}
      isEmpty={(list) => list.length === 0}
      empty={<p className="goods-empty">{t('goods.empty')}</p>}
    >
      {(list) => (
        <ul className="goods-list" aria-label={t('goods.listLabel')}>
          {list.map((goods, index) => (
            <GoodsCard key={goods.id} goods={goods} eager={index < EAGER_CARDS} onOpen={open} onAdd={add} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
