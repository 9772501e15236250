import type { QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { OrderInfo } from '../../api/schemas/order';
import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';
import { confirmDialog } from '../../ui/feedback/dialog';
import { useSingleFlight } from '../../ui/use-single-flight';
import type { BoxJob } from './box-flow';
import { collectBlock, needsBinding } from './cabinet-orders';
import { collectQuestion } from './collect-question';

type Cabinet = {
  lockerNo: string;
  shopId: Id | undefined;
  /** Starts the box flow for one sub-order (useBoxFlow's `start`). */
  start: (job: BoxJob) => void;
  /** A box flow is under way: a tap starts nothing else. */
  busy: boolean;
  /** Reads the sub-orders at the cabinet again. */
  refetchInfos: () => Promise<QueryObserverResult<OrderInfo[]>>;
};

/**
 * What a tap on a sub-order's button starts: storing opens a box at once; collecting first makes sure nothing
 * is owed (a price difference, an overtime fee), else asks to go and pay it (OverduePayment comes back here
 * with `collect=<orderInfoId>`, and the collection continues). `checking` is the sub-order being asked about.
 */
export function useCabinetTaps({ lockerNo, shopId, start, busy, refetchInfos }: Cabinet) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const [, navigate] = useLocation();

  const startStore = useCallback(
    (info: OrderInfo) =>
      start({
        action: 'store',
        orderInfoId: info.orderInfoId,
        orderNo: info.orderNo,
        boxNo: info.boxNo,
        bind: needsBinding(info, lockerNo) ? { orderId: info.orderId, lockerNo } : null,
      }),
    [start, lockerNo],
  );
  const startPick = useCallback(
    (info: OrderInfo) =>
      start({ action: 'pick', orderInfoId: info.orderInfoId, orderNo: info.orderNo, boxNo: info.boxNo }),
    [start],
  );

  // Money owed is never asked for on what the screen last heard: a payment just made (or a refresh that failed
  // since) leaves the card saying it is owed. The server is asked again first; without its answer nothing
  // happens (the client has said why) and the customer can tap again.
  const latest = async (shown: OrderInfo): Promise<OrderInfo | undefined> => {
    if (!collectBlock(shown)) return shown;
    const fresh = await refetchInfos();
    return fresh.isError ? undefined : fresh.data?.find((row) => row.orderInfoId === shown.orderInfoId);
  };

  const collectOrPay = async (info: OrderInfo) => {
    const block = collectBlock(info);
    if (!block) {
      startPick(info);
      return;
    }
    const go = await confirmDialog({
      content: collectQuestion(block, t, language),
      confirmText: t('lockers.goPay'),
      cancelText: t('lockers.notNow'),
    });
    if (!go) return;
    // OverduePayment replaces itself with `redirect` once paid: back here, and the collection continues.
    const back = withQuery(PATHS.pendingList, { lockerNo, shopId, collect: info.orderInfoId });
    navigate(withQuery(PATHS.overduePayment, { orderInfoId: info.orderInfoId, kind: block.kind, redirect: back }));
  };

  // Asking the server before a collection can take seconds, and a second tap meanwhile must not ask twice (two
  // dialogs): one collection at a time, until its dialog is answered; the card's button spins while it asks.
  const collecting = useSingleFlight();
  const [checking, setChecking] = useState<Id>();
  const act = (info: OrderInfo) => {
    if (busy) return;
    if (info.action === 'store') {
      startStore(info);
      return;
    }
    void collecting.run(async () => {
      setChecking(info.orderInfoId);
      const now = await latest(info).finally(() => setChecking(undefined));
      if (now) await collectOrPay(now);
    });
  };

  return { act, startStore, startPick, checking, collecting: collecting.pending };
}
