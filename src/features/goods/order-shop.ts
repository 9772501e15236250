import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lockerQueries } from '../../api/locker';
import { storeQueries } from '../../api/store';
import type { Id } from '../../lib/id';
import type { OrderContext } from '../../lib/order-context';
import { shopIdAtom } from '../../state/shop';

/**
 * The shop whose goods an order can hold: a scanned cabinet's or store's own shop (a cabinet of another shop
 * may be scanned after landing on this one; Create order sends that site's shop), else the current shop.
 * `pending` while the site is being looked up; if the lookup fails, the current shop.
 */
export function useOrderShopId(context: OrderContext): { shopId: Id; pending: boolean } {
  const current = useAtomValue(shopIdAtom);
  const byLocker = context.lockerNo !== null;
  const locker = useQuery({ ...lockerQueries.info(context.lockerNo ?? ''), enabled: byLocker });
  const store = useQuery({
    ...storeQueries.info(context.storeNo ?? ''),
    enabled: !byLocker && context.storeNo !== null,
  });
  const site = byLocker ? locker : context.storeNo !== null ? store : null;
  if (!site) return { shopId: current, pending: false };
  return { shopId: site.data?.shopId ?? current, pending: site.isPending };
}
