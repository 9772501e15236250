import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { shopQueries } from '../../api/shop';
import { walletQueries } from '../../api/wallet';
import { shopIdAtom } from '../../state/shop';
import { Notice } from '../../ui/light/Notice';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { BalanceCard } from './BalanceCard';
import { TopUpForm } from './TopUpForm';
import './wallet.css';

/**
 * /pages/Home/TopUp/index: the shop's recharge activity and packages (`/wallet/recharge-activity`), when the
 * shop has top-up open (`/shop/set-recharge-activity`), paid through the payment piece. The offer shows once
 * the balance above it has answered (both are asked for at once): the balance card grows with its figures then,
 * and would push down an offer already on screen.
 */
export default function TopUpScreen() {
  const { t } = useTranslation();
  const shopId = useAtomValue(shopIdAtom);
  const setting = useQuery(shopQueries.rechargeSetting(shopId));
  const activity = useQuery({ ...walletQueries.activity(shopId), enabled: setting.data?.enabled === true });
  const balanceKnown = !useQuery(walletQueries.info()).isPending;

  return (
    <Page title={t('routes.topUp')}>
      <BalanceCard showTopUp={false} />
      {balanceKnown && (
        <QueryState
          query={setting}
          isEmpty={(data) => !data.enabled}
          empty={<Notice status="empty" title={t('topUp.closed')} />}
        >
          {() => (
            <QueryState
              query={activity}
              isEmpty={(data) => data === null || data.packages.length === 0}
              empty={<Notice status="empty" title={t('topUp.noOffer')} />}
            >
              {(data) => (data ? <TopUpForm activity={data} /> : null)}
            </QueryState>
          )}
        </QueryState>
      )}
    </Page>
  );
}
