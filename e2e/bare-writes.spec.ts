import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { requiredAnswerFields } from '../src/api/write-answers';
import {
  apiFromPage,
  expect,
  go,
  logInAsDemo,
  payOrderOneFromDetail,
  seedCart,
  setFaults,
  test,
  toastsShown,
} from './support/app';
import { waitSkippingTime } from './support/flows';

// A user-api that answers each write with no more than the contract requires (the mock's bare-writes mode,
// mocks/bare-writes.ts: data null, or only the fields of src/api/write-answers.ts), in the chat app paying
// with WeChat Pay (the mock bridge as the chat-app host). Each flow ends with what the server holds, read
// back through the mock's API, and with no 'failed' or 'cannot read' for a write the server has done.
// Seed (mocks/db/orders/seed-orders.ts): order 1 unpaid, order 2 paid and to be stored at L001, order 7
// waiting to be collected at L001; the balance ¥200.00.

type Envelope<T> = { code: number; msg: string; data: T };
type ServerOrder = { id: number; status: string; payMethod: string | null; userId?: number };
type PayChoice = 'ok' | 'late' | 'never';

/** The customer's texts in English, by locale key (another helper's new keys may not be there yet: `fallback`). */
const EN = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;
function text(key: string, fallback: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], EN);
  return typeof found === 'string' ? found : fallback;
}

const PAID = text('payment.paid', 'Payment successful');
const CONFIRMING = text('payment.confirming.title', 'Confirming your payment');
const BEING_CONFIRMED = text('payment.confirming.pending', 'Payment being confirmed');
/** What a done write must never be called: failed, unreadable, or to be recorded again. */
const FAILURE = /failed|cannot read|try again to record/i;

type WriteSeen = { path: string; keys: string[] | null; allowed: readonly string[] | 'whole' };

/**
 * Bare writes and the chat app, its payment sheet ending with `pay`, from the page's first load. Answers the
 * writes the page sent and got, with the fields each held beside those the contract requires.
 */
async function bareInChatApp(page: Page, pay: PayChoice = 'ok'): Promise<WriteSeen[]> {
  await page.addInitScript(
    (bridge) => {
      localStorage.setItem('__mock.bare-writes', 'on');
      localStorage.setItem('__mock.bridge', bridge);
    },
    JSON.stringify({ host: 'chat-app', pay }),
  );
  const seen: WriteSeen[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    const { pathname } = new URL(request.url());
    const path = pathname.replace(/^\/user-api/, '');
    if (request.method() !== 'POST' || !pathname.startsWith('/user-api/') || path.startsWith('/__mock/')) return;
    const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    if (body?.code !== 200) return;
    // ky sends its body as a stream, which the browser does not report: every payment here is by WeChat Pay
    const payMethod = (request.postDataJSON() as { payMethod?: unknown } | null)?.payMethod ?? 'chat-app';
    const keys = body.data && typeof body.data === 'object' ? Object.keys(body.data) : null;
    seen.push({ path, keys, allowed: requiredAnswerFields(path, payMethod) });
  });
  return seen;
}

/** The writes were answered bare: at least one, each with no field beyond what the contract requires. */
function expectBare(seen: WriteSeen[], path: string) {
  expect(
    seen.map((write) => write.path),
    'writes answered',
  ).toContain(path);
  for (const write of seen) {
    if (write.allowed === 'whole') continue;
    expect(write.keys ?? [], `fields answered by ${write.path}: ${JSON.stringify(write)}`).toEqual(
      write.allowed.filter((key) => write.keys?.includes(key)),
    );
  }
}

async function serverOrders(page: Page): Promise<ServerOrder[]> {
  const all = (await apiFromPage<Envelope<ServerOrder[]>>(page, '/__mock/orders')).data;
  return all.filter((order) => order.userId === undefined || order.userId === 1001);
}

const serverOrder = async (page: Page, id: number) =>
  (await apiFromPage<Envelope<ServerOrder>>(page, `/order/order-info?id=${id}`)).data;

const balance = async (page: Page) =>
  (await apiFromPage<Envelope<{ balance: number }>>(page, '/wallet/wallet-info')).data.balance;

/** Nothing on screen, and no toast since the page loaded, says a done write failed or could not be read. */
async function expectNoFailure(page: Page) {
  expect(
    (await toastsShown(page)).filter((toast) => FAILURE.test(toast)),
    'toasts',
  ).toEqual([]);
  await expect(page.getByText(FAILURE).filter({ visible: true })).toHaveCount(0);
}

