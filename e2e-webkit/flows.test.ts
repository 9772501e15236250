import { resolve } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DEMO, WebKitPage } from './page';

// The main flows in the chat app's iPhone browser, each ending with what the server holds, read back through the
// mock user-api; the login's after a page load (the mock keeps its tables across loads as a server would:
// docs/webkit.md).
// The mock bridge is the chat app, its payment sheet saying ok (its default). Seed (mocks/db/orders/): order 2
// paid and to be stored at cabinet L001, order 7 waiting to be collected there; the balance ¥200.00.

type ServerOrder = { id: number; orderNo: string; status: string; payMethod: string | null };

const CABINET = '/pages/Order/PendingList/index?lockerNo=L001&shopId=0';

describe('the main flows in WebKit', () => {
  const page = new WebKitPage();
  const order = async (id: number) => (await page.api<ServerOrder>(`/order/order-info?id=${id}`)).data;
  const balance = async () => (await page.api<{ balance: number }>('/wallet/wallet-info')).data.balance;

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.keepScreenshot(context.task.name);
    expect((await page.errors()).join('\n'), 'errors in the page').toBe('');
  });

  test('log in through the form: the server knows the session, and a page load keeps it', async () => {
    await page.fresh();
    await page.open(`/pages/Login/login?redirect=${encodeURIComponent('/pages/My/My/index')}`, 'login');
    await page.fill('#login-phone', DEMO.phone);
    await page.fill('#login-password', DEMO.password);
    await page.click('#login-consent');
    await page.click('form button', 'Log in', { exact: true });
    await page.drawn('my');
    await page.open('/pages/My/My/index', 'my');
    expect((await page.api('/wallet/wallet-info')).code).toBe(200);
    expect(await page.find('button', 'Log in', { exact: true })).toBeNull();
  });

  test('order at a cabinet and pay by WeChat Pay: the server holds the order paid, the detail says so', async () => {
    await page.freshLoggedIn(CABINET, 'pendingList');
    await page.click('button', 'Place a new order at this cabinet');
    await page.drawn('createOrder');
    await page.click('button', 'Choose goods');
    await page.drawn('productList');
    await page.click('button[aria-label="Add Standard sneaker wash to the cart"]');
    await page.click('button', 'Order', { exact: true });
    await page.drawn('createOrder');
    await page.click('.pay-method label', 'WeChat Pay');
    await page.click('button', 'Submit order');
    await page.shown('[data-route="orderDetail"] .orders-status-tag', 'To be stored', { timeout: 20_000 });
    const id = Number(/[?&]id=(\d+)/.exec(await page.driver.getCurrentUrl())?.[1]);
    expect(await order(id)).toMatchObject({ status: 'to-be-stored', payMethod: 'chat-app' });
  });

  test('a live photo: uploaded to the storage service as multipart form data, which holds it, and drawn', async () => {
    await page.freshLoggedIn('/pages/Order/CreateOrder/index?lockerNo=L001', 'createOrder');
    // the photo picker's own file field (hidden behind its label), given a picture from the phone
    const picture = resolve(import.meta.dirname, 'baselines/en/home.png');
    await (await page.attached('.photos input[type="file"]')).sendKeys(picture);
    // drawn from the storage service's copy (a local preview is shown while it uploads)
    const stored = await page.until(
      'the thumbnail drawn from the uploaded copy',
      () =>
        page.driver.executeScript<string | null>(`
          const image = document.querySelector('.photos img.photo-image');
          return image && image.complete && image.naturalWidth > 0 && image.currentSrc.includes('/file/object/')
            ? image.currentSrc : null;
        `),
      15_000,
    );
    const held = await page.driver.executeAsyncScript<string>(
      `const [src, done] = arguments;
       fetch(src).then((response) => done(response.status + ' ' + response.headers.get('Content-Type')), String);`,
      stored,
    );
    expect(held).toBe('200 image/png');
  });

  test('store and collect at a cabinet: the server holds one stored, the other collected', async () => {
    await page.freshLoggedIn(CABINET, 'pendingList');
    const [toStore, toCollect] = [await order(2), await order(7)];
    await page.click('button', 'Store shoes', { within: ['article', toStore.orderNo] });
    await page.shown('.box-flow-body', 'Put your shoes in the open box', { timeout: 15_000 });
    await page.click('.box-flow-body button', 'Done');
    await page.hidden('.box-flow-body');
    await page.click('button', 'Collect shoes', { within: ['article', toCollect.orderNo] });
    await page.shown('.box-flow-body', 'Take your shoes from the open box', { timeout: 15_000 });
    expect((await order(2)).status).toBe('pending-acceptance');
    expect((await order(7)).status).toBe('completed');
  });

  test('a top-up by WeChat Pay: the balance shown is the server’s', async () => {
    await page.freshLoggedIn('/pages/Home/TopUp/index', 'topUp');
    const before = await balance();
    await page.click('label.package', '¥100.00');
    await page.click('.pay-method label', 'WeChat Pay');
    await page.click('button', 'Pay ¥100.00');
    await page.shown('h2', 'Top-up successful', { timeout: 15_000 });
    await page.go('/pages/My/Wallet/index', 'wallet');
    expect(await balance()).toBeCloseTo(before + 115, 2);
    await page.shown('[data-testid="wallet-balance"]', `¥${(before + 115).toFixed(2)}`, { exact: true });
  });

  test('a refund: the server holds it asked, the detail offers no refund again', async () => {
    await page.freshLoggedIn('/pages/Order/OrderDetail/index?id=2', 'orderDetail');
    // Refund leads the secondary actions (OrderActionBar)
    await page.click('.orders-actions-more button', 'Refund');
    await page.click('label.radio-option', 'Ordered by mistake');
    await page.click('.orders-sheet button', 'Submit', { exact: true });
    await page.shown('body *', 'Refund requested');
    expect((await order(2)).status).toBe('refund');
    // the detail reads the order back
    await page.hidden('.orders-actions button', 'Refund');
  });
});
