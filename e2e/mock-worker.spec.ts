import { expect, openApp, test } from './support/app';

// The mock build's only service worker is msw's: the app shell's (production builds) would take its scope.
test('the mock build registers msw alone and ships no app-shell worker', async ({ page, request }) => {
  await openApp(page, '/pages/My/My/index');
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => (registration.active ?? registration.installing ?? registration.waiting)?.scriptURL ?? '',
    ),
  );
  expect(scripts.map((url) => new URL(url).pathname)).toEqual(['/mockServiceWorker.js']);
  const shell = await request.get('/sw.js');
  expect(shell.headers()['content-type'] ?? '').not.toContain('javascript');
});
