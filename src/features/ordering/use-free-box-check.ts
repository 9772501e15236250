import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lockerQueries } from '../../api/locker';
import { confirmDialog } from '../../ui/feedback/dialog';

/**
 * Before an order at a cabinet is made: whether a box is free right now; when none is, the customer is asked
 * whether to order all the same ('The current box is full …'). Anywhere else there is nothing to ask.
 */
export function useFreeBoxCheck() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    async (lockerNo: string | null): Promise<boolean> => {
      if (!lockerNo) return true;
      let free: number;
      try {
        free = (await queryClient.fetchQuery(lockerQueries.freeBox(lockerNo))).freeBoxes;
      } catch {
        return false; // the client already said what went wrong
      }
      if (free > 0) return true;
      return confirmDialog({
        content: t('errors.boxFull'),
        confirmText: t('createOrder.continue'),
        cancelText: t('createOrder.cancel'),
      });
    },
    [queryClient, t],
  );
}
