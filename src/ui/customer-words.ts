import type { TFunction } from 'i18next';
import { isApiError } from '../api/errors';

/**
 * What a failure shown in place says (QueryState's notice, InlineRetry's line): the server's own message for a
 * business answer (written for the customer); otherwise words a customer understands. The spec's '500 /path'
 * stays in the toast the client shows.
 */
export function customerWords(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.kind === 'business') return error.message;
  return t('shell.errorHint');
}
