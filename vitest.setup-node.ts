import { vi } from 'vitest';

/**
 * The tests that run in node (vite.config.ts) have no page to show a toast on: the API client's report of a
 * failed call (src/api/client.ts) goes nowhere instead of failing on the missing document after the test.
 * A test that checks a toast runs in happy-dom.
 */
vi.mock(import('./src/ui/feedback/toast'), async (importOriginal) => ({
  ...(await importOriginal()),
  showToast: () => undefined,
}));
