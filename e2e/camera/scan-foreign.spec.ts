import { expect, openApp, test } from '../support/app';
import { fakeCameraShows } from '../support/fake-camera';
import { appPath, atRoute } from '../support/paths';

// A QR code that is not ours: the app says so and never navigates to what it holds.
fakeCameraShows('https://evil.example/phish?lockerNo=', 'foreign');

test('a QR code that is not ours shows Incorrect QR code information', async ({ page }) => {
  await openApp(page, appPath('scan'));
  await expect(page.getByText('Incorrect QR code information').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(atRoute('scan'));
  expect(page.url()).not.toContain('evil.example');
});
