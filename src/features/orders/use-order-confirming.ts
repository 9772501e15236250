import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { orderKeys } from '../../api/order';
import type { Order } from '../../api/schemas/order';
import { confirmingPaymentsAtom } from '../../state/payments-confirming';
import { useRefreshWhileConfirming } from '../payment-confirming';
import { type Dues, duesOf } from './actions';
import { type OrderConfirming, orderConfirming, settledKeys } from './confirming';

/**
 * The order's payments being confirmed. While there is one, the order family is read again by itself, often
 * at first and then more slowly (confirmRefetchMs), so the screen shows the server's word as soon as it comes;
 * an entry the server has settled is forgotten, and one whose window passed stops counting (the screen then
 * offers the payment again).
 */
export function useOrderConfirming(order: Order, dues: Dues = duesOf(order)): OrderConfirming {
  const [entries, setEntries] = useAtom(confirmingPaymentsAtom);
  const confirming = orderConfirming(entries, order, dues);
  const settled = settledKeys(entries, order, dues).join(' ');

  useEffect(() => {
    if (!settled) return;
    const keys = settled.split(' ');
    setEntries((all) => all.filter((entry) => !keys.includes(entry.key)));
  }, [settled, setEntries]);

  const newest =
    [confirming.pay, confirming.payDifference, confirming.payOverdue]
      .filter((entry) => entry !== null)
      .sort((a, b) => b.at.getTime() - a.at.getTime())[0] ?? null;
  useRefreshWhileConfirming(newest, orderKeys.all);
  return confirming;
}
