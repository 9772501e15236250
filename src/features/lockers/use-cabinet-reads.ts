import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { lockerQueries } from '../../api/locker';
import { orderQueries } from '../../api/order';
import type { Id } from '../../lib/id';
import { isLoggedInAtom } from '../../state/session';
import { useKeptCopy } from '../../ui/kept-copy';
import { boundElsewhere, cabinetOrders, unpaidHere } from './cabinet-orders';

/** The customer's unpaid orders, and their orders waiting to be stored (first page: they are few). */
export const UNPAID_QUERY = { status: 'unpaid', pageNum: 1, pageSize: 50 } as const;
export const TO_STORE_QUERY = { status: 'to-be-stored', pageNum: 1, pageSize: 50 } as const;

/**
 * What the cabinet screen reads: the cabinet (public), and for a customer logged in, their sub-orders at it,
 * their unpaid orders placed for it and their orders waiting to be stored (an online order bound to another
 * cabinet, where no box opened, is stored here as well: `boundElsewhere`); asking for them without a session
 * would log out. `lists` is the orders' state as one: pending until the calls have answered, so nothing on
 * screen is pushed down when a later answer comes. A failed read of the orders to store elsewhere only leaves
 * them out. `keptKeys` are the reads a returning customer sees first from the copy kept on the phone, and `kept`
 * says some still is (src/ui/kept-copy.ts): no box opens and nothing is stored or collected on it.
 */
export function useCabinetReads(lockerNo: string, shopId?: Id) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const locker = useQuery(lockerQueries.info(lockerNo));
  const infos = useQuery({ ...orderQueries.infoList({ lockerNo }), enabled: loggedIn });
  const unpaid = useQuery({ ...orderQueries.page(UNPAID_QUERY), enabled: loggedIn });
  const toStore = useQuery({ ...orderQueries.page(TO_STORE_QUERY), enabled: loggedIn });
  const keptKeys = [
    lockerQueries.info(lockerNo).queryKey,
    ...(loggedIn
      ? [
          orderQueries.infoList({ lockerNo }).queryKey,
          orderQueries.page(UNPAID_QUERY).queryKey,
          orderQueries.page(TO_STORE_QUERY).queryKey,
        ]
      : []),
  ];
  const { kept } = useKeptCopy(keptKeys);
  const cabinetShop = locker.data?.shopId ?? shopId;
  const here = useMemo(
    () => cabinetOrders(infos.data ?? [], lockerNo, boundElsewhere(toStore.data?.list ?? [], lockerNo, cabinetShop)),
    [infos.data, toStore.data, lockerNo, cabinetShop],
  );
  const unpaidOrders = useMemo(() => unpaidHere(unpaid.data?.list ?? [], lockerNo), [unpaid.data, lockerNo]);
  return {
    loggedIn,
    locker,
    infos,
    here,
    unpaidOrders,
    lists: { ...infos, isPending: infos.isPending || unpaid.isPending || toStore.isPending },
    keptKeys,
    /** Some of it is still the copy kept from the last visit: what acts on it waits for the server's answers. */
    kept,
    offline: locker.data?.online === false,
    /** The cabinet says no box is free right now (a new box cannot be given here). */
    full: locker.data?.freeBoxes === 0,
  };
}
