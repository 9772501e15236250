import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import axeCore from 'axe-core';
import {
  ANTD,
  apiFromPage,
  expect,
  expectToast,
  go,
  LOCALES,
  type Locale,
  logInAsDemo,
  openApp,
  stored,
  test,
} from './support/app';
import { appPath, PATHS, type Query, type RouteName } from './support/paths';

// Accessibility and looks: every route of src/lib/paths.ts and the main overlays, in each locale (an axe check,
// WCAG 2.0 and 2.1, A and AA, in en), logged in as the demo customer, with realistic parameters from the seed
// (mocks/db/orders/, mocks/db/commerce/): order 1 is unpaid, order 2 waits to be stored at cabinet L001,
// order 8 owes a price difference, order 9 (orderInfoId 5009) is overdue, goods 101 is a sneaker wash, address 1
// is the default receiving address. No serious or critical violation is allowed; the last locale's test attaches a
// table route x locale (the runner's reports show it); each state is also compared with its baseline screenshot (e2e/baselines/<locale>/). The
// keyboard alone: e2e/keyboard.spec.ts.

/** A fixed 'now' for the sweep: the seed's dates, countdowns and order numbers come out the same every run. */
const NOW = new Date('2026-11-20T10:00:00+08:00');

type Count = { severe: number; total: number; detail: string[] };

/**
 * axe on the page as it is now; the mock-only developer panel is not part of the app. axe-core (1.3 MB) is put
 * into a page once, not before every check as @axe-core/playwright's builder does: the sweep moves by hash
 * changes, so one document takes all its checks (the evaluation bypasses the app's CSP, as the builder's does).
 */
async function axe(page: Page): Promise<Count> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axeCore }).axe.run(
        { exclude: [['#mock-dev-panel']] },
        {
          runOnly: { type: 'tag', values: tags },
          // index.html's viewport stops pinch zoom on purpose (spec section 9: multi-touch is suppressed)
          rules: { 'meta-viewport': { enabled: false } },
          resultTypes: ['violations'],
        },
      ),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return {
    severe: severe.length,
    total: results.violations.length,
    detail: results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`,
    ),
  };
}

/**
 * What looks clickable (a pointer cursor) but the keyboard cannot reach: neither focusable itself nor inside
 * something focusable, nor the label of a control that is rendered (antd-mobile's Radio hides its <input>),
 * nor a roving-tabindex item (tabs) of a group that has a focusable member.
 */
async function unreachable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const FOCUSABLE =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    const rendered = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const reachable = (element: Element): boolean => {
      const focusable = element.closest(FOCUSABLE);
      if (focusable && rendered(focusable)) return true;
      const label = element.closest('label');
      if (label?.control && !label.control.matches(':disabled')) return rendered(label.control);
      if (label?.control) return true; // a disabled choice: nothing to reach
      const roving = element.closest('[role="tab"], [role="option"], [role="radio"], [role="menuitem"]');
      return Boolean(roving?.parentElement?.closest('[role]')?.querySelector(FOCUSABLE));
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('#mock-dev-panel') || !rendered(element)) continue;
      if (getComputedStyle(element).cursor !== 'pointer') continue;
      const parent = element.parentElement;
      if (parent && getComputedStyle(parent).cursor === 'pointer') continue; // report the outermost only
      if (element.matches(':disabled, [aria-disabled="true"]')) continue;
      if (reachable(element)) continue;
      found.push(
        `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
      );
    }
    return found;
  });
}

/** The routes `visit` has opened (the sweep must open every one of src/lib/paths.ts). */
const visited = new Set<RouteName>();

/** Goes to a route inside the running app and waits until its screen shows its data. */
async function visit(page: Page, name: RouteName, query?: Query) {
  visited.add(name);
  await go(page, name, query, { loaded: true });
}

/** Waits until an overlay has finished sliding or fading in (its box stops moving, it is fully opaque). */
async function settled(overlay: Locator) {
  await expect(overlay).toBeVisible();
  await expect
    .poll(() =>
      overlay.evaluate(
        (element) =>
          new Promise<string>((resolve) => {
            const at = () => JSON.stringify(element.getBoundingClientRect());
            const first = at();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                let node: Element | null = element;
                let opacity = 1;
                for (; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
                resolve(at() === first && opacity === 1 ? 'still' : 'moving');
              }),
            );
          }),
      ),
    )
    .toBe('still');
}

type Row = { what: string; severe: number; total: number; keyboard: number };

