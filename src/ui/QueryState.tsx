import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { customerWords } from './customer-words';
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
  /** What shows while the first answer is on its way, instead of the skeleton: a placeholder of the content's
   * own height, so that nothing below moves when it arrives. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The three states every loading screen shows the same way: loading (skeleton), error with retry, empty.
 * A part of a screen that fails on its own (a figure, a card, a line of a form) says so in place with InlineRetry.
 * Once the content has been shown, a refresh that fails (the toast says so) leaves it on screen: a form the
 * customer is filling in, or a payment under way in it, is never torn down by a background refetch.
 */
export function QueryState<T>({
  query,
  alsoRetry,
  isEmpty,
  empty,
  skeletonRows = 4,
  loading,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const shown = useRef(false);
  if (query.isPending) return <>{loading ?? <QueryLoading rows={skeletonRows} />}</>;
  if (query.data === undefined || (query.isError && !shown.current)) {
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
  shown.current = true;
  return <>{children(query.data)}</>;
}

/** The loading state: a skeleton, said to be loading. Also for a part whose code is still on its way (lazyPart). */
export function QueryLoading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="query-loading" role="status" aria-label={t('shell.loading')}>
      <Skeleton rows={rows} />
    </div>
  );
}
