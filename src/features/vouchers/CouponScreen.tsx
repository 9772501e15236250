import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ClaimableCoupon } from '../../api/schemas/coupon';
import { walletMutations, walletQueries } from '../../api/wallet';
import { isFirstPageEmpty, itemsOf } from '../../lib/paging';
import { PATHS } from '../../lib/paths';
import { shopIdAtom } from '../../state/shop';
import { showToast } from '../../ui/feedback/toast';
import { LoadMore } from '../../ui/LoadMore';
import { Button } from '../../ui/light/Button';
import { Notice } from '../../ui/light/Notice';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { useSingleFlight } from '../../ui/use-single-flight';
import { VoucherCard } from './VoucherCard';
import './vouchers.css';
import type { Id } from '../../lib/id';

/**
 * /pages/Order/Coupon/index: the vouchers the shop offers (`/wallet/coupon-list` status claimable), each
 * claimed once with `/wallet/create-order-coupon`; a claimed one shows as claimed.
 */
export default function CouponScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const shopId = useAtomValue(shopIdAtom);
  const query = useInfiniteQuery(walletQueries.claimablePages(shopId));
  const claim = useMutation(walletMutations.claimCoupon());
  const [justClaimed, setJustClaimed] = useState<ReadonlySet<Id>>(new Set());

  const { run: once } = useSingleFlight();

  const onClaim = (coupon: ClaimableCoupon) => {
    void once(async () => {
      await claim.mutateAsync(coupon.templateId);
      setJustClaimed((before) => new Set(before).add(coupon.templateId));
      showToast(t('vouchers.claimedToast'));
    }).catch(() => {
      // the client already showed what the server said; the voucher can be claimed again
    });
  };

  return (
    <Page
      title={t('routes.coupon')}
      right={
        <button type="button" className="voucher-nav-link" onClick={() => navigate(PATHS.myCoupon)}>
          {t('vouchers.mine')}
        </button>
      }
    >
      <QueryState
        query={query}
        isEmpty={isFirstPageEmpty}
        empty={<Notice status="empty" title={t('vouchers.noClaimable')} />}
      >
        {(data) => (
          <>
            <ul className="voucher-list">
              {itemsOf(data).map((coupon) => {
                const claimed = coupon.claimed || justClaimed.has(coupon.templateId);
                const claiming = claim.isPending && claim.variables === coupon.templateId;
                return (
                  <li key={coupon.id}>
                    <VoucherCard
                      coupon={coupon}
                      muted={claimed}
                      action={
                        claimed ? (
                          <span className="voucher-claimed">{t('vouchers.claimed')}</span>
                        ) : (
                          <Button
                            size="small"
                            shape="rounded"
                            color="primary"
                            disabled={claim.isPending}
                            loading={claiming}
                            aria-label={t('vouchers.claimLabel', { name: coupon.name })}
                            onClick={() => onClaim(coupon)}
                          >
                            {t('vouchers.claim')}
                          </Button>
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
    </Page>
  );
}
