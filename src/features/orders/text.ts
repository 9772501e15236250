import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DurationParts } from './countdown';

/** A duration as the customer reads it: "1 d 4 h 5 min", "4 h 5 min", "5 min". */
export function useFormatDuration(): (parts: DurationParts) => string {
  const { t } = useTranslation();
  return useCallback(
    ({ days, hours, minutes }: DurationParts) => {
      if (days > 0) return t('orders.duration.dhm', { days, hours, minutes });
      if (hours > 0) return t('orders.duration.hm', { hours, minutes });
      return t('orders.duration.m', { minutes });
    },
    [t],
  );
}
