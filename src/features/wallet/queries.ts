import { infiniteQueryOptions } from '@tanstack/react-query';
import { getBillList, walletKeys } from '../../api/wallet';
import { nextPageNum, PAGE_SIZE } from '../../lib/paging';

/**
 * The balance records, page after page, for the infinitely scrolled list. The key sits under the wallet
 * family (`['wallet', 'bills', …]`), so a payment or top-up that invalidates the family refreshes it.
 */
export const billPagesQuery = (pageSize = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...walletKeys.all, 'bills', 'pages', { pageSize }] as const,
    queryFn: ({ pageParam, signal }) => getBillList({ pageNum: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageNum) => nextPageNum(last, pageNum, pageSize),
  });
