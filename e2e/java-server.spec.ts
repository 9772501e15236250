import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, go, logInAsDemo, test, toastsShown } from './support/app';
import { fillLoginForm, loginButton } from './support/flows';
import {
  expectJavaAnswers,
  IN_CHAT_APP_PHONE,
  JAVA_ROUTE_QUERY,
  javaApi,
  javaInChatApp,
  serverOrder,
  serverOrders,
  shownOrderId,
  snowflake,
} from './support/java';
import { appPath, appUrl, type RouteName } from './support/paths';
import { ROUTE_PATHS } from './support/routes';

// The app against a user-api that answers as the real one, a Java (Spring) server (mocks/java.ts): every id a
// 19-digit snowflake (SNOWFLAKE = 1595960837329200000 + the seed's id), sent as a string ('strings') or a bare
// JSON number ('numbers'), missing fields null, flags 0/1, times HH:mm:ss, date-times epoch milliseconds. Walked
// as a customer meets it: on an iPhone, in the chat app, paying with WeChat Pay (the mock bridge as the host).
// Each flow ends with what the server holds, read back through the user-api without loss (e2e/support/java.ts).
// Seed (mocks/db/): order 1 unpaid, order 2 paid and to be stored at cabinet L001, order 9 (orderInfoId 5009)
// overdue; goods 101 a sneaker wash, 106 a leather restoration (¥109.00 for members); the voucher '20 off leather
// care' (goods 104-106, from ¥80.00) still to be claimed; the balance ¥200.00; the demo customer is user 1001.

test.use(IN_CHAT_APP_PHONE);

const CANNOT_READ = 'The server sent an answer the app cannot read.';
const COULD_NOT_LOAD = 'Could not load';

/** No user-api call is on its way (counted in the page: e2e/support/app.ts). */
async function callsAnswered(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => (window as Window & { __userApiCalls?: { pending: number } }).__userApiCalls?.pending ?? 0),
      { intervals: [50], message: 'the user-api calls answered' },
    )
    .toBe(0);
}

/** Nothing on screen says an answer could not be loaded or read, and no toast has said so since the page loaded. */
async function expectReadable(page: Page, where: string): Promise<void> {
  await callsAnswered(page);
  await expect(page.getByText(COULD_NOT_LOAD).filter({ visible: true }), where).toHaveCount(0);
  await expect(page.getByText(CANNOT_READ).filter({ visible: true }), where).toHaveCount(0);
  expect(
    (await toastsShown(page)).filter((toast) => toast.includes(CANNOT_READ)),
    where,
  ).toEqual([]);
}

/** What each route of spec section 2 (and the share page) shows from the server, opened with JAVA_ROUTE_QUERY. */
const SHOWS: Record<RouteName, (page: Page) => Locator> = {
  // an order in progress, linked by its full id
  home: (page) => page.locator(`a[href$="?id=${snowflake(8)}"]`),
  order: (page) => page.locator('.orders-card').first(),
  my: (page) => page.getByText(`ID ${snowflake(1001)}`),
  // the chat app's scanner reads cabinet L001's code: the cabinet
  scan: (page) => page.getByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' }),
  login: (page) => page.getByLabel('Phone number'),
  register: (page) => page.getByLabel('Phone number'),
  forget: (page) => page.getByLabel('Phone number'),
  topUp: (page) => page.getByRole('radio', { name: /¥100\.00/ }),
  washingProcess: (page) => page.getByText(/^Step 1/),
  protocol: (page) => page.getByText('Shoe Care Service Agreement'),
  privacy: (page) => page.getByText('Shoe Care Privacy Policy'),
  nearLocker: (page) => page.getByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' }),
  productList: (page) => page.getByRole('button', { name: 'Add Standard sneaker wash to the cart' }),
  productDetail: (page) => page.getByRole('heading', { name: 'Standard sneaker wash' }),
  createOrder: (page) => page.getByText('Zhengzhou Jinshui Cabinet').first(),
  coupon: (page) => page.getByRole('button', { name: 'Claim 20 off leather care' }),
  myCoupon: (page) => page.getByText('10 off any order'),
  orderDetail: (page) => page.locator('[data-route="orderDetail"] .orders-status-tag').filter({ hasText: 'Unpaid' }),
  orderSteps: (page) => page.getByText('Cleaning started'),
  pendingList: (page) => page.getByRole('heading', { name: 'Waiting to be stored' }),
  address: (page) => page.getByText('Minh Tran'),
  newAddress: (page) => page.getByLabel('Contact').and(page.locator('[value="Lan Nguyen"]')),
  wallet: (page) => page.getByTestId('wallet-balance').filter({ hasText: '¥200.00' }),
  overduePayment: (page) => page.getByText('Amount due'),
  userInfo: (page) => page.getByText(snowflake(1001)),
  share: (page) => page.getByText('How it works'),
};

