import { expect, go, openApp, startUpAnswered, test, toastsShown } from './support/app';
import { appPath } from './support/paths';

// The mock build's only service worker is msw's: the app shell's (production builds) would take its scope.
test('the mock build registers msw alone and ships no app-shell worker', async ({ page, request }) => {
  await openApp(page, appPath('my'));
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => (registration.active ?? registration.installing ?? registration.waiting)?.scriptURL ?? '',
    ),
  );
  expect(scripts.map((url) => new URL(url).pathname)).toEqual(['/mock-worker.js']);
  const shell = await request.get('/sw.js');
  expect(shell.headers()['content-type'] ?? '').not.toContain('javascript');
});

// The browser stops a service worker whenever it likes (Chromium: one idle for 30 s, or behind a page hidden for
// 5 min); the next request starts it again with its state gone. msw's own worker then forgets the pages that
// started mocking and lets their calls through to the web server, which has no user-api (mswjs/msw#2115, #2635).
test('the mock keeps answering after the browser stops its service worker', async ({ page, context }) => {
  await openApp(page, appPath('washingProcess'));
  // idle, as the browser stops it: never with an answer still on its way (stopped then, the answer is cut off)
  await startUpAnswered(page);
  const devtools = await context.newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');
  await go(page, 'home');
  await expect(page.getByRole('button', { name: /20% off every wash this season/ })).toBeVisible();
  expect(await toastsShown(page)).toEqual([]);
});
