import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { walletQueries } from '../../api/wallet';
import { Page } from '../../ui/page/Page';
import { BalanceCard } from './BalanceCard';
import { BillList } from './BillList';
import { TopUpConfirming } from './TopUpConfirming';
import './wallet.css';

/**
 * /pages/My/Wallet/index: the balance with a way to top up, and the balance records. The records show once the
 * balance has answered: the card grows with its figures then, and would push down records already on screen.
 * Both are asked for at once. A top-up the server has not confirmed yet shows under the balance until it has.
 */
export default function WalletScreen() {
  const { t } = useTranslation();
  const balanceKnown = !useQuery(walletQueries.info()).isPending;
  useInfiniteQuery(walletQueries.billPages());
  return (
    <Page title={t('routes.wallet')}>
      <BalanceCard />
      <TopUpConfirming />
      {balanceKnown && (
        <section className="wallet-records" aria-labelledby="wallet-records-title">
          <h2 id="wallet-records-title" className="wallet-section-title">
            {t('wallet.records')}
          </h2>
          <BillList />
        </section>
      )}
    </Page>
  );
}
