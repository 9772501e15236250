import { expect, logInAsDemo, test } from '../support/app';
import { fakeCameraShows } from '../support/fake-camera';
import { appPath, appUrl, atRoute } from '../support/paths';

// The camera path for real: Chromium's fake camera plays a video of a cabinet's QR code (CONTRACT.md: a URL
// whose query has lockerNo) and the app's own scanner decodes it. Each file gets its own camera video.
fakeCameraShows(`https://wash.example.com/#${appPath('pendingList', { lockerNo: 'L001', shopId: 0 })}`, 'cabinet');

test('scanning a cabinet QR code with the camera leads to the cabinet screen', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto(appUrl('scan'));
  await expect(page).toHaveURL(atRoute('pendingList', { lockerNo: 'L001' }), { timeout: 20_000 });
  await expect(page.locator('[data-route="pendingList"]')).toBeVisible();
  // the camera is released once the code is read
  expect(await page.evaluate(() => document.querySelector('video')?.srcObject ?? null)).toBeNull();
});
