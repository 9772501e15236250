import { expect, LOCALES, logInAsDemo, openApp, resetMock, setFaults, test } from '../support/app';
import { ROUTE_PATHS } from '../support/routes';

// The production build with mocks off, talking to `npm run mock-server` through the preview proxy.
// One shared server: these tests run serially in this one file and reset it after each.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ page }) => {
  await resetMock(page);
});

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

for (const locale of LOCALES) {
  test(`every route opens in ${locale} against the mock server`, async ({ page }) => {
    await openApp(page, '/', { locale });
    await logInAsDemo(page);
    for (const [name, path] of ROUTE_PATHS) {
      await page.goto(`/#${path}`);
      await expect(page.locator(`[data-route="${name}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });
}

test('a 401 from the server lands on the login page with the expiry text', async ({ page }) => {
  await openApp(page, '/pages/My/My/index');
  await logInAsDemo(page);
  await setFaults(page, [{ target: 'auth', fault: 'session401' }]);
  await page.reload();
  await expect(page.getByText('Login expired, please log in again')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/Login\/login/);
});

test('a dropped connection shows Request Error', async ({ page }) => {
  await openApp(page, '/pages/My/My/index');
  // the browser's own network fails (a proxy in between would turn a dropped server into an HTTP 502)
  await page.route('**/user-api/shop/**', (route) => route.abort('connectionreset'));
  await page.reload();
  await expect(page.getByText('Request Error')).toBeVisible();
});
