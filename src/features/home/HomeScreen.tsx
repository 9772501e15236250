import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { adQueries } from '../../api/ad';
import { orderQueries } from '../../api/order';
import type { Shop } from '../../api/schemas/shop';
import { shopQueries } from '../../api/shop';
import { PATHS } from '../../lib/paths';
import { isLoggedInAtom } from '../../state/session';
import { shopIdAtom } from '../../state/shop';
import { withAntdSetup } from '../../ui/antd-setup';
import { KeptMark } from '../../ui/KeptMark';
import { lazyPart, useOpenedOnce } from '../../ui/lazy-part';
import { Button } from '../../ui/light/Button';
import { Page } from '../../ui/page/Page';
import { BannerCarousel } from './BannerCarousel';
import type { BannerTarget } from './banner-target';
import { HomeEntries } from './HomeEntries';
import { HomeOrders, NEWEST, useHomeOrdersSettled } from './HomeOrders';
import { InviteNotice } from './InviteNotice';
import { ScanIcon } from './icons';
import { NearbyLockersAsked, NearestCabinet } from './NearestCabinet';
import { ShopCard } from './ShopCard';
import './home.css';
import './home-live.css';
import type { Id } from '../../lib/id';
import { LastCreate } from '../ordering';

// The sheets are built on antd-mobile's Popup (and the activity on DOMPurify): they load on the first tap,
// their download starting as the finger lands (pointerdown) or the keyboard reaches the button (focus). A
// failed download is tried again, never the crash screen (src/ui/lazy-part.tsx).
type OrderPopupProps = ComponentProps<typeof import('./OrderPopup').OrderPopup>;
type ActivitySheetProps = ComponentProps<typeof import('./DiscountActivitySheet').DiscountActivitySheet>;
const { Part: OrderPopup, prepare: prepareOrder } = lazyPart<OrderPopupProps>(
  withAntdSetup(() => import('./OrderPopup').then((module) => module.OrderPopup)),
);
const { Part: DiscountActivitySheet, prepare: prepareActivity } = lazyPart<ActivitySheetProps>(
  withAntdSetup(() => import('./DiscountActivitySheet').then((module) => module.DiscountActivitySheet)),
);

/**
 * /pages/Home/Home/index (tab, custom navigation bar): banners; scanning a cabinet and ordering, the two ways
 * to start; the customer's live orders and the nearest cabinet; the entries and the shop.
 * A banner opens a discount activity in a sheet or one of the app's own routes, never another site.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const shopId = useAtomValue(shopIdAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  // the shop, the banners and the customer's orders kept from the last visit are in the cache already
  // (src/app/server-entities.ts, src/app/kept-answers.ts): shown at once, marked, then this visit's answers
  const shop = useQuery(shopQueries.info(shopId));
  const banners = useQuery(adQueries.list(shopId));
  const kept = [
    shopQueries.info(shopId).queryKey,
    adQueries.list(shopId).queryKey,
    ...(loggedIn ? [orderQueries.page(NEWEST).queryKey] : []),
  ];
  const [ordering, setOrdering] = useState(false);
  const [activityId, setActivityId] = useState<Id | null>(null);
  const orderPopupUsed = useOpenedOnce(ordering);
  const activitySheetUsed = useOpenedOnce(activityId !== null);

  const shown = shop.data ?? null;

  const open = (target: NonNullable<BannerTarget>) => {
    if (target.type === 'activity') setActivityId(target.activityId);
    else navigate(target.path);
  };

  return (
    <Page title={t('routes.home')} navBar="none" back={false}>
      <KeptMark queryKeys={kept} />
      <header className="home-nav">
        <h1 className="home-title">{shown?.name || t('routes.home')}</h1>
      </header>
      <LastCreate />
      {banners.data && banners.data.length > 0 ? (
        <BannerCarousel
          banners={banners.data}
          onOpen={open}
          onPrepare={(target) => {
            if (target.type === 'activity') prepareActivity();
          }}
        />
      ) : banners.isPending ? (
        <div className="banners banners-placeholder" aria-hidden />
      ) : null}
      <section className="home-order" aria-label={t('home.start')}>
        <Button color="primary" size="large" className="home-scan-button" onClick={() => navigate(PATHS.scan)}>
          {/* one flex row of its own: the light button wraps what it is given in a span of its own, where a gap
              on the button would never reach the icon and the words */}
          <span className="home-scan-content">
            <ScanIcon className="home-scan-icon" />
            <span className="home-scan-text">{t('home.scan')}</span>
          </span>
        </Button>
        <Button
          color="primary"
          fill="outline"
          size="large"
          className="home-order-button"
          onPointerDown={prepareOrder}
          onFocus={prepareOrder}
          onClick={() => setOrdering(true)}
        >
          {t('home.placeOrder')}
        </Button>
      </section>
      <InviteNotice />
      <HomeOrders />
      {/* asked for with the orders, in the same wave, though drawn only once they are in */}
      <NearbyLockersAsked />
      <BelowOrders shop={shown} />
      {orderPopupUsed && <OrderPopup open={ordering} shopId={shopId} onClose={() => setOrdering(false)} />}
      {activitySheetUsed && <DiscountActivitySheet activityId={activityId} onClose={() => setActivityId(null)} />}
    </Page>
  );
}

/**
 * What Home draws below the live orders, once their section has its final height. In a component of its own:
 * the orders' call (its start, its answer) then draws this, not the whole of Home again.
 */
function BelowOrders({ shop }: { shop: Shop | null }) {
  const settled = useHomeOrdersSettled();
  if (!settled) return null;
  return (
    <>
      <NearestCabinet />
      <HomeEntries />
      {shop && <ShopCard shop={shop} />}
    </>
  );
}
