import { beforeAll, describe, expect, test } from 'vitest';
import { ROUTE_PATHS } from '../e2e/support/routes';
import { PATHS, type RouteName } from '../src/lib/paths';
import { encode } from '../src/lib/storage';
import { ANTD } from '../src/ui/antd';
import { expectLooksAsBaseline } from './baselines';
import { WebKitPage } from './page';

// Every route of spec section 2, opened by its link (a page load, as from a chat message or a QR code) in the
// chat app's iPhone browser, logged in as the demo customer: no uncaught error, its screen drawn, and it looks as
// its WebKit baseline. Parameters from the seed, as e2e/a11y.spec.ts opens them: order 1 unpaid, order 5 door to
// door, order 9 (orderInfoId 5009) overdue, goods 101 a sneaker wash, address 1 the default receiving address.

/** The fixed 'now' of Chromium's baselines (e2e/a11y.spec.ts): dates and order numbers the same every run. */
const NOW = new Date('2026-11-20T10:00:00+08:00');

/** The query a customer arrives with, where the screen needs one. */
const QUERY: Partial<Record<RouteName, string>> = {
  productList: '?kind=door',
  productDetail: '?id=101',
  createOrder: '?kind=scan&lockerNo=L001',
  address: '?family=receiving',
  newAddress: '?id=1&family=receiving',
  orderDetail: '?id=1',
  orderSteps: '?orderInfoId=5006',
  overduePayment: '?orderInfoId=5009&kind=overdue',
  pendingList: '?lockerNo=L001&shopId=0',
};

describe('every route, deep-linked in WebKit', () => {
  const page = new WebKitPage();

  beforeAll(async () => {
    await page.fresh({ now: NOW });
    await page.logIn();
  });

  /** The route drawn, with no error in the page and nothing WebKit parsed or formatted otherwise than Chromium. */
  async function expectDrawn(path: string, name: RouteName) {
    await page.open(path, name);
    // a toast (the scanner's 'no camera') is no state to compare
    await page.hidden(ANTD.toastMask, null, 5_000);
    expect((await page.errors()).join('\n'), 'errors in the page').toBe('');
    // a date or number WebKit parsed or formatted otherwise than Chromium shows as one of these
    const text = await page.driver.executeScript<string>('return document.body.innerText');
    expect(text).not.toMatch(/Invalid Date|NaN|undefined|\[object Object\]/);
  }

  for (const [name, path] of ROUTE_PATHS) {
    test(name, async () => {
      await expectDrawn(`${path}${QUERY[name] ?? ''}`, name);
      await expectLooksAsBaseline(page, 'en', name);
    });
  }

  // Dates, money and plural forms go through Intl, whose data differs between engines: the screens with the most
  // of them in the two other locales.
  for (const locale of ['vi', 'zh-CN']) {
    test(`the order detail and the wallet in ${locale}`, async () => {
      await page.driver.executeScript('localStorage.setItem("locale", arguments[0])', encode(locale));
      for (const name of ['orderDetail', 'wallet'] as const) {
        await expectDrawn(`${PATHS[name]}${QUERY[name] ?? ''}`, name);
        expect(await page.driver.executeScript('return document.documentElement.lang')).toBe(locale);
        await expectLooksAsBaseline(page, locale, name);
      }
    });
  }
});
