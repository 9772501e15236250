import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { authQueries } from '../../api/auth';
import { isLoggedInAtom } from '../../state/session';
import { shopIdAtom } from '../../state/shop';

/**
 * Whether the customer pays member prices: the user info as the query cache holds it (read at start-up and at
 * sign-in, kept between visits), the same the cart is repriced with; no read of its own.
 */
export function useMember(): boolean {
  const shopId = useAtomValue(shopIdAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useQuery({ ...authQueries.userInfo(shopId), enabled: false }).data;
  return (loggedIn && user?.member) ?? false;
}
