import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { OrderInfo } from '../../api/schemas/order';
import type { Id } from '../../lib/id';
import { PATHS, withQuery } from '../../lib/paths';
import { boxFlowSheet } from './box-flow-sheet';
import { cabinetOrders, collectBlock } from './cabinet-orders';

type Resume = {
  lockerNo: string;
  shopId: Id | undefined;
  /** Back from paying what blocked a collection: the sub-order to collect. */
  collect: Id | undefined;
  /** An order just paid here ('Store shoes now' on its detail): the sub-order to store. */
  store: Id | undefined;
  /** The sub-orders at the cabinet, once read, and whether they are being read again. */
  infos: OrderInfo[] | undefined;
  fetching: boolean;
  offline: boolean;
  startPick: (info: OrderInfo) => void;
  startStore: (info: OrderInfo) => void;
};

/**
 * Coming back from paying what blocked a collection (`collect`), or from an order just paid here (`store`):
 * its box opens once, on the server's fresh list; then the request is forgotten (a reload opens nothing again).
 */
export function useResumeAfterPaying(resume: Resume): void {
  const { lockerNo, shopId, collect, store, infos, fetching, offline, startPick, startStore } = resume;
  const [, navigate] = useLocation();
  const resumed = useRef(false);
  const wanted = collect ?? store;
  useEffect(() => {
    if (wanted !== undefined) boxFlowSheet.prepare();
  }, [wanted]);
  useEffect(() => {
    if (wanted === undefined || resumed.current || !infos || fetching) return;
    resumed.current = true;
    navigate(withQuery(PATHS.pendingList, { lockerNo, shopId }), { replace: true });
    if (offline) return;
    const rows = cabinetOrders(infos, lockerNo);
    const toCollect = rows.toCollect.find((row) => row.orderInfoId === collect);
    const toStore = rows.toStore.find((row) => row.orderInfoId === store);
    if (toCollect && !collectBlock(toCollect)) startPick(toCollect);
    else if (toStore) startStore(toStore);
  }, [wanted, collect, store, infos, fetching, lockerNo, shopId, navigate, offline, startPick, startStore]);
}
