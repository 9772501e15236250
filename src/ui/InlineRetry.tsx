import { useTranslation } from 'react-i18next';
import { customerWords } from './customer-words';
import { Button } from './light/Button';
import './inline-retry.css';

/**
 * What InlineRetry needs of a load: a TanStack Query result has it all; a load of another kind (the map's code)
 * or a failure the screen decides itself (no signal) passes the same four fields.
 */
export type Retryable = {
  isError: boolean;
  error?: unknown;
  /** The new attempt is on its way: the button shows it is busy and takes no second tap. */
  isFetching?: boolean;
  refetch: () => unknown;
};

type InlineRetryProps = {
  query: Retryable;
  /**
   * What failed, in this place's own words ('Your orders could not be loaded.'). Without it, QueryState's words:
   * the server's own message for a business answer, otherwise 'We could not load this…'.
   */
  message?: string;
  /** Drawn on one of the dark brand surfaces (the balance card, My's card). */
  inverse?: boolean;
};

/**
 * The one way a part of a screen (a figure, a card, a line of a form) shows its own failure in place, where
 * QueryState's full-width notice would be too large: one line saying what failed, and 'Try again', which asks
 * again. It draws nothing while the load has not failed. Telling the customer at the moment of failure stays
 * the client's (src/api/client.ts); this is what remains on screen after.
 */
export function InlineRetry({ query, message, inverse = false }: InlineRetryProps) {
  const { t } = useTranslation();
  if (!query.isError) return null;
  return (
    <p className={inverse ? 'inline-retry inline-retry-inverse' : 'inline-retry'}>
      <span className="inline-retry-message">{message ?? customerWords(query.error, t)}</span>{' '}
      <Button
        className="inline-retry-button"
        size="mini"
        color={inverse ? 'default' : 'primary'}
        fill={inverse ? 'solid' : 'outline'}
        loading={query.isFetching ?? false}
        onClick={() => void query.refetch()}
      >
        {t('shell.retry')}
      </Button>
    </p>
  );
}
