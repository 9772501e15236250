import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { Button } from './light/Button';
import { Notice } from './light/Notice';
import { Skeleton } from './light/Skeleton';

type QueryStateProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'>;
  /** Treat the loaded data as empty (an empty list): shows `empty` instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
};

/** The three states every loading screen shows the same way: loading (skeleton), error with retry, empty. */
export function QueryState<T>({ query, isEmpty, empty, skeletonRows = 4, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="query-loading" role="status" aria-label={t('shell.loading')}>
        <Skeleton rows={skeletonRows} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    const message = isApiError(query.error) ? query.error.message : t('errors.requestFailed');
    return (
      <Notice title={t('shell.errorTitle')} description={message} className="query-error">
        <Button color="primary" loading={query.isRefetching} onClick={() => void query.refetch()}>
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
