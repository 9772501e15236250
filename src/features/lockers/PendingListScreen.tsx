import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../api/errors';
import { lockerQueries } from '../../api/locker';
import { orderQueries } from '../../api/order';
import type { OrderInfo } from '../../api/schemas/order';
import { PATHS, withQuery } from '../../lib/paths';
import { toId } from '../../lib/url-params';
import { isLoggedInAtom } from '../../state/session';
import { shopIdAtom } from '../../state/shop';
import { withAntdSetup } from '../../ui/antd-setup';
import { useBackGuard } from '../../ui/back-guard';
import { confirmDialog } from '../../ui/feedback/dialog';
import { lazyPart, useOpenedOnce } from '../../ui/lazy-part';
import { Button } from '../../ui/light/Button';
import { Notice } from '../../ui/light/Notice';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { useSingleFlight } from '../../ui/use-single-flight';
import type { BoxFlowSheetProps } from './BoxFlowSheet';
import { isBusy } from './box-flow';
import { CabinetHeader } from './CabinetHeader';
import { CabinetOrderCard } from './CabinetOrderCard';
import { cabinetOrders, collectBlock, needsBinding, unpaidHere } from './cabinet-orders';
import { collectQuestion } from './collect-question';
import { UnpaidOrderCard } from './UnpaidOrderCard';
import { useBoxFlow } from './use-box-flow';
import './lockers.css';

// The box flow sheet (antd-mobile's Popup, with its animation and gesture code) loads when a box is first
// opened, and is fetched already when the customer's finger touches a store or collect button (or the
// keyboard focus reaches it). A failed download is tried again, never the crash screen (src/ui/lazy-part.tsx).
const { Part: BoxFlowSheet, prepare: prepareBoxFlowSheet } = lazyPart<BoxFlowSheetProps>(
  withAntdSetup(() => import('./BoxFlowSheet').then((module) => module.default)),
);

/** One list of the cabinet page, named by its heading. */
function CabinetSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="cabinet-section" aria-labelledby={id}>
      <h2 id={id} className="cabinet-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

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

function NoCabinet() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Notice status="empty" title={t('lockers.noCabinet')} description={t('lockers.noCabinetHint')}>
      <Button color="primary" onClick={() => navigate(PATHS.scan)}>
        {t('lockers.scanCabinet')}
      </Button>
    </Notice>
  );
}

type CabinetPendingProps = {
  lockerNo: string;
  shopId: number | undefined;
  collect: number | undefined;
  store: number | undefined;
};

