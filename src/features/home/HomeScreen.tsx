import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { adQueries } from '../../api/ad';
import { shopQueries } from '../../api/shop';
import { shopIdAtom, shopInfoAtom } from '../../state/shop';
import { Page } from '../../ui/page/Page';
import { BannerCarousel } from './BannerCarousel';
import type { BannerTarget } from './banner-target';
import { DiscountActivitySheet } from './DiscountActivitySheet';
import { HomeEntries } from './HomeEntries';
import { OrderPopup } from './OrderPopup';
import { ShopCard } from './ShopCard';
import './home.css';

/**
 * /pages/Home/Home/index (tab, custom navigation bar): banners, the order popup, the entries and the shop.
 * A banner opens a discount activity in a sheet or one of the app's own routes, never another site.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const shopId = useAtomValue(shopIdAtom);
  const [shopInfo, setShopInfo] = useAtom(shopInfoAtom);
  const shop = useQuery(shopQueries.info(shopId));
  const banners = useQuery(adQueries.list(shopId));
  const [ordering, setOrdering] = useState(false);
  const [activityId, setActivityId] = useState<number | null>(null);

  // The shop's info is kept as shopInfo (persisted): the last one shows at once on the next visit.
  useEffect(() => {
    if (shop.data) setShopInfo(shop.data);
  }, [shop.data, setShopInfo]);
  const shown = shop.data ?? (shopInfo && shopInfo.id === shopId ? shopInfo : null);

  const open = (target: NonNullable<BannerTarget>) => {
    if (target.type === 'activity') setActivityId(target.activityId);
    else navigate(target.path);
  };

  return (
    <Page title={t('routes.home')} navBar="none" back={false}>
      <header className="home-nav">
        <h1 className="home-title">{shown?.name ?? t('routes.home')}</h1>
      </header>
      {banners.data && banners.data.length > 0 ? (
        <BannerCarousel banners={banners.data} onOpen={open} />
      ) : banners.isPending ? (
        <div className="banners banners-placeholder" aria-hidden />
      ) : null}
      <section className="home-order">
        <Button block color="primary" size="large" className="home-order-button" onClick={() => setOrdering(true)}>
          {t('home.placeOrder')}
        </Button>
      </section>
      <HomeEntries />
      {shown && <ShopCard shop={shown} />}
      <OrderPopup open={ordering} shopId={shopId} onClose={() => setOrdering(false)} />
      <DiscountActivitySheet activityId={activityId} onClose={() => setActivityId(null)} />
    </Page>
  );
}
