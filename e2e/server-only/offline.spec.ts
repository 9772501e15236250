import {
  apiFromPage,
  expect,
  go,
  logInAsDemo,
  openApp,
  resetMock,
  SERVICE_WORKERS_ALLOWED,
  test,
} from '../support/app';
import { appPath, appUrl } from '../support/paths';

// The production build's app-shell service worker (vite.config.ts): once the app has been opened, it opens
// again with no signal, from the phone, and shows the pickup passes saved there.
test.use(SERVICE_WORKERS_ALLOWED);

test.afterEach(async ({ page, context }) => {
  await context.setOffline(false);
  await resetMock(page);
});

type Envelope<T> = { data: T };

test('with no signal the app reopens from the phone and shows the saved pickup pass', async ({ page, context }) => {
  await openApp(page, appPath('my'));
  await logInAsDemo(page);
  const seven = (await apiFromPage<Envelope<{ status: string; pickupCode: string }>>(page, '/order/order-info?id=7'))
    .data;
  expect(seven.status).toBe('to-be-collected');
  await go(page, 'orderDetail', { id: 7 });
  await expect(page.locator('.orders-pass dd').first()).toHaveText(seven.pickupCode);
  // the worker has installed and holds the app's files
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-route="orderDetail"]')).toBeVisible();
  await go(page, 'order');
  const saved = page.getByRole('region', { name: 'Pickup passes saved on this phone' });
  await expect(saved.getByText(seven.pickupCode)).toBeVisible();

  // a new visit with no signal (the chat app reopened): the shell and Home come from the phone
  const again = await context.newPage();
  await again.goto(appUrl('home'));
  await expect(again.locator('[data-route="home"] h1')).toBeVisible();
  await again.close();
});
