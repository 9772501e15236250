import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDb } from './mocks/db';
import { clearFaults } from './mocks/faults';
import { server } from './mocks/node';
import { resetClientForTests } from './src/api/client';
import { i18n } from './src/i18n';
import { resetAppStore } from './src/state/store';
import { resetLoadingForTests } from './src/ui/feedback/loading';

/**
 * What every test needs, in node and in happy-dom alike: the mock user-api, and the shared state (mock data,
 * faults, the API client, the app store, the loading indicator, the language) reset after each test, since
 * the files of a worker share one module graph (vite.config.ts: isolate off).
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // a clock one test faked must not run on into the next
  vi.useRealTimers();
  server.resetHandlers();
  resetClientForTests(); // a login redirect of this test must not hold back the next test's
  resetDb();
  clearFaults();
  resetAppStore();
  resetLoadingForTests();
  await i18n.changeLanguage('en');
});
afterAll(() => server.close());