function CabinetPending({ lockerNo, shopId, collect, store }: CabinetPendingProps) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const [, navigate] = useLocation();
  const setShopId = useSetAtom(shopIdAtom);
  // a guest sees the cabinet (public); the orders need a session, and asking without one would log out
  const loggedIn = useAtomValue(isLoggedInAtom);
  const locker = useQuery(lockerQueries.info(lockerNo));
  const infos = useQuery({ ...orderQueries.infoList({ lockerNo }), enabled: loggedIn });
  const unpaid = useQuery({ ...orderQueries.page({ status: 'unpaid', pageNum: 1, pageSize: 50 }), enabled: loggedIn });
  const flow = useBoxFlow();
  const busy = isBusy(flow.state);
  const [now] = useState(() => Date.now());
  // The sheet is mounted with the first box flow and stays mounted, so that closing still slides it away.
  const sheetUsed = useOpenedOnce(flow.state.phase !== 'idle');

  // A cabinet's code may name its shop: it becomes the current shop, as on landing (spec section 3).
  useEffect(() => {
    if (shopId !== undefined) setShopId(shopId);
  }, [shopId, setShopId]);

  useBackGuard(
    () =>
      confirmDialog({
        title: t('lockers.flow.leaveTitle'),
        content: t('lockers.flow.leaveConfirm'),
        confirmText: t('lockers.flow.leave'),
        cancelText: t('lockers.flow.stay'),
      }),
    busy,
  );

  const here = useMemo(() => cabinetOrders(infos.data ?? [], lockerNo), [infos.data, lockerNo]);
  const unpaidOrders = useMemo(() => unpaidHere(unpaid.data?.list ?? [], lockerNo), [unpaid.data, lockerNo]);
  const offline = locker.data?.online === false;
  const cabinetShopId = locker.data?.shopId ?? shopId;

  const startCollect = flow.start;
  const refetchInfos = infos.refetch;
  // Money owed is never asked for on what the screen last heard: a payment just made (or a refresh that failed
  // since) leaves the card saying it is owed. The server is asked again first; without its answer nothing
  // happens (the client has said why) and the customer can tap again.
  const latest = useCallback(
    async (shown: OrderInfo): Promise<OrderInfo | undefined> => {
      if (!collectBlock(shown)) return shown;
      const fresh = await refetchInfos();
      return fresh.isError ? undefined : fresh.data?.find((row) => row.orderInfoId === shown.orderInfoId);
    },
    [refetchInfos],
  );
  const collectOrPay = useCallback(
    async (info: OrderInfo) => {
      const block = collectBlock(info);
      if (!block) {
        startCollect({ action: 'pick', orderInfoId: info.orderInfoId, orderNo: info.orderNo, boxNo: info.boxNo });
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
      navigate(
        withQuery(PATHS.overduePayment, {
          orderInfoId: info.orderInfoId,
          kind: block.kind,
          redirect: back,
        }),
      );
    },
    [lockerNo, shopId, navigate, startCollect, t, language],
  );

  // Asking the server before a collection can take seconds, and a second tap meanwhile must not ask twice (two
  // dialogs): one collection at a time, until its dialog is answered; the card's button spins while it asks.
  const collecting = useSingleFlight();
  const [checking, setChecking] = useState<number>();
  const startStore = useCallback(
    (info: OrderInfo) =>
      startCollect({
        action: 'store',
        orderInfoId: info.orderInfoId,
        orderNo: info.orderNo,
        boxNo: info.boxNo,
        bind: needsBinding(info) ? { orderId: info.orderId, lockerNo } : null,
      }),
    [startCollect, lockerNo],
  );
  const act = (info: OrderInfo) => {
    if (busy) return;
    if (info.action === 'store') {
      startStore(info);
    } else {
      void collecting.run(async () => {
        setChecking(info.orderInfoId);
        const now = await latest(info).finally(() => setChecking(undefined));
        if (now) await collectOrPay(now);
      });
    }
  };

  // Coming back from paying what blocked a collection (`collect`), or from an order just paid here (`store`):
  // open its box once, on the server's fresh list, then forget the request (a reload opens nothing again).
  const resumed = useRef(false);
  const resume = collect ?? store;
  useEffect(() => {
    if (resume !== undefined) prepareBoxFlowSheet();
  }, [resume]);
  useEffect(() => {
    if (resume === undefined || resumed.current || !infos.data || infos.isFetching) return;
    resumed.current = true;
    navigate(withQuery(PATHS.pendingList, { lockerNo, shopId }), { replace: true });
    if (locker.data?.online === false) return;
    const rows = cabinetOrders(infos.data, lockerNo);
    const toCollect = rows.toCollect.find((row) => row.orderInfoId === collect);
    const toStore = rows.toStore.find((row) => row.orderInfoId === store);
    if (toCollect && !collectBlock(toCollect))
      startCollect({
        action: 'pick',
        orderInfoId: toCollect.orderInfoId,
        orderNo: toCollect.orderNo,
        boxNo: toCollect.boxNo,
      });
    else if (toStore) startStore(toStore);
  }, [
    resume,
    collect,
    store,
    infos.data,
    infos.isFetching,
    lockerNo,
    shopId,
    navigate,
    startCollect,
    startStore,
    locker.data,
  ]);

  // A code for a cabinet the server does not know (or no longer has): nothing can happen here. Any other
  // refusal ('Service busy, please try again') may pass: asking again stays possible.
  if (locker.isError && isApiError(locker.error) && locker.error.kind === 'business') {
    return (
      <Notice status="empty" title={locker.error.message} description={t('lockers.noCabinetHint')}>
        <Button color="primary" onClick={() => navigate(PATHS.scan, { replace: true })}>
          {t('lockers.scanCabinet')}
        </Button>
        <Button fill="outline" loading={locker.isRefetching} onClick={() => void locker.refetch()}>
          {t('shell.retry')}
        </Button>
      </Notice>
    );
  }

  // The unpaid orders come with their own call: the lists (and the button under them) show once both calls
  // have answered, in one go, so nothing already on screen is pushed down when the second answer comes.
  const lists = { ...infos, isPending: infos.isPending || unpaid.isPending };
  const nothingHere = here.toStore.length === 0 && here.toCollect.length === 0 && unpaidOrders.length === 0;

  if (!loggedIn) {
    return (
      <div className="cabinet">
        <QueryState query={locker} skeletonRows={2}>
          {(data) => <CabinetHeader locker={data} />}
        </QueryState>
        <Notice
          status="empty"
          className="cabinet-guest"
          title={t('shell.pleaseLogin')}
          description={t('lockers.guestHint')}
        >
          <Button
            color="primary"
            onClick={() =>
              navigate(withQuery(PATHS.login, { redirect: withQuery(PATHS.pendingList, { lockerNo, shopId }) }))
            }
          >
            {t('shell.goLogin')}
          </Button>
        </Notice>
      </div>
    );
  }

  const bothFailed = locker.isError && infos.isError;
  return (
    <div className="cabinet">
      {/* when the cabinet and its orders both fail, one error state asks for both again */}
      {!bothFailed && (
        <QueryState query={locker} skeletonRows={2}>
          {(data) => <CabinetHeader locker={data} />}
        </QueryState>
      )}

      <QueryState query={lists} alsoRetry={bothFailed ? () => locker.refetch() : undefined}>
        {() => (
          <>
            {unpaidOrders.length > 0 && (
              <CabinetSection id="cabinet-unpaid" title={t('lockers.unpaidTitle')}>
                {unpaidOrders.map((order) => (
                  <UnpaidOrderCard key={order.id} order={order} now={now} />
                ))}
              </CabinetSection>
            )}
            {(
              [
                ['cabinet-to-store', t('lockers.toStoreTitle'), here.toStore],
                ['cabinet-to-collect', t('lockers.toCollectTitle'), here.toCollect],
              ] as const
            ).map(
              ([id, title, rows]) =>
                rows.length > 0 && (
                  <CabinetSection key={id} id={id} title={title}>
                    {rows.map((info) => (
                      <CabinetOrderCard
                        key={info.orderInfoId}
                        info={info}
                        disabled={busy || offline || collecting.pending}
                        loading={checking === info.orderInfoId}
                        onAct={act}
                        onPrepare={prepareBoxFlowSheet}
                      />
                    ))}
                  </CabinetSection>
                ),
            )}
            {nothingHere && <Notice status="empty" className="cabinet-empty" title={t('errors.noOrderToPickUp')} />}
          </>
        )}
      </QueryState>

      {!lists.isPending && (
        <div className="cabinet-footer">
          <Button
            block
            color="primary"
            fill="outline"
            size="large"
            disabled={offline}
            onClick={() =>
              navigate(withQuery(PATHS.createOrder, { kind: 'scan', lockerNo, shopId: cabinetShopId ?? undefined }))
            }
          >
            {t('lockers.newOrder')}
          </Button>
        </div>
      )}

      {sheetUsed && (
        <BoxFlowSheet state={flow.state} onRetry={flow.retry} onReopen={flow.reopen} onClose={flow.close} />
      )}
    </div>
  );
}
