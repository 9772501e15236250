import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';
import { shopIdAtom } from '../../state/shop';
import { useBackGuard } from '../../ui/back-guard';
import { confirmDialog } from '../../ui/feedback/dialog';
import { KeptMark } from '../../ui/KeptMark';
import { useOpenedOnce } from '../../ui/lazy-part';
import { Button } from '../../ui/light/Button';
import { QueryState } from '../../ui/QueryState';
import { isBusy } from './box-flow';
import { boxFlowSheet } from './box-flow-sheet';
import { CabinetHeader } from './CabinetHeader';
import { CabinetLists } from './CabinetLists';
import { GuestAtCabinet, UnknownCabinet } from './CabinetNotices';
import { useBoxFlow } from './use-box-flow';
import { useCabinetReads } from './use-cabinet-reads';
import { useCabinetTaps } from './use-cabinet-taps';
import { useResumeAfterPaying } from './use-resume-after-paying';

const { Part: BoxFlowSheet, prepare: prepareBoxFlowSheet } = boxFlowSheet;

type Props = {
  lockerNo: string;
  shopId: Id | undefined;
  /** Back from paying what blocked collecting this sub-order: it is collected now. */
  collect: Id | undefined;
  /** An order just paid here: this sub-order is stored now. */
  store: Id | undefined;
};

/**
 * The customer at one cabinet: the cabinet, their orders at it, the box flow for one of them (leaving while a
 * box is open is asked about first), and the box opened on coming back from paying.
 */
export function CabinetPending({ lockerNo, shopId, collect, store }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const setShopId = useSetAtom(shopIdAtom);
  const { loggedIn, locker, infos, here, unpaidOrders, lists, offline, full, keptKeys, kept } = useCabinetReads(
    lockerNo,
    shopId,
  );
  const flow = useBoxFlow();
  const busy = isBusy(flow.state);
  const taps = useCabinetTaps({ lockerNo, shopId, start: flow.start, busy, refetchInfos: infos.refetch });
  const [now] = useState(() => Date.now());
  // The sheet is mounted with the first box flow and stays mounted, so that closing still slides it away.
  const sheetUsed = useOpenedOnce(flow.state.phase !== 'idle');
  const cabinetShopId = locker.data?.shopId ?? shopId;

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

  useResumeAfterPaying({
    lockerNo,
    shopId,
    collect,
    store,
    infos: infos.data,
    // a box opens on the server's own list only, never on the copy kept from the last visit
    fetching: infos.isFetching || kept,
    offline,
    startPick: taps.startPick,
    startStore: taps.startStore,
  });

  // A code for a cabinet the server does not know: nothing can happen here. Any other refusal ('Service busy,
  // please try again') may pass: asking again stays possible.
  if (locker.isError && isApiError(locker.error) && locker.error.kind === 'business') {
    return <UnknownCabinet message={locker.error.message} locker={locker} />;
  }

  const header = (
    <QueryState query={locker} skeletonRows={2}>
      {(data) => <CabinetHeader locker={data} />}
    </QueryState>
  );
  // what the screen draws from the copy kept on the phone, until the server's answers replace it
  const mark = <KeptMark queryKeys={keptKeys} />;

  if (!loggedIn) {
    return (
      <div className="cabinet">
        {mark}
        {header}
        <GuestAtCabinet lockerNo={lockerNo} shopId={shopId} />
      </div>
    );
  }

  const bothFailed = locker.isError && infos.isError;
  return (
    <div className="cabinet">
      {mark}
      {/* when the cabinet and its orders both fail, one error state asks for both again */}
      {!bothFailed && header}

      <QueryState query={lists} alsoRetry={bothFailed ? () => locker.refetch() : undefined}>
        {() => (
          <CabinetLists
            lockerNo={lockerNo}
            full={full}
            unpaid={unpaidOrders}
            toStore={here.toStore}
            toCollect={here.toCollect}
            now={now}
            // storing and collecting open a box: on the server's answers only, not the copy kept on the phone
            disabled={busy || offline || taps.collecting || kept}
            checking={taps.checking}
            onAct={taps.act}
            onPrepare={prepareBoxFlowSheet}
          />
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
