import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { walletKeys, walletQueries } from '../../api/wallet';
import { confirmingKeys, useConfirmingPayment, useRefreshWhileConfirming } from '../payment-confirming';
import { isTopUpCredited } from './top-up-status';

/**
 * A top-up the chat app or the card page said was paid, that the server had not confirmed yet (remembered
 * across a reload). While it lasts the wallet is read again by itself; once the balance shows it, it is
 * forgotten and `credited` is true for the screen that is showing it.
 */
export function useTopUpConfirming() {
  const { entry, settle } = useConfirmingPayment(confirmingKeys.topUp());
  const info = useQuery({ ...walletQueries.info(), enabled: entry !== null });
  const credited =
    entry !== null &&
    info.data !== undefined &&
    isTopUpCredited(
      { balance: entry.balanceBefore ?? null, totalRecharge: entry.totalRechargeBefore ?? null },
      info.data,
      entry.amount ?? 0,
    );
  useEffect(() => {
    if (credited) settle();
  }, [credited, settle]);
  useRefreshWhileConfirming(entry && !credited ? entry : null, walletKeys.all);
  return { entry: credited ? null : entry, credited };
}
