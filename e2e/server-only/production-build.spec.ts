import { expect, openApp, recordRequests, SERVICE_WORKERS_ALLOWED, test } from '../support/app';
import { appPath } from '../support/paths';

// The production build as a phone opens it, service workers allowed: the app shell's own worker may install,
// the mock's never comes.
test.use(SERVICE_WORKERS_ALLOWED);

test('the production build loads no mock code and talks to the HTTP mock server', async ({ page }) => {
  const requests = recordRequests(page);
  await openApp(page, appPath('my'));
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  const scripts = requests.filter((request) => request.resourceType() === 'script');
  expect(scripts.filter((script) => script.url().includes('mock'))).toEqual([]);
  await expect(page).toHaveTitle('Shoe Care');
});
