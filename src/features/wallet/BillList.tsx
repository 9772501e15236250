import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Bill } from '../../api/schemas/wallet';
import { walletQueries } from '../../api/wallet';
import { formatDateTime } from '../../lib/format';
import { isFirstPageEmpty, itemsOf } from '../../lib/paging';
import { LoadMore } from '../../ui/LoadMore';
import { Notice } from '../../ui/light/Notice';
import { Money } from '../../ui/Money';
import { QueryState } from '../../ui/QueryState';
import { billKindKey, signedAmount } from './bills';

/** The balance records (`/wallet/bill-list`), newest first, loaded page after page as the list scrolls. */
export function BillList() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(walletQueries.billPages());
  return (
    <QueryState
      query={query}
      isEmpty={isFirstPageEmpty}
      empty={<Notice status="empty" title={t('wallet.noRecords')} />}
    >
      {(data) => (
        <>
          <ul className="bill-list">
            {itemsOf(data).map((bill) => (
              <BillRow key={bill.id} bill={bill} />
            ))}
          </ul>
          <LoadMore query={query} />
        </>
      )}
    </QueryState>
  );
}

function BillRow({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { sign, magnitude, tone } = signedAmount(bill.amount);
  return (
    <li className="bill" data-kind={bill.kind}>
      <div className="bill-main">
        <p className="bill-kind">{t(billKindKey(bill.kind, bill.amount))}</p>
        <p className="bill-meta">
          {bill.time && <time dateTime={bill.time.toISOString()}>{formatDateTime(bill.time)}</time>}
        </p>
        {bill.orderNo && <p className="bill-meta">{t('wallet.orderNo', { orderNo: bill.orderNo })}</p>}
      </div>
      <div className="bill-side">
        <p className={`bill-amount bill-amount-${tone}`}>
          {sign}
          <Money amount={magnitude} />
        </p>
        {bill.balanceAfter !== null && (
          <p className="bill-meta">
            {t('wallet.balanceAfter')} <Money amount={bill.balanceAfter} />
          </p>
        )}
      </div>
    </li>
  );
}
