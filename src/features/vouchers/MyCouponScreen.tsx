import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { OWNED_COUPON_STATUSES, type OwnedCouponStatus } from '../../api/schemas/coupon';
import { walletQueries } from '../../api/wallet';
import { isFirstPageEmpty, itemsOf } from '../../lib/paging';
import { PATHS, withQuery } from '../../lib/paths';
import { LoadMore } from '../../ui/LoadMore';
import { Button } from '../../ui/light/Button';
import { Notice } from '../../ui/light/Notice';
import { Tabs } from '../../ui/light/Tabs';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { VoucherCard } from './VoucherCard';
import '../../ui/bottom-bar.css';
import './vouchers.css';

/** /pages/My/MyCoupon/index: the customer's vouchers (`/wallet/coupon-list`), unused, used and expired apart. */
export default function MyCouponScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [status, setStatus] = useState<OwnedCouponStatus>('unused');
  return (
    <Page title={t('routes.myCoupon')}>
      <Tabs
        className="voucher-tabs"
        tabs={OWNED_COUPON_STATUSES.map((key) => ({ key, title: t(`vouchers.tabs.${key}`) }))}
        activeKey={status}
        onChange={setStatus}
        panelId="voucher-panel"
      />
      <div id="voucher-panel" role="tabpanel" aria-label={t(`vouchers.tabs.${status}`)}>
        <OwnedVouchers key={status} status={status} />
      </div>
      {/* fixed to the bottom: below a list of unknown length it moved down as the list arrived */}
      <div className="bottom-bar-spacer" />
      <div className="bottom-bar">
        <Button block color="primary" fill="outline" onClick={() => navigate(PATHS.coupon)}>
          {t('vouchers.claimMore')}
        </Button>
      </div>
    </Page>
  );
}

function OwnedVouchers({ status }: { status: OwnedCouponStatus }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const query = useInfiniteQuery(walletQueries.ownedPages(status));
  return (
    <QueryState
      query={query}
      isEmpty={isFirstPageEmpty}
      empty={<Notice status="empty" title={t(`vouchers.empty.${status}`)} />}
    >
      {(data) => (
        <>
          <ul className="voucher-list">
            {itemsOf(data).map(({ status: own, ...rest }) => {
              // a status the app does not know: the voucher is listed under the one this tab asked for
              const coupon = { ...rest, status: own === 'other' ? status : own };
              return (
                <li key={coupon.id}>
                  <VoucherCard
                    coupon={coupon}
                    muted={coupon.status !== 'unused'}
                    action={
                      coupon.status === 'unused' ? (
                        // the checkout starts with this voucher (with the goods still to choose if the cart is empty)
                        <Button
                          size="small"
                          color="primary"
                          aria-label={t('vouchers.useLabel', { name: coupon.name })}
                          onClick={() => navigate(withQuery(PATHS.createOrder, { couponId: coupon.id }))}
                        >
                          {t('vouchers.use')}
                        </Button>
                      ) : (
                        <span className="voucher-stamp">{t(`vouchers.status.${coupon.status}`)}</span>
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
          <LoadMore query={query} />
        </>
      )}
    </QueryState>
  );
}
