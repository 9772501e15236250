import type { QueryClient } from '@tanstack/react-query';
import { tokenAtom } from '../state/session';
import type { getAppStore } from '../state/store';
import { forgetKeptAnswers } from './kept-answers';

/**
 * The query cache follows the session: once a customer's token goes (logout, a 401 answered to any call:
 * both end in clearSession) or gives way to another one, nothing of theirs stays in the cache, nor in the
 * answers kept on the phone for the next visit (src/app/kept-answers.ts), so the next customer on the phone
 * never sees their orders or wallet. A visitor's cache (goods, shops) is kept when they log in: nothing in it
 * belongs to anyone. Returns the unsubscribe.
 */
export function clearCacheWithSession(store: ReturnType<typeof getAppStore>, queryClient: QueryClient): () => void {
  let token = store.get(tokenAtom);
  return store.sub(tokenAtom, () => {
    const next = store.get(tokenAtom);
    if (token !== null && next !== token) {
      queryClient.clear();
      forgetKeptAnswers();
    }
    token = next;
  });
}