/** Every route of src/lib/paths.ts (with the query a customer arrives with) and the main overlays. */
async function sweep(page: Page, check: (what: string) => Promise<void>) {
  // tab pages, account and agreements
  await visit(page, 'home');
  await check('home');
  await page.locator('.home-order-button').click();
  await settled(page.locator('.titled-sheet'));
  await check('home: order popup');
  await page.keyboard.press('Escape');
  await expect(page.locator('.titled-sheet')).toBeHidden();

  await visit(page, 'order');
  await check('order');
  await visit(page, 'my');
  await check('my');
  await visit(page, 'userInfo');
  await check('userInfo');
  await visit(page, 'share');
  await check('share');
  await visit(page, 'login');
  await check('login');
  await visit(page, 'register');
  await check('register');
  await visit(page, 'forget');
  await check('forget');
  await visit(page, 'protocol');
  await check('protocol');
  await visit(page, 'privacy');
  await check('privacy');
  await visit(page, 'washingProcess');
  await check('washingProcess');
  await visit(page, 'scan');
  const status = page.locator('.scan-status[role="alert"]');
  await expect(status).not.toBeEmpty();
  // the same words come as a toast, which `check` waits out (it may show a moment after the status)
  await expectToast(page, ((await status.textContent()) ?? '').trim());
  await check('scan');

  // goods, cart and ordering
  await visit(page, 'productList', { kind: 'door' });
  await check('productList');
  await page.locator('.cart-bar-open').click();
  await settled(page.locator('.sheet-inner'));
  await check('productList: cart sheet');
  await page.keyboard.press('Escape');
  await expect(page.locator('.sheet-inner')).toBeHidden();
  await visit(page, 'productDetail', { id: 101 });
  await check('productDetail');
  await visit(page, 'createOrder', { kind: 'door' });
  await check('createOrder (door-to-door)');
  await visit(page, 'createOrder', { kind: 'scan', lockerNo: 'L001' });
  await check('createOrder (cabinet L001)');
  await visit(page, 'coupon');
  await check('coupon');
  await visit(page, 'myCoupon');
  await check('myCoupon');
  await visit(page, 'wallet');
  await check('wallet');
  await visit(page, 'topUp');
  await check('topUp');
  await visit(page, 'address', { family: 'receiving' });
  await check('address (receiving)');
  await visit(page, 'address', { family: 'addr' });
  await check('address (address book)');
  await visit(page, 'newAddress', { id: 1, family: 'receiving' });
  await check('newAddress');
  await page.locator('.region-field').click();
  await settled(page.getByRole('dialog'));
  await check('newAddress: region cascade');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // orders and cabinets
  await visit(page, 'orderDetail', { id: 8 });
  await check('orderDetail (price difference)');
  await visit(page, 'orderDetail', { id: 5 });
  await check('orderDetail (door-to-door)');
  await visit(page, 'orderDetail', { id: 1 });
  await check('orderDetail (unpaid)');
  await page.locator('.orders-actions .light-button-primary').click();
  const paySheet = page.locator('[role="dialog"][aria-labelledby="orders-pay-title"]');
  await settled(paySheet);
  await check('orderDetail: payment picker');
  await page.keyboard.press('Escape');
  await expect(paySheet).toBeHidden();
  // an unpaid order has nothing to refund: the refund sheet of a paid one, waiting to be accepted
  await visit(page, 'orderDetail', { id: 5 });
  // Refund leads the secondary actions (OrderActionBar), whatever the locale calls it
  await page.locator('.orders-actions-more button').first().click();
  const refundSheet = page.locator('[role="dialog"][aria-labelledby="orders-refund-title"]');
  await settled(refundSheet);
  await expect(refundSheet.getByRole('radio').first()).toBeVisible();
  await check('orderDetail: refund sheet');
  await page.keyboard.press('Escape');
  await expect(refundSheet).toBeHidden();
  await visit(page, 'orderSteps', { orderInfoId: 5006 });
  await check('orderSteps');
  await visit(page, 'overduePayment', { orderInfoId: 5009, kind: 'overdue' });
  await check('overduePayment');
  await visit(page, 'pendingList', { lockerNo: 'L001', shopId: 0 });
  await check('pendingList');
  const orderNo = (await apiFromPage<{ data: { orderNo: string } }>(page, '/order/order-info?id=2')).data.orderNo;
  await page.locator('.cabinet-order').filter({ hasText: orderNo }).getByRole('button').click();
  // the mock's box opens a moment after the call: the sweep's fixed clock moves on until it has
  const flow = page.locator('.box-flow-body[data-phase="done"]');
  let later = NOW.getTime();
  await expect
    .poll(
      async () => {
        later += 5_000;
        await page.clock.setFixedTime(new Date(later));
        return flow.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await settled(flow);
  await check('pendingList: box flow sheet');
  await flow.getByRole('button').click();
  await visit(page, 'nearLocker');
  await expect(page.locator('.site-card').first()).toBeVisible();
  await check('nearLocker');
  // the map, opened: its tiles refused as where no tile server answers, so that it looks the same anywhere
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.getByRole('button', { name: /Show map|Hiện bản đồ|显示地图/ }).click();
  await expect(page.locator('.sites-map-tiles')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await check('nearLocker: map');
  await page.getByRole('button', { name: /Hide map|Ẩn bản đồ|隐藏地图/ }).click();
}

/**
 * The table route x locale, attached to the test of the last locale to report (each locale is its own test, in
 * a worker of its own): the runner's reports show it beside that test.
 */
async function report(testInfo: TestInfo, locale: Locale, rows: Row[]) {
  const dir = join(testInfo.project.outputDir, 'a11y');
  mkdirSync(dir, { recursive: true });
  const file = (name: string) => join(dir, `${process.ppid}-${name}.json`);
  writeFileSync(file(locale), JSON.stringify(rows));
  let all: Record<string, Row[]>;
  try {
    all = Object.fromEntries(LOCALES.map((name) => [name, JSON.parse(readFileSync(file(name), 'utf8')) as Row[]]));
    openSync(file('printed'), 'wx'); // only the last of the three attaches it
  } catch {
    return;
  }
  const width = Math.max(...rows.map((row) => row.what.length));
  const lines = [`${'route / overlay'.padEnd(width)} | ${LOCALES.map((name) => name.padEnd(7)).join(' | ')}`];
  lines.push(`${'-'.repeat(width)}-|-${LOCALES.map(() => '-'.repeat(7)).join('-|-')}`);
  for (const [index, row] of (all.en ?? []).entries()) {
    const cells = LOCALES.map((name) => {
      const cell = all[name]?.[index];
      return (cell ? `${cell.severe}/${cell.total}/${cell.keyboard}` : '?').padEnd(7);
    });
    lines.push(`${row.what.padEnd(width)} | ${cells.join(' | ')}`);
  }
  await testInfo.attach('accessibility, route x locale', {
    contentType: 'text/plain',
    body: [
      'Accessibility: axe (wcag2a, wcag2aa, wcag21a, wcag21aa) on every route and overlay in en; in vi and zh-CN,',
      "the page's language (html lang). Cell: serious or critical violations / all violations / clickable things",
      'the keyboard cannot reach.',
      ...lines,
    ].join('\n'),
  });
}

const fileName = (what: string) => what.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');

test.describe('every screen', () => {
  // a phone's size and the shop's time zone, whatever the machine's: the baselines are what a customer sees
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Shanghai' });

  for (const locale of LOCALES) {
    test(`every route and the main overlays pass axe and look as their baselines in ${locale}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(150_000);
      await page.clock.setFixedTime(NOW);
      const rows: Row[] = [];
      const problems: string[] = [];
      const check = async (what: string) => {
        // a toast from the step before (the scanner's 'incorrect QR code') fading out is no state to judge
        await expect(page.locator(ANTD.toastMask)).toBeHidden();
        // axe judges the markup, names and colours, which the language does not change: it runs in en. In vi and
        // zh-CN the page says its language, and the look and the keyboard are checked as in en.
        const count =
          locale === 'en'
            ? await axe(page)
            : await page.evaluate(
                (lang) =>
                  document.documentElement.lang === lang
                    ? { severe: 0, total: 0, detail: [] }
                    : { severe: 1, total: 1, detail: [`serious html-lang: "${document.documentElement.lang}"`] },
                locale,
              );
        const keys = await unreachable(page);
        rows.push({ what, severe: count.severe, total: count.total, keyboard: keys.length });
        problems.push(...count.detail.map((line) => `${what}: ${line}`));
        problems.push(...keys.map((line) => `${what}: keyboard cannot reach ${line}`));
        // compared softly: one changed screen does not hide the others' changes
        await expect.soft(page, `${what} looks as its baseline`).toHaveScreenshot([locale, `${fileName(what)}.png`]);
      };

      try {
        // logged out: the profile tab, and a screen that needs a session
        await openApp(page, appPath('my'), { locale });
        await check('my (logged out)');
        await visit(page, 'wallet');
        await check('wallet (logged out: please log in)');

        // the demo customer, with a cart line and a mock scanner that reads a foreign code
        await page.evaluate(
          ([cart, bridge]) => {
            localStorage.setItem('cartList', cart as string);
            localStorage.setItem('__mock.bridge', bridge as string);
          },
          [
            stored([{ id: 101, name: 'Standard sneaker wash', price: 25, image: null, count: 1, goodsAddVos: [] }]),
            JSON.stringify({ host: 'chat-app', scan: 'garbage', pay: 'ok' }),
          ],
        );
        await logInAsDemo(page);
        visited.clear();
        await sweep(page, check);
        expect([...visited].sort(), 'every route of src/lib/paths.ts').toEqual(Object.keys(PATHS).sort());

        // the new customer's welcome coupon popup
        const fresh = await apiFromPage<{ data: { token: string } }>(page, '/auth/password-login', {
          phone: '13900139000',
          password: 'fresh123',
        });
        await page.evaluate(
          ([token, hash]) => {
            localStorage.setItem('token', token as string);
            location.hash = hash as string;
          },
          [stored(fresh.data.token), `#${appPath('home')}`],
        );
        await page.reload(); // the app reads the session once, at start-up
        await settled(page.getByRole('dialog'));
        await check('home: welcome coupon popup');
      } finally {
        await report(testInfo, locale, rows); // what was checked, also when a step failed
      }
      if (problems.length)
        await testInfo.attach(`problems in ${locale}`, { contentType: 'text/plain', body: problems.join('\n') });
      // no violation of any severity: a moderate or minor one is still something a customer cannot read or
      // reach, and one let through hides the next; and every clickable thing takes the keyboard
      expect(rows.filter((row) => row.severe > 0)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
