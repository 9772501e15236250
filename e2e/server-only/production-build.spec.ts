import { expect, openApp, recordRequests, SERVICE_WORKERS_ALLOWED, test } from '../support/app';
import { appPath, appUrl } from '../support/paths';

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

test("the app shell's worker installs only once the first screen is up, never competing with it", async ({ page }) => {
  // the screen's code held back: the page has loaded, but the first screen is not up
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/MyScreen-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(appUrl('my'));
  await page.waitForLoadState('load');
  // an install that does not start gives nothing to wait for: the window in which an early one would show
  await page.waitForTimeout(1500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  release();
  await expect(page.locator('[data-route="my"]')).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
});
