import { chromium, chromiumArgs } from '../../playwright.config';
import { expect, logInAsDemo, test } from '../support/app';
import { writeQrVideo } from '../support/fake-camera';

// The camera path for real: Chromium's fake camera plays a video of a cabinet's QR code (CONTRACT.md: a URL
// whose query has lockerNo) and the app's own scanner decodes it. Each file gets its own camera video.
const video = writeQrVideo(
  'https://wash.example.com/#/pages/Order/PendingList/index?lockerNo=L001&shopId=0',
  'cabinet',
);

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

test('scanning a cabinet QR code with the camera leads to the cabinet screen', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/#/pages/Home/Scan/index');
  await expect(page).toHaveURL(/#\/pages\/Order\/PendingList\/index\?lockerNo=L001/, { timeout: 20_000 });
  await expect(page.locator('[data-route="pendingList"]')).toBeVisible();
  // the camera is released once the code is read
  expect(await page.evaluate(() => document.querySelector('video')?.srcObject ?? null)).toBeNull();
});
