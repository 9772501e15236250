import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { goodsQueries } from '../../api/goods';
import type { GoodsDetail } from '../../api/schemas/goods';
import { DeferredSafeHtml } from '../../ui/DeferredSafeHtml';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { Notice } from '../../ui/light/Notice';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { AddOnPicker } from './AddOnPicker';
import { CartBar } from './CartBar';
import { GoodsPrices } from './GoodsPrices';
import { GoodsTitle } from './GoodsTitle';
import { ImageGallery } from './ImageGallery';
import { OrderKindNote } from './OrderKindNote';
import { priceFor } from './pricing';
import { useCart } from './use-cart';
import { useOrderContext } from './use-order-context';
import './goods.css';
import { type Id, idParam } from '../../lib/id';
import { useMember } from './use-member';

/** /pages/Home/ProductDetail/index?id=…: pictures, description, add-ons to choose, member price, add to cart. */
export default function ProductDetailScreen() {
  const { t } = useTranslation();
  const search = useSearch();
  const context = useOrderContext();
  const id = idParam(new URLSearchParams(search).get('id'));
  const valid = id !== null;
  const query = useQuery({ ...goodsQueries.info(id ?? '0'), enabled: valid });

  return (
    <Page title={t('routes.productDetail')}>
      <OrderKindNote context={context} />
      {valid ? (
        <QueryState query={query} skeletonRows={6}>
          {(goods) => <ProductDetail goods={goods} />}
        </QueryState>
      ) : (
        <Notice status="empty" title={t('goods.notFound')} />
      )}
      <CartBar context={context} />
    </Page>
  );
}

function ProductDetail({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const member = useMember();
  const cart = useCart();
  const [chosen, setChosen] = useState<Id[]>([]);
  const addOns = goods.goodsAddVos.filter((addOn) => chosen.includes(addOn.id));
  const unit = priceFor(goods, member) + addOns.reduce((sum, addOn) => sum + addOn.price, 0);

  const add = () => {
    cart.add({
      id: goods.id,
      name: goods.name,
      price: priceFor(goods, member),
      image: goods.image,
      goodsAddVos: addOns,
    });
    showToast(t('goods.added'));
  };

  return (
    <article className="goods-detail">
      <ImageGallery
        images={goods.images.length > 0 ? goods.images : goods.image ? [goods.image] : []}
        name={goods.name}
      />
      <section className="goods-detail-card">
        <GoodsTitle goods={goods} />
        <GoodsPrices goods={goods} as="p" large />
        {goods.sales > 0 && <p className="goods-sales">{t('goods.sales', { n: goods.sales })}</p>}
      </section>
      {goods.goodsAddVos.length > 0 && (
        <section className="goods-detail-card">
          <AddOnPicker addOns={goods.goodsAddVos} chosen={chosen} onChange={setChosen} />
        </section>
      )}
      <section className="goods-detail-card goods-detail-add">
        <span>
          {t('goods.unitTotal')} <Money amount={Math.round(unit * 100) / 100} />
        </span>
        <Button color="primary" onClick={add}>
          {t('goods.addToCart')}
        </Button>
      </section>
      {goods.detail ? (
        <section className="goods-detail-card" aria-labelledby="goods-detail-heading">
          <h2 id="goods-detail-heading" className="section-title">
            {t('goods.detail')}
          </h2>
          <DeferredSafeHtml className="rich-text" html={goods.detail} />
        </section>
      ) : null}
    </article>
  );
}
