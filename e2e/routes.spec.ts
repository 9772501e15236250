import pkg from '../package.json' with { type: 'json' };
import { expect, LOCALES, openApp, setFaults, startUpAnswered, test } from './support/app';
import { appPath } from './support/paths';
import { ROUTE_PATHS } from './support/routes';

// Every route of the spec opens for a guest without an uncaught error (the pageErrors fixture): each route in
// one locale, the three taking turns (e2e/a11y.spec.ts opens every route in all three, logged in).
for (const [turn, locale] of LOCALES.entries()) {
  test(`every route opens for a guest (${locale}: every third route)`, async ({ page, pageErrors }) => {
    await openApp(page, '/', { locale });
    for (const [name, path] of ROUTE_PATHS.filter((_, index) => index % LOCALES.length === turn)) {
      await page.goto(`/#${path}`);
      const screen = page.locator(`[data-route="${name}"]`);
      await expect(screen).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });
}

test('an unknown path shows the open-error screen with a way home', async ({ page }) => {
  await openApp(page, '/pages/Nope/index');
  await expect(page.getByText('This page cannot be opened').first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page.locator('[data-route="home"]')).toBeVisible();
});

test('the tab bar is 50 px high and marks the selected tab in gold', async ({ page }) => {
  await openApp(page, appPath('my'));
  const bar = page.getByRole('navigation');
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(50);
  const selected = bar.locator('[aria-current="page"]');
  await expect(selected).toHaveText(/My/);
  await expect(selected).toHaveCSS('color', 'rgb(138, 101, 0)');
});

test('the profile tab shows the app version', async ({ page }) => {
  await openApp(page, appPath('my'));
  await expect(page.getByText(`Version ${pkg.version}`)).toBeVisible();
});

test("the service phone's row does not look tappable while the shop's configuration is on its way", async ({
  page,
}) => {
  await openApp(page, appPath('my'));
  await startUpAnswered(page);
  await setFaults(page, [{ target: '/conf/get-by-shopid', fault: 'slow' }]);
  await page.reload();
  const row = page.locator('a.my-entry', { hasText: 'Customer service' });
  await expect(row).not.toHaveAttribute('href');
  expect(await row.evaluate((element) => getComputedStyle(element).cursor)).not.toBe('pointer');
  await expect(row).toHaveAttribute('href', /^tel:/);
});
