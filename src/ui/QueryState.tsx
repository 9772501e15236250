import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { Button } from './light/Button';
import { Notice } from './light/Notice';
import { Skeleton } from './light/Skeleton';

type QueryStateProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'>;
  /** Other loads of the same screen that its one 'Try again' asks again too. */
  alsoRetry?: () => unknown;
  /** Treat the loaded data as empty (an empty list): shows `empty` instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
};

/**
 * What the error state says: the server's own message for a business answer (written for the customer);
 * otherwise words a customer understands. The spec's '500 /path' stays in the toast the client shows.
 */
function customerWords(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.kind === 'business') return error.message;
  return t('shell.errorHint');
}

/** The three states every loading screen shows the same way: loading (skeleton), error with retry, empty. */
export function QueryState<T>({ query, alsoRetry, isEmpty, empty, skeletonRows = 4, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="query-loading" role="status" aria-label={t('shell.loading')}>
        <Skeleton rows={skeletonRows} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Notice title={t('shell.errorTitle')} description={customerWords(query.error, t)} className="query-error">
        <Button
          color="primary"
          loading={query.isRefetching}
          onClick={() => {
            void query.refetch();
            alsoRetry?.();
          }}
        >
          {t('shell.retry')}
        </Button>
      </Notice>
    );
  }
  if (isEmpty?.(query.data)) {
    return <>{empty ?? <Notice status="empty" title={t('shell.empty')} />}</>;
  }
  return <>{children(query.data)}</>;
}
