import type { Page } from '@playwright/test';
import { wgs84ToGcj02 } from '../../src/lib/geo-datum';
import {
  apiFromPage,
  expect,
  expectToast,
  go,
  logInAsDemo,
  openApp,
  payOrderOneFromDetail,
  resetMock,
  seedCart,
  test,
  toastsShown,
} from '../support/app';
import { SERVER_URL } from '../support/nginx';
import { appPath } from '../support/paths';
import { type HostOptions, type HostPlatform, hostLog, installWeChatHost, WECHAT_UA } from '../support/wechat-host';

// The production build (mocks off) inside a simulated chat app: the real weixin-js-sdk 1.6.5 talks to a
// native WeixinJSBridge that answers in the host's raw formats and verifies the signature the mock server
// made (e2e/support/wechat-host.ts). One shared mock server: these run one at a time (the server project has
// one worker) and reset it after each.

test.afterEach(async ({ page }) => {
  await resetMock(page);
});

const CABINET_CODE = `${SERVER_URL}/#${appPath('pendingList', { lockerNo: 'L001' })}`;
/** Cabinet L001's position (mocks/db/orders/seed-sites.ts), where the host says the phone is. */
const AT_L001 = { latitude: 34.794874, longitude: 113.544871 };
const POSITION = { wgs84: AT_L001, gcj02: wgs84ToGcj02(AT_L001) };

async function inChatApp(page: Page, options: HostOptions) {
  await installWeChatHost(page, { position: POSITION, ...options });
}

const scanScreen = appPath('scan');
/** The payment heard of by the chat app, not yet by the server (locales/en.json payment.confirming.title). */
const CONFIRMING = 'Confirming your payment';
const cabinetScreen = (page: Page) => page.locator('[data-route="pendingList"]');

for (const platform of ['android', 'ios'] as const satisfies HostPlatform[]) {
  test.describe(`on ${platform}`, () => {
    test.use({ userAgent: WECHAT_UA[platform] });

    test('signs from a menu link, and scanning a cabinet opens it', async ({ page }) => {
      await inChatApp(page, { platform, scan: CABINET_CODE });
      await openApp(page, scanScreen);
      await expect(cabinetScreen(page)).toBeVisible();
      expect(page.url()).toContain('lockerNo=L001');
      const log = await hostLog(page);
      expect(log.verifications).toEqual([{ url: `${SERVER_URL}/`, ok: true }]);
      expect(log.invokes.filter((call) => call.name === 'preVerifyJSAPI')).toHaveLength(1);
    });

    test('signs from a shared link with a query', async ({ page }) => {
      await inChatApp(page, { platform, scan: CABINET_CODE });
      await page.goto(`/?from=singlemessage&isappinstalled=0#${scanScreen}`);
      await expect(cabinetScreen(page)).toBeVisible();
      expect((await hostLog(page)).verifications).toEqual([
        { url: `${SERVER_URL}/?from=singlemessage&isappinstalled=0`, ok: true },
      ]);
    });

    test('a barcode is not a cabinet: the customer is told, and can scan again', async ({ page }) => {
      await inChatApp(page, { platform, scan: '6901234567892', scanType: 'EAN_13' });
      await openApp(page, scanScreen);
      await expect(page.getByRole('alert')).toHaveText('Incorrect QR code information');
      await expect(page.getByRole('button', { name: 'Scan again' })).toBeEnabled();
    });

    test('a payment sheet that says ok is believed only once the server says paid', async ({ page }) => {
      await inChatApp(page, { platform, pay: 'ok-unconfirmed' });
      await payOrderOneFromDetail(page, 'WeChat Pay');
      // not heard of yet is its own state: never 'failed', and no second payment offered
      await expect(page.getByText(CONFIRMING).first()).toBeVisible({ timeout: 15_000 });
      expect(await orderStatus(page, 1)).toBe('unpaid');
      await expect(page.getByText(/Payment failed/).filter({ visible: true })).toHaveCount(0);
      // the sheet's own Pay button stays, busy and not to be tapped, beside its 'Confirming your payment'
      await expect(
        page.getByRole('button', { name: 'Pay', exact: true, disabled: false }).filter({ visible: true }),
      ).toHaveCount(0);
    });
  });
}

