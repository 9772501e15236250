import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/App';
import { restoreKeptAnswers } from '../app/kept-answers';
import { createQueryClient } from '../app/query-client';
import { keepServerEntities } from '../app/server-entities';
import { getAppStore } from '../state/store';

/**
 * Renders a screen with the app's real providers, the jotai store of this test (vitest.setup.ts gives each
 * test a fresh one) and a fresh query client that does not retry, so failures show at once.
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  location.hash = `#${path}`;
  const store = getAppStore();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  // as src/main.tsx does: the user, the shop and the credentials kept on the phone seed the cache, and the
  // answers kept at the last visit (src/app/kept-answers.ts)
  keepServerEntities(store, queryClient);
  restoreKeptAnswers(store, queryClient);
  const result = render(
    <AppProviders store={store} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
  return { ...result, store, queryClient };
}
