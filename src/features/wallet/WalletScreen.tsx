import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page/Page';
import { BalanceCard } from './BalanceCard';
import { BillList } from './BillList';
import './wallet.css';

/** /pages/My/Wallet/index: the balance with a way to top up, and the balance records. */
export default function WalletScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.wallet')}>
      <BalanceCard />
      <section className="wallet-records" aria-labelledby="wallet-records-title">
        <h2 id="wallet-records-title" className="wallet-section-title">
          {t('wallet.records')}
        </h2>
        <BillList />
      </section>
    </Page>
  );
}