test.describe('on android', () => {
  test.use({ userAgent: WECHAT_UA.android });

  test('a cancelled scan goes back where the customer was', async ({ page }) => {
    await inChatApp(page, { platform: 'android', scan: 'cancel' });
    await openApp(page, appPath('home'));
    // not `go`: the scan screen is left at once, as the scan is cancelled
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#${scanScreen}`);
    await expect(page.locator('[data-route="home"]')).toBeVisible();
    expect((await hostLog(page)).invokes.some((call) => call.name === 'scanQRCode')).toBe(true);
  });

  test('location: the nearby cabinets are measured from where the host says the phone is', async ({ page }) => {
    await inChatApp(page, { platform: 'android', location: 'ok' });
    await openApp(page, appPath('nearLocker'));
    await expect(siteDistance(page, 'Zhengzhou Jinshui Cabinet')).toHaveText('0 m');
  });

  test('location in GCJ-02 only is converted back to WGS-84', async ({ page }) => {
    await inChatApp(page, { platform: 'android', location: 'gcj02-only' });
    await openApp(page, appPath('nearLocker'));
    await expect(siteDistance(page, 'Zhengzhou Jinshui Cabinet')).toHaveText('0 m');
    const types = (await hostLog(page)).invokes
      .filter((call) => call.name === 'geoLocation')
      .map((call) => call.args.type);
    expect(types.slice(0, 2)).toEqual(['wgs84', 'gcj02']);
  });

  test('location denied: the sites are still listed, with no distance, and the screen says why', async ({ page }) => {
    await inChatApp(page, { platform: 'android', location: 'denied' });
    await openApp(page, appPath('nearLocker'));
    // listed from the default position, but a distance from there means nothing to the customer
    await expect(page.locator('.site-card').filter({ hasText: 'Zhengzhou Jinshui Cabinet' })).toBeVisible();
    await expect(page.getByText('Your location is not known, so no distances are shown.')).toBeVisible();
    await expect(siteDistance(page, 'Zhengzhou Jinshui Cabinet')).toHaveCount(0);
  });

  for (const [pay, expected] of [
    ['ok', 'paid'],
    ['ok-late', 'paid'],
    ['cancel', 'unpaid'],
    ['fail', 'unpaid'],
  ] as const) {
    test(`WeChat Pay ${pay}: the order shows what the server says`, async ({ page }) => {
      await inChatApp(page, { platform: 'android', pay, lateMs: 1200 });
      await payOrderOneFromDetail(page, 'WeChat Pay');
      if (expected === 'paid') {
        await expectToast(page, 'Payment successful', { timeout: 15_000 });
        await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
        expect(await orderStatus(page, 1)).toBe('to-be-stored');
      } else if (pay === 'fail') {
        await expectToast(page, /^Payment failed/, { timeout: 15_000 });
        expect(await orderStatus(page, 1)).toBe('unpaid');
      } else {
        // cancelled by the customer: nothing failed, nothing is said, and the order still offers to pay
        const sheet = page.getByRole('dialog').filter({ visible: true }).last();
        await expect(sheet.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled({ timeout: 15_000 });
        expect(await toastsShown(page)).toEqual([]);
        expect(await orderStatus(page, 1)).toBe('unpaid');
      }
      const payments = (await hostLog(page)).payments;
      expect(payments).toHaveLength(1);
      expect(payments[0]?.package).toMatch(/^prepay_id=OP\d+$/);
    });
  }

  test('bare write answers, and the server hears of WeChat Pay 10 s late: confirming, then paid', async ({ page }) => {
    await page.clock.install(); // the 10 s until the provider tells the server are skipped, not waited
    await inChatApp(page, { platform: 'android', pay: 'ok-late', lateMs: 10_000 });
    await logInAsDemo(page);
    // the HTTP mock server's bare-writes mode (mocks/bare-writes.ts); the reset after each test ends it
    await apiFromPage(page, '/__mock/bare-writes', { on: true });
    const payment = page.waitForResponse((response) => response.url().endsWith('/user-api/order/group-pay'));
    await payOrderOneFromDetail(page, 'WeChat Pay');
    expect(Object.keys(((await (await payment).json()) as { data: object }).data)).toEqual(['payParams']);
    await expect(page.getByText(CONFIRMING).first()).toBeVisible({ timeout: 5_000 });
    await page.clock.fastForward(10_000);
    await expectToast(page, 'Payment successful', { timeout: 10_000 });
    expect(await orderStatus(page, 1)).toBe('to-be-stored');
    await expect(page.locator('.orders-status-tag').first()).toHaveText('To be stored');
    await expect(page.getByText(/Payment failed/).filter({ visible: true })).toHaveCount(0);
  });

  test("a new online order and a top-up paid by WeChat Pay: what is shown is the server's", async ({ page }) => {
    await inChatApp(page, { platform: 'android', pay: 'ok' });
    await seedCart(page);
    await openApp(page, appPath('my'));
    await logInAsDemo(page);
    await go(page, 'createOrder', { kind: 'online' });
    await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page.locator('[data-route="orderDetail"]')).toBeVisible({ timeout: 15_000 });
    const id = Number(new URL(page.url()).hash.split('id=')[1]);
    const created = await apiFromPage<{ data: { status: string; payMethod: string } }>(
      page,
      `/order/order-info?id=${id}`,
    );
    expect(created.data).toMatchObject({ status: 'to-be-stored', payMethod: 'chat-app' });
    await expect(page.locator('.orders-status-tag').first()).toHaveText('To be stored');

    const before = (await apiFromPage<{ data: { balance: number } }>(page, '/wallet/wallet-info')).data.balance;
    await go(page, 'topUp');
    await page.getByRole('radio', { name: /¥100\.00/ }).check();
    await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
    await page.getByRole('button', { name: 'Pay ¥100.00' }).click();
    await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible({ timeout: 15_000 });
    const after = (await apiFromPage<{ data: { balance: number } }>(page, '/wallet/wallet-info')).data.balance;
    expect(after).toBeCloseTo(before + 115, 2);
    await expect(page.getByTestId('wallet-balance')).toHaveText(`¥${after.toFixed(2)}`);
    expect((await hostLog(page)).payments).toHaveLength(2);
  });

  test('an invalid signature once: the next tap configures again and scans', async ({ page }) => {
    // verified slowly, so the second configuration's sticky `ready` comes long before the host is done
    await inChatApp(page, { platform: 'android', scan: CABINET_CODE, invalidSignatures: 1, verifyMs: 700 });
    await openApp(page, scanScreen);
    await expect(page.getByRole('alert')).toHaveText(
      'The chat app did not allow this page to use this feature. Please reopen the page and try again',
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Scan again' }).click();
    await expect(cabinetScreen(page)).toBeVisible({ timeout: 15_000 });
    const log = await hostLog(page);
    expect(log.verifications.map((check) => check.ok)).toEqual([false, true]);
  });

  test('the bridge arriving late: calls wait for it', async ({ page }) => {
    await inChatApp(page, { platform: 'android', scan: CABINET_CODE, bridgeReadyMs: 2500 });
    await openApp(page, scanScreen);
    await expect(cabinetScreen(page)).toBeVisible({ timeout: 15_000 });
  });

  test('the bridge never arriving: the scan ends with a message, the app stays usable', async ({ page }) => {
    await inChatApp(page, { platform: 'android', scan: CABINET_CODE, bridgeReadyMs: null });
    await openApp(page, scanScreen);
    await expect(page.getByRole('alert')).toHaveText('No answer in time. Please try again', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator('[data-route="home"]')).toBeVisible();
  });
});

const siteDistance = (page: Page, name: string) =>
  page.locator('.site-card').filter({ hasText: name }).locator('.site-distance');

async function orderStatus(page: Page, id: number): Promise<string> {
  const answer = await apiFromPage<{ data: { status: string } }>(page, `/order/order-info?id=${id}`);
  return answer.data.status;
}
