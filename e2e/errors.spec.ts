import pkg from '../package.json' with { type: 'json' };
import {
  ANTD,
  expect,
  expectToast,
  logInAsDemo,
  openApp,
  setFaults,
  startUpAnswered,
  stored,
  test,
} from './support/app';
import { appPath, appUrl, atRoute } from './support/paths';

// The error catalogue of spec section 8 as a customer meets it, and start-up surviving bad stored values.

const startupFamilies = ['shop', 'conf', 'sys', 'auth', 'file'];

for (const family of startupFamilies) {
  test(`a 401 from the ${family} calls lands on the login page with the expiry text`, async ({ page }) => {
    await logInAsDemo(page);
    await startUpAnswered(page);
    await setFaults(page, [{ target: family, fault: 'session401' }]);
    await page.reload();
    await expectToast(page, 'Login expired, please log in again');
    await expect(page).toHaveURL(atRoute('login'));
    // logged out: the token is gone
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
}

test('a network failure shows Request Error', async ({ page }) => {
  await openApp(page, appPath('my'));
  await setFaults(page, [{ target: 'shop', fault: 'network' }]);
  await page.reload();
  await expectToast(page, 'Request Error');
  // the screen itself still works
  await expect(page.getByText(`Version ${pkg.version}`)).toBeVisible();
});

test('an HTTP error shows its status and path', async ({ page }) => {
  await openApp(page, appPath('my'));
  await setFaults(page, [{ target: '/shop/get-brand', fault: 'http500' }]);
  await page.reload();
  await expectToast(page, '500 /shop/get-brand');
});

for (const locale of ['en', 'vi'] as const) {
  test(`a toast in ${locale} breaks lines between words, never inside one`, async ({ page }) => {
    // 'Please add a shopping cart first': the order button of an empty cart
    await page.clock.install();
    await openApp(page, appPath('productList'), { locale });
    // The page's time moves only as the test says: the toast stays for as long as its lines are looked at (it
    // closes after 1.5 s, which a busy machine can take between two steps).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.locator('.cart-bar-order').click();
    const toast = page.locator(ANTD.toast).filter({ visible: true });
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(toast).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 10_000 });
    // antd-mobile's own toast breaks anywhere ('Please enter a phone num ber')
    expect(await toast.evaluate((node) => getComputedStyle(node).wordBreak)).toBe('normal');
    // no line ends inside a word: every line break falls where the text has a space
    const words = await toast.evaluate((node) => {
      const range = document.createRange();
      const text = node.textContent ?? '';
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      let textNode = walker.nextNode();
      while (textNode) {
        for (let i = 0; i < (textNode.textContent ?? '').length; i++) {
          range.setStart(textNode, i);
          range.setEnd(textNode, i + 1);
          tops.push(Math.round(range.getBoundingClientRect().top));
        }
        textNode = walker.nextNode();
      }
      // characters where a new line starts, and the one before each
      return tops.flatMap((top, i) => (i > 0 && top > (tops[i - 1] ?? top) ? [[text[i - 1], text[i]]] : []));
    });
    expect(words.length, 'the text is long enough to wrap').toBeGreaterThan(0);
    for (const [before, after] of words)
      expect(`${before}|${after}`, 'a line break inside a word').toMatch(/\s\||\|\s|[-–/]\|/);
  });
}

test('corrupted persisted values do not stop start-up and are reset', async ({ page }) => {
  await page.addInitScript(
    (values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    },
    {
      token: '{not json',
      isLogin: '"yes"',
      userInfo: '{"type":"object","data":{"id":"x"}}',
      cartList: '{"type":"array","data":[{"id":1,"count":-3}]}',
      locale: '{"type":"string","data":"klingon"}',
      shopId: '{"type":"number","data":-1}',
      oss: 'null',
      receiving: '[]',
    },
  );
  await page.goto(appUrl('my'));
  await expect(page.getByText(`Version ${pkg.version}`)).toBeVisible();
  await expect(page.getByText('Please log in').first()).toBeVisible();
  const left = await page.evaluate(() => ['token', 'cartList', 'locale', 'shopId'].map((k) => localStorage.getItem(k)));
  expect(left.every((value) => value === null)).toBe(true);
});

test('the language is persisted and sent as Accept-Language', async ({ page }) => {
  await openApp(page, appPath('my'));
  await page.getByText('Tiếng Việt').click();
  await expect(page.getByText(`Phiên bản ${pkg.version}`)).toBeVisible();
  const request = page.waitForRequest((r) => r.url().includes('/user-api/shop/get-brand'));
  await page.reload();
  expect((await request).headers()['accept-language']).toBe('vi');
  await expect(page.getByText(`Phiên bản ${pkg.version}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(stored('vi'));
});
