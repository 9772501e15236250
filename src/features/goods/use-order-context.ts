import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { type OrderContext, readOrderContext } from '../../lib/order-context';

/**
 * The ordering context of the screen's address (`readOrderContext`), one object while the address stays: the
 * callbacks and effects that follow it (the goods cards', the order form's draft) are not renewed each time the
 * screen draws again.
 */
export function useOrderContext(): OrderContext {
  const search = useSearch();
  return useMemo(() => readOrderContext(search), [search]);
}
