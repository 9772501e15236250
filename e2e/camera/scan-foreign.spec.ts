import { chromium, chromiumArgs } from '../../playwright.config';
import { expect, openApp, test } from '../support/app';
import { writeQrVideo } from '../support/fake-camera';

// A QR code that is not ours: the app says so and never navigates to what it holds.
const video = writeQrVideo('https://evil.example/phish?lockerNo=', 'foreign');

test.use({
  launchOptions: {
    executablePath: chromium,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('a QR code that is not ours shows Incorrect QR code information', async ({ page }) => {
  await openApp(page, '/pages/Home/Scan/index');
  await expect(page.getByText('Incorrect QR code information').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/#\/pages\/Home\/Scan\/index/);
  expect(page.url()).not.toContain('evil.example');
});