test("every route opens logged in and shows the server's content, ids as bare numbers", async ({ page }) => {
  // the chat app's scanner reads cabinet L001's code: the scan route leads to the cabinet
  await javaInChatApp(page, 'numbers', { scan: 'L001' });
  await logInAsDemo(page);
  await expectJavaAnswers(page, 'numbers');
  for (const [name] of ROUTE_PATHS) {
    await page.evaluate(
      (hash) => {
        location.hash = hash;
      },
      `#${appPath(name, JAVA_ROUTE_QUERY[name])}`,
    );
    if (name === 'scan') await expect(page.locator('[data-route="pendingList"]'), name).toBeVisible();
    else await expect(page.locator(`[data-route="${name}"] h1`).first(), name).toBeVisible();
    await expect(SHOWS[name](page), name).toBeVisible();
    await expectReadable(page, name);
  }
});

test('order at a cabinet and pay by WeChat Pay, then store the shoes: one order, paid, then stored (numbers)', async ({
  page,
}) => {
  await javaInChatApp(page, 'numbers', { scan: 'L001' });
  await logInAsDemo(page);
  await expectJavaAnswers(page, 'numbers');
  const before = await serverOrders(page);

  await go(page, 'home');
  await page.getByRole('region', { name: 'Start here' }).getByRole('button', { name: 'Scan a cabinet' }).click();
  await expect(page.getByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' })).toBeVisible();
  await page.getByRole('button', { name: 'Place a new order at this cabinet' }).click();
  await page.getByRole('button', { name: 'Choose goods' }).click();
  await page.getByRole('button', { name: 'Add Standard sneaker wash to the cart' }).click();
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(page.locator('[data-route="createOrder"]')).toBeVisible();
  await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
  await page.getByRole('button', { name: 'Submit order' }).click();

  const detail = page.locator('[data-route="orderDetail"]');
  await expect(detail.locator('.orders-status-tag').first()).toHaveText('To be stored', { timeout: 15_000 });
  const id = shownOrderId(page);
  expect(id).toMatch(/^\d{19}$/);
  const created = (await serverOrders(page)).filter((order) => !before.some((old) => old.id === order.id));
  expect(created, 'orders made by one submit').toHaveLength(1);
  expect(created[0]).toMatchObject({ id, status: 'to-be-stored', payMethod: 'chat-app' });
  await expect(detail.getByText(created[0]?.orderNo ?? '-')).toBeVisible();

  await page.getByRole('button', { name: 'Store shoes now' }).click();
  const sheet = page.getByRole('region', { name: 'Store shoes' });
  await expect(sheet.getByText('Put your shoes in the open box')).toBeVisible({ timeout: 15_000 });
  const stored = await serverOrder(page, id);
  expect(stored.status).toBe('pending-acceptance');
  await expect(sheet.getByText(`Box ${stored.boxNo}`, { exact: true })).toBeVisible();
  await expectReadable(page, 'order, pay and store');
});

test('open an order from the Order tab: its full id in the URL, its detail shown; then a refund (numbers)', async ({
  page,
}) => {
  await javaInChatApp(page, 'numbers');
  await logInAsDemo(page);
  await expectJavaAnswers(page, 'numbers');
  const paid = await serverOrder(page, snowflake(2));
  expect(paid.status).toBe('to-be-stored');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Order' }).click();
  await page.getByRole('link', { name: `Order ${paid.orderNo}, To be stored` }).click();
  const detail = page.locator('[data-route="orderDetail"]');
  await expect(detail.getByText(paid.orderNo ?? '-')).toBeVisible();
  expect(shownOrderId(page)).toBe(snowflake(2));

  await detail.getByRole('button', { name: 'Refund' }).click();
  await page.getByText(/^Ordered by mistake/).click();
  await page.locator('.orders-sheet').getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Refund requested').first()).toBeVisible();
  expect((await serverOrder(page, snowflake(2))).status).toBe('refund');
  await expect(detail.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expectReadable(page, 'refund');
});

test('claim a voucher, open a product from the goods list, add it to the cart, order with the voucher and pay (strings)', async ({
  page,
}) => {
  await javaInChatApp(page, 'strings');
  await logInAsDemo(page);
  await expectJavaAnswers(page, 'strings');
  type Voucher = { id: string; name: string };
  const vouchers = async (status: 'unused' | 'used') =>
    (await javaApi<{ list: Voucher[] }>(page, `/wallet/coupon-list?status=${status}&pageNum=1&pageSize=50`)).data.list;

  await go(page, 'coupon');
  await page.getByRole('button', { name: 'Claim 20 off leather care' }).click();
  await expectToast(page, 'Voucher claimed');
  const voucher = (await vouchers('unused')).find((coupon) => coupon.name === '20 off leather care');
  expect(voucher?.id).toMatch(/^\d{19}$/);

  await go(page, 'home');
  await page.getByRole('button', { name: 'Place an order' }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to order?' })
    .getByRole('button', { name: /Online order/ })
    .click();
  await page.locator('.goods-card-open').filter({ hasText: 'Luxury leather restoration' }).click();
  await expect(page.getByRole('heading', { name: 'Luxury leather restoration' })).toBeVisible();
  expect(new URL(page.url()).hash).toContain(`id=${snowflake(106)}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Shopping cart, 1 items' })).toBeVisible();
  // the cart on the phone keeps the goods' id with all its digits
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cartList') ?? 'null')?.data?.[0]?.id))
    .toBe(snowflake(106));
  await page.getByRole('button', { name: 'Order', exact: true }).click();

  await expect(page.locator('[data-route="createOrder"]')).toBeVisible();
  await page.getByRole('button', { name: /^Voucher/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose a voucher' })
    .getByRole('button', { name: /20 off leather care/ })
    .click();
  await expect(page.locator('.amount-total dd')).toHaveText('¥89.00'); // 109.00 - 20.00
  await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
  await page.getByRole('button', { name: 'Submit order' }).click();

  await expect(page.locator('[data-route="orderDetail"] .orders-status-tag').first()).toHaveText('To be stored', {
    timeout: 15_000,
  });
  const order = await serverOrder(page, shownOrderId(page));
  expect(order).toMatchObject({ status: 'to-be-stored', payMethod: 'chat-app', actualPayment: 89 });
  // the voucher claimed is the one used: the same id, with all its digits
  expect((await vouchers('used')).map((coupon) => coupon.id)).toContain(voucher?.id);
  expect((await vouchers('unused')).map((coupon) => coupon.id)).not.toContain(voucher?.id);
  await expectReadable(page, 'voucher and goods');
});

test('top up by WeChat Pay, then add an address and edit it (numbers)', async ({ page }) => {
  await javaInChatApp(page, 'numbers');
  await logInAsDemo(page);
  await expectJavaAnswers(page, 'numbers');
  const balance = async () => (await javaApi<{ balance: number }>(page, '/wallet/wallet-info')).data.balance;
  const before = await balance();

  await go(page, 'topUp');
  await page.getByRole('radio', { name: /¥100\.00/ }).check();
  await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
  await page.getByRole('button', { name: 'Pay ¥100.00' }).click();
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible({ timeout: 15_000 });
  expect(await balance()).toBeCloseTo(before + 115, 2);
  await expect(page.getByTestId('wallet-balance')).toHaveText(`¥${(before + 115).toFixed(2)}`);

  type Address = { id: string; contact: string; detail: string };
  const addresses = async () => (await javaApi<{ list: Address[] }>(page, '/receiving/list')).data.list;
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
  const card = page.locator('.address-card', { hasText: 'Hoa Le' });
  await expect(card).toContainText('88 Tianhe North Road');
  const added = (await addresses()).find((address) => address.contact === 'Hoa Le');
  expect(added).toMatchObject({ id: expect.stringMatching(/^\d{19}$/), detail: '88 Tianhe North Road' });

  await card.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Detailed address')).toHaveValue('88 Tianhe North Road');
  expect(new URL(page.url()).hash).toContain(`id=${added?.id}`);
  await page.getByLabel('Detailed address').fill('90 Tianhe North Road');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.address-card', { hasText: 'Hoa Le' })).toContainText('90 Tianhe North Road');
  const edited = (await addresses()).filter((address) => address.contact === 'Hoa Le');
  expect(edited, 'the same address, edited, not a second one').toEqual([
    expect.objectContaining({ id: added?.id, detail: '90 Tianhe North Road' }),
  ]);
  await expectReadable(page, 'top-up and address');
});

test('a new customer logs in and gets the welcome coupon, which the server holds as theirs (strings)', async ({
  page,
}) => {
  await javaInChatApp(page, 'strings');
  await page.goto(appUrl('login', { redirect: appPath('home') }));
  await fillLoginForm(page, '13900139000', 'fresh123');
  await loginButton(page).click();
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  await expectJavaAnswers(page, 'strings');
  const gift = page.getByRole('dialog', { name: 'Welcome gift' });
  await expect(gift.getByText('New customer: 10 off a wash')).toBeVisible({ timeout: 15_000 });
  await expect(gift.getByText('Valid for 30 days')).toBeVisible();
  type Voucher = { id: string; name: string };
  const owned = (await javaApi<{ list: Voucher[] }>(page, '/wallet/coupon-list?status=unused&pageNum=1&pageSize=50'))
    .data.list;
  expect(owned.map((coupon) => coupon.name)).toContain('New customer: 10 off a wash');
  await expectReadable(page, 'welcome coupon');
});