test('order and pay by WeChat Pay: one order per submit, paid on the server, shown', async ({ page }) => {
  const writes = await bareInChatApp(page);
  await seedCart(page);
  await logInAsDemo(page);
  const before = await serverOrders(page);
  await go(page, 'createOrder', { lockerNo: 'L001' });
  await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
  const submit = page.getByRole('button', { name: 'Submit order' });
  // a double tap, then one more while the first is still being answered (the form may be gone by then)
  await submit.dblclick();
  await submit.dispatchEvent('click', undefined, { timeout: 500 }).catch(() => undefined);

  // the paid order's detail, or the order list, never the form again
  await expect(page.locator('[data-route="orderDetail"], [data-route="order"]')).toBeVisible({ timeout: 20_000 });
  const after = await serverOrders(page);
  const created = after.filter((order) => !before.some((old) => old.id === order.id));
  expect(created, 'orders created by one submit').toHaveLength(1);
  await expect.poll(async () => (await serverOrder(page, created[0]?.id ?? 0)).status).toBe('to-be-stored');
  expect((await serverOrder(page, created[0]?.id ?? 0)).payMethod).toBe('chat-app');
  if (await page.locator('[data-route="orderDetail"]').isVisible()) {
    expect(page.url()).toContain(`id=${created[0]?.id}`);
    await expect(page.locator('.orders-status-tag').first()).toHaveText('To be stored');
  }
  await expect(page.locator('[data-route="createOrder"]')).toHaveCount(0);
  expect(await serverOrders(page)).toHaveLength(after.length);
  expectBare(writes, '/order/create');
  await expectNoFailure(page);
});

test('a lost answer: the order the server made is found and paid, none is made again', async ({ page }) => {
  const writes = await bareInChatApp(page);
  await seedCart(page);
  await logInAsDemo(page);
  const before = await serverOrders(page);
  await setFaults(page, [{ target: '/order/create', fault: 'lostAnswer', times: 1 }]);
  await go(page, 'createOrder', { lockerNo: 'L001' });
  await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
  const submit = page.getByRole('button', { name: 'Submit order' });
  await submit.click();
  // No answer came: the app reads the orders back and shows the order the server made, on its detail to pay it;
  // not the form
  const detail = page.locator('[data-route="orderDetail"]');
  await expect(detail).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-route="createOrder"]')).toHaveCount(0);
  await detail.getByRole('button', { name: text('orders.actions.pay', 'Pay'), exact: true }).click();
  const sheet = page.getByRole('dialog').filter({ visible: true }).last();
  await sheet.getByText('WeChat Pay', { exact: true }).click();
  await sheet.getByRole('button', { name: text('orders.actions.pay', 'Pay'), exact: true }).click();
  await expect(detail).toBeVisible();

  const created = (await serverOrders(page)).filter((order) => !before.some((old) => old.id === order.id));
  expect(created, 'orders made').toHaveLength(1);
  await expect.poll(async () => (await serverOrder(page, created[0]?.id ?? 0)).status).toBe('to-be-stored');
  expect(
    writes.filter((write) => write.path === '/order/create'),
    'creates answered',
  ).toHaveLength(0);
  await expect(page.getByText(/cannot read|payment failed/i).filter({ visible: true })).toHaveCount(0);
});

test('store and collect at a cabinet: the server holds them stored and collected', async ({ page }) => {
  const writes = await bareInChatApp(page);
  await logInAsDemo(page);
  const orderNo = async (id: number) =>
    (await apiFromPage<Envelope<{ orderNo: string }>>(page, `/order/order-info?id=${id}`)).data.orderNo;
  const card = async (id: number) => page.getByRole('article').filter({ hasText: await orderNo(id) });
  await go(page, 'pendingList', { lockerNo: 'L001' });

  await (await card(2)).getByRole('button', { name: 'Store shoes' }).click();
  await expect(page.getByText('Put your shoes in the open box')).toBeVisible({ timeout: 15_000 });
  expect((await serverOrder(page, 2)).status).toBe('pending-acceptance');
  expectBare(writes, '/order/store-success');
  await expectNoFailure(page);
  await page.getByRole('button', { name: 'Done' }).click();

  await (await card(7)).getByRole('button', { name: 'Collect shoes' }).click();
  await expect(page.getByText('Take your shoes from the open box')).toBeVisible({ timeout: 15_000 });
  expect((await serverOrder(page, 7)).status).toBe('completed');
  expectBare(writes, '/order/pick-success');
  await expectNoFailure(page);
});

test('a refund: asked once, the server holds it, the order shows it', async ({ page }) => {
  const writes = await bareInChatApp(page);
  await logInAsDemo(page);
  await go(page, 'orderDetail', { id: 2 });
  await page
    .getByRole('button', { name: /refund/i })
    .first()
    .click();
  await page.getByText(/^Ordered by mistake/).click();
  await page.locator('.orders-sheet').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(text('refund.requested', 'Refund requested')).first()).toBeVisible();
  expect((await serverOrder(page, 2)).status).toBe('refund');
  // the detail reads the order back: no refund is offered again
  await expect(page.locator('.orders-status-tag').first()).not.toHaveText('To be stored');
  await expect(page.getByRole('button', { name: /refund/i })).toHaveCount(0);
  expectBare(writes, '/order/refund');
  await expectNoFailure(page);
});

