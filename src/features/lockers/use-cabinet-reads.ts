import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { lockerQueries } from '../../api/locker';
import { orderQueries } from '../../api/order';
import { isLoggedInAtom } from '../../state/session';
import { cabinetOrders, unpaidHere } from './cabinet-orders';

/**
 * What the cabinet screen reads: the cabinet (public), and for a customer logged in, their sub-orders at it
 * and their unpaid orders placed for it (asking for them without a session would log out). `lists` is the
 * orders' state as one: pending until both calls have answered, so nothing on screen is pushed down when
 * the second answer comes.
 */
export function useCabinetReads(lockerNo: string) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const locker = useQuery(lockerQueries.info(lockerNo));
  const infos = useQuery({ ...orderQueries.infoList({ lockerNo }), enabled: loggedIn });
  const unpaid = useQuery({ ...orderQueries.page({ status: 'unpaid', pageNum: 1, pageSize: 50 }), enabled: loggedIn });
  const here = useMemo(() => cabinetOrders(infos.data ?? [], lockerNo), [infos.data, lockerNo]);
  const unpaidOrders = useMemo(() => unpaidHere(unpaid.data?.list ?? [], lockerNo), [unpaid.data, lockerNo]);
  return {
    loggedIn,
    locker,
    infos,
    here,
    unpaidOrders,
    lists: { ...infos, isPending: infos.isPending || unpaid.isPending },
    offline: locker.data?.online === false,
  };
}
