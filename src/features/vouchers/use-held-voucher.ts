import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { OwnedCoupon } from '../../api/schemas/coupon';
import { walletQueries } from '../../api/wallet';
import type { Id } from '../../lib/id';
import { isLoggedInAtom } from '../../state/session';

/** The customer's unused vouchers, as checkout and the goods list read them (the first page is plenty: they are few). */
export const UNUSED_VOUCHERS = { status: 'unused' as const, pageNum: 1, pageSize: 50 };

/**
 * The unused voucher the customer chose in My vouchers (`couponId` of the ordering context), once known:
 * `pending` while the vouchers are on their way; null when there is none (none chosen, a guest, used since,
 * or the vouchers could not be read: the screen then goes on without it).
 */
export function useHeldVoucher(id: Id | null): { voucher: OwnedCoupon | null; pending: boolean } {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const enabled = loggedIn && id !== null;
  const vouchers = useQuery({ ...walletQueries.couponList(UNUSED_VOUCHERS), enabled });
  if (!enabled) return { voucher: null, pending: false };
  return { voucher: vouchers.data?.list.find((coupon) => coupon.id === id) ?? null, pending: vouchers.isPending };
}