test('a top-up by WeChat Pay: the balance is the server’s', async ({ page }) => {
  const writes = await bareInChatApp(page);
  await logInAsDemo(page);
  const before = await balance(page);
  await go(page, 'topUp');
  await page.getByRole('radio', { name: /¥100\.00/ }).check();
  await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
  await page.getByRole('button', { name: 'Pay ¥100.00' }).click();
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible({ timeout: 15_000 });
  expect(await balance(page)).toBeCloseTo(before + 115, 2);
  await expect(page.getByTestId('wallet-balance')).toHaveText(`¥${(before + 115).toFixed(2)}`);
  expectBare(writes, '/wallet/recharge');
  await expectNoFailure(page);
});

test('claim a voucher: it is the customer’s on the server, and shown claimed', async ({ page }) => {
  const writes = await bareInChatApp(page);
  await logInAsDemo(page);
  const owned = async () =>
    (await apiFromPage<Envelope<{ total: number }>>(page, '/wallet/coupon-list?pageNum=1&pageSize=50')).data.total;
  const before = await owned();
  await go(page, 'coupon');
  const claim = page.getByRole('button', { name: /^Claim / }).first();
  const label = (await claim.getAttribute('aria-label')) ?? '';
  await claim.click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0, { timeout: 15_000 });
  expect(await owned()).toBe(before + 1);
  expectBare(writes, '/wallet/create-order-coupon');
  await expectNoFailure(page);
});

test('add an address: the server holds it, the list shows it', async ({ page }) => {
  const writes = await bareInChatApp(page);
  await logInAsDemo(page);
  await go(page, 'address', { family: 'receiving' });
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Contact').fill('Hoa Le');
  await page.getByLabel('Phone').fill('13612345678');
  await page.getByRole('button', { name: /^Region/ }).click();
  const cascade = page.getByRole('dialog', { name: 'Select region' });
  await cascade.getByRole('button', { name: 'Guangdong' }).click();
  await cascade.getByRole('button', { name: 'Guangzhou' }).click();
  await cascade.getByRole('button', { name: 'Tianhe' }).click();
  await page.getByLabel('Detailed address').fill('88 Tianhe North Road');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(page.locator('.address-card', { hasText: 'Hoa Le' })).toContainText('88 Tianhe North Road');
  const list = await apiFromPage<Envelope<unknown>>(page, '/receiving/list');
  expect(JSON.stringify(list.data)).toContain('Hoa Le');
  expectBare(writes, '/receiving/add');
  await expectNoFailure(page);
});

test.describe('a WeChat Pay payment the server hears of late, or never', () => {
  test('10 s after the ok: "Confirming your payment", then paid, never failed', async ({ page }) => {
    test.setTimeout(45_000);
    const writes = await bareInChatApp(page, 'late');
    await payOrderOneFromDetail(page, 'WeChat Pay');

    await expect(page.getByText(CONFIRMING).first()).toBeVisible({ timeout: 5_000 });
    expect((await serverOrder(page, 1)).status).toBe('unpaid');
    // the provider tells the server 10 s after the ok; the app is still reading the order back then
    await expect(
      page
        .getByText(PAID)
        .or(page.locator('.orders-status-tag', { hasText: 'To be stored' }))
        .first(),
    ).toBeVisible({
      timeout: 25_000,
    });
    expect((await serverOrder(page, 1)).status).toBe('to-be-stored');
    await expect(page.locator('[data-route="orderDetail"] .orders-status-tag').first()).toHaveText('To be stored');
    expectBare(writes, '/order/group-pay');
    await expectNoFailure(page);
  });

  test('never heard of: confirming, then "Payment being confirmed" with no Pay button', async ({ page }) => {
    await page.clock.install();
    const writes = await bareInChatApp(page, 'never');
    await payOrderOneFromDetail(page, 'WeChat Pay');

    await expect(page.getByText(CONFIRMING).first()).toBeVisible({ timeout: 5_000 });
    // still confirming a minute on (the app reads back for at least 60 s), then no longer
    await page.clock.fastForward(55_000);
    await expect(page.getByText(CONFIRMING).first()).toBeVisible();
    await waitSkippingTime(page, () => expect(page.getByText(CONFIRMING)).toHaveCount(0, { timeout: 300 }), 5_000);
    const detail = page.locator('[data-route="orderDetail"]');
    await expect(detail.getByText(BEING_CONFIRMED).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay', exact: true }).filter({ visible: true })).toHaveCount(0);
    expect((await serverOrder(page, 1)).status).toBe('unpaid');
    expectBare(writes, '/order/group-pay');
    await expectNoFailure(page);
  });
});
