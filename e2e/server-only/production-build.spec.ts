import { expect, openApp, SERVICE_WORKERS_ALLOWED, test } from '../support/app';

// The production build as a phone opens it, service workers allowed: the app shell's own worker may install,
// the mock's never comes.
test.use(SERVICE_WORKERS_ALLOWED);

test('the production build loads no mock code and talks to the HTTP mock server', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openApp(page, '/pages/My/My/index');
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  expect(scripts.some((url) => url.includes('mock'))).toBe(false);
  await expect(page).toHaveTitle('Shoe Care');
});
