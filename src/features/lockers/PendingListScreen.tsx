import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { toId } from '../../lib/id';
import { Page } from '../../ui/page/Page';
import { NoCabinet } from './CabinetNotices';
import { CabinetPending } from './CabinetPending';
import './lockers.css';
import { LastCreate } from '../ordering';

/**
 * /pages/Order/PendingList/index?lockerNo=…: the customer at a cabinet (reached by scanning its QR code, in
 * the app or with the chat app's own scanner). Shows the cabinet, the customer's orders waiting to be stored
 * and waiting to be collected here, and runs the box flow for one of them. Collecting waits for a price
 * difference or an overtime fee to be paid (OverduePayment, which comes back here with `collect=<orderInfoId>`
 * and the collection continues). An order just paid at this cabinet comes with `store=<orderInfoId>` ("Store
 * shoes now" on its detail): a box opens for it at once.
 */
export default function PendingListScreen() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const lockerNo = params.get('lockerNo')?.trim() ?? '';
  return (
    <Page title={t('routes.pendingList')}>
      <LastCreate />
      {lockerNo ? (
        <CabinetPending
          key={lockerNo}
          lockerNo={lockerNo}
          shopId={toId(params.get('shopId'))}
          collect={toId(params.get('collect'))}
          store={toId(params.get('store'))}
        />
      ) : (
        <NoCabinet />
      )}
    </Page>
  );
}
