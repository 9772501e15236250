import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { walletQueries } from '../../api/wallet';
import { PATHS } from '../../lib/paths';
import { shopIdAtom } from '../../state/shop';
import { InlineRetry } from '../../ui/InlineRetry';
import { Button } from '../../ui/light/Button';
import { SkeletonBar } from '../../ui/light/Skeleton';
import { Money } from '../../ui/Money';
import './wallet.css';

type Props = {
  /** Shows the top-up button (the wallet screen); the top-up screen itself leaves it out. */
  showTopUp?: boolean;
};

/**
 * The customer's balance (`/wallet/wallet-info`): what can be spent, the gift credit in it, what was paid in
 * through top-ups, each explained in a line under them; and what is usable at the current shop
 * (`/wallet/shop-account`) when that is not the whole balance.
 */
export function BalanceCard({ showTopUp = true }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const headingId = useId();
  const shopId = useAtomValue(shopIdAtom);
  const info = useQuery(walletQueries.info());
  const account = useQuery(walletQueries.shopAccount(shopId));

  return (
    <section className="balance-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="balance-label">
        {t('wallet.balance')}
      </h2>
      {info.isPending ? (
        <SkeletonBar inverse className="balance-skeleton" />
      ) : info.data ? (
        <>
          <p className="balance-amount" data-testid="wallet-balance">
            <Money amount={info.data.balance} />
          </p>
          <dl className="balance-facts">
            {info.data.giftBalance !== null && (
              <div>
                <dt>{t('wallet.giftBalance')}</dt>
                <dd data-testid="wallet-gift">
                  <Money amount={info.data.giftBalance} />
                </dd>
              </div>
            )}
            {info.data.totalRecharge !== null && (
              <div>
                <dt>{t('wallet.totalRecharge')}</dt>
                <dd>
                  <Money amount={info.data.totalRecharge} />
                </dd>
              </div>
            )}
            {account.data && account.data.balance !== info.data.balance && (
              <div>
                <dt>{t('wallet.shopBalance')}</dt>
                <dd>
                  <Money amount={account.data.balance} />
                </dd>
              </div>
            )}
          </dl>
          {(info.data.giftBalance !== null || info.data.totalRecharge !== null) && (
            <p className="balance-note">{t('wallet.factsNote')}</p>
          )}
        </>
      ) : (
        <div className="balance-error">
          <InlineRetry query={{ ...info, isError: true }} inverse />
        </div>
      )}
      {showTopUp && (
        <Button className="balance-top-up" shape="rounded" size="small" onClick={() => navigate(PATHS.topUp)}>
          {t('wallet.topUp')}
        </Button>
      )}
    </section>
  );
}
