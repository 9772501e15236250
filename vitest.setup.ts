import { cleanup } from '@testing-library/react';
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDb } from './mocks/db';
import { clearFaults } from './mocks/faults';
import { server } from './mocks/node';
import { i18n } from './src/i18n';
import { resetAppStore } from './src/state/store';
import { ensureAntd, setAntdRenderer } from './src/ui/antd-setup';
import { resetLoadingForTests } from './src/ui/feedback/loading';
import { preloadToast } from './src/ui/feedback/toast';

// antd-mobile's imperative APIs need a React 19 renderer (STACK.md trap 1).
setAntdRenderer(unstableSetRender, createRoot);
await ensureAntd(); // antd's texts follow the locale in every test, as in the app once a screen uses antd

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await preloadToast();
});
afterEach(async () => {
  // the test files share one environment: a clock one test faked must not run on into the next
  vi.useRealTimers();
  cleanup();
  Toast.clear();
  Dialog.clear();
  // antd unmounts its portals a tick later (src/app/antd-render.ts): let it, so none leaks into the next test
  await new Promise((resolve) => setTimeout(resolve, 30));
  server.resetHandlers();
  resetDb();
  clearFaults();
  resetAppStore();
  resetLoadingForTests();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterAll(() => server.close());
