import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsQueries } from '../../api/goods';
import type { Id } from '../../lib/id';
import { Page } from '../../ui/page/Page';
import { QueryLoading } from '../../ui/QueryState';
import { useHeldVoucher } from '../vouchers';
import { CartBar } from './CartBar';
import { GoodsList } from './GoodsList';
import { GoodsTypeTabs } from './GoodsTypeTabs';
import { OrderKindNote } from './OrderKindNote';
import { useOrderShopId } from './order-shop';
import { useOrderContext } from './use-order-context';
import { showsVoucherGoods, VoucherGoodsList, VoucherNote } from './VoucherGoods';
import './goods.css';

/**
 * /pages/Home/ProductList/index: goods types, the goods with price and member price, the cart. With a voucher
 * chosen in My vouchers (`couponId`) that is for some goods: those goods, and every goods a tap away.
 */
export default function ProductListScreen() {
  const { t } = useTranslation();
  // the cards' callbacks follow it: a new one each time the screen draws again (its goods types arriving) would
  // draw every card again
  const context = useOrderContext();
  const { shopId, pending } = useOrderShopId(context);
  const types = useQuery({ ...goodsQueries.types(shopId), enabled: !pending });
  const [typeId, setTypeId] = useState<Id | undefined>(undefined);
  const held = useHeldVoucher(context.couponId);
  const [allGoods, setAllGoods] = useState(false);
  const voucher = allGoods ? null : held.voucher;

  return (
    <Page title={t('routes.productList')}>
      <OrderKindNote context={context} />
      {voucher && <VoucherNote voucher={voucher} onAllGoods={() => setAllGoods(true)} />}
      {held.pending ? (
        <QueryLoading />
      ) : showsVoucherGoods(voucher) ? (
        <VoucherGoodsList ids={voucher.goodsIds} context={context} />
      ) : (
        <>
          {/* "All" is known before the types arrive: the row is drawn at once and the types join it, so nothing
              below moves. The types only filter the goods: without them (an error) the goods show unfiltered,
              and the goods' one error state, when the goods fail too, asks for both again */}
          <GoodsTypeTabs types={types.data ?? []} value={typeId} onChange={setTypeId} />
          {!pending && (
            <GoodsList
              key={`${shopId}-${typeId ?? 'all'}`}
              shopId={shopId}
              typeId={typeId}
              context={context}
              alsoRetry={types.isError ? () => types.refetch() : undefined}
            />
          )}
        </>
      )}
      <CartBar context={context} />
    </Page>
  );
}
