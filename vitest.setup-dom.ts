import { cleanup } from '@testing-library/react';
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, vi } from 'vitest';
import { changeLocale } from './src/i18n';
import { ensureAntd, setAntdRenderer } from './src/ui/antd-setup';
import { preloadToast } from './src/ui/feedback/toast';

/**
 * What the tests that run in happy-dom need besides vitest.setup.ts: antd-mobile ready to show, and after
 * each test the screen, whatever else the test put into the page, antd's toasts and dialogs, the local storage
 * and the language reset, since the files of a worker share one document (vite.config.ts: isolate off).
 */

// happy-dom has no requestIdleCallback, which the browsers the app runs in have (Chromium, Safari 18): without it
// src/lib/idle.ts would wait its fallback second, and what the app does at idle would come a second late.
globalThis.requestIdleCallback ??= (callback) =>
  setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 1) as unknown as number;
globalThis.cancelIdleCallback ??= (id) => clearTimeout(id);

// antd-mobile's imperative APIs need a React 19 renderer (STACK.md trap 1).
setAntdRenderer(unstableSetRender, createRoot);
await ensureAntd(); // antd's texts follow the locale in every test, as in the app once a screen uses antd

beforeAll(() => preloadToast());

/**
 * Whether an antd toast or dialog still shows: each renders into a container of its own under <body>, with a
 * React root (src/ui/antd-setup.ts). One that closed before it had finished opening can leave its container
 * behind, empty: that one shows nothing and is not waited for.
 */
const antdLayerShowing = () =>
  [...document.body.children].some((element) => '__antdRoot' in element && element.hasChildNodes());
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Closes antd's toasts and dialogs, and waits until they have gone, so none shows in the next test. A toast
 * asked for before the test ended can still appear (the toast code loads on demand): it is closed too.
 */
async function closeAntdLayers(limitMs = 1000) {
  const start = performance.now();
  do {
    Toast.clear();
    Dialog.clear();
    // a closed layer's root unmounts a task after it closes
    await nextTask();
  } while (antdLayerShowing() && performance.now() - start < limitMs);
}

afterEach(async () => {
  vi.useRealTimers(); // antd's closing animations run on the real clock
  cleanup();
  await closeAntdLayers();
  // what a test wrote into the page by hand (the boot shell's tests draw their own #boot): the React roots are
  // unmounted above, antd's layer containers stay for its next toast or dialog
  for (const element of [...document.body.children]) if (!('__antdRoot' in element)) element.remove();
  localStorage.clear();
  // Through the app's own switch, the newest of which wins: a switch the test's screen asked for, its texts
  // still on their way, would otherwise land after the reset and show the next file in that language.
  await changeLocale('en');
});
