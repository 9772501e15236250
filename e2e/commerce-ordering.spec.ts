import type { Page } from '@playwright/test';
import {
  apiFromPage,
  balanceQuestion,
  expect,
  go,
  logInAsDemo,
  openApp,
  payFromBalanceAsked,
  seedCart,
  setFaults,
  test,
} from './support/app';
import { appPath } from './support/paths';

// Home, goods and the cart, and creating an order. Seed (mocks/db/commerce/, mocks/db/orders/):
// the demo customer is a member (Standard sneaker wash 25.00 instead of 29.00; Whitening 10.00, Waterproofing
// 15.00) with a balance of 200.00 and a default receiving address (Lan Nguyen); shop 0's door-to-door site is
// store S001 (delivery fee 5.00).

type Envelope<T> = { code: number; msg: string; data: T };
type Page_<T> = { list: T[]; total: number };
type OrderView = { id: number; kind: string; status: string; actualPayment: number; payMethod: string | null };

const balance = async (page: Page) =>
  (await apiFromPage<Envelope<{ balance: number }>>(page, '/wallet/wallet-info')).data.balance;
const orders = async (page: Page) =>
  (await apiFromPage<Envelope<Page_<OrderView>>>(page, '/order/order-list?pageNum=1&pageSize=50')).data;

const cartLines = (page: Page) => page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('listitem');

test('two goods with different add-ons are two lines; the same one again counts up; the cart survives a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openApp(page, appPath('productDetail', { id: 101 }));
  await expect(page.getByRole('heading', { name: 'Standard sneaker wash' })).toBeVisible();
  const addOn = (name: string) => page.getByRole('checkbox', { name: new RegExp(name) });
  const add = page.getByRole('button', { name: 'Add to cart' });

  await addOn('Whitening').check();
  await add.click();
  await addOn('Whitening').uncheck();
  await addOn('Waterproofing').check();
  await add.click();

  await page.getByRole('button', { name: 'Shopping cart, 2 items' }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLines(page).filter({ hasText: 'Waterproofing' }).locator('output')).toHaveText('1');
  await expect(cartLines(page).filter({ hasText: 'Whitening' }).locator('output')).toHaveText('1');
  await page.getByRole('button', { name: 'Close the cart' }).click();

  await add.click(); // Waterproofing again
  await page.getByRole('button', { name: 'Shopping cart, 3 items' }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLines(page).filter({ hasText: 'Waterproofing' }).locator('output')).toHaveText('2');
  await expect(cartLines(page).filter({ hasText: 'Whitening' }).locator('output')).toHaveText('1');

  await page.reload();
  await page.getByRole('button', { name: 'Shopping cart, 3 items' }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'One less of Standard sneaker wash (Waterproofing)' }).click();
  await expect(page.getByRole('button', { name: 'Shopping cart, 2 items' })).toBeAttached();
});

test('a door-to-door order paid by balance: the balance drops and the order joins the order list', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsDemo(page);
  const balanceBefore = await balance(page);
  const ordersBefore = await orders(page);

  await go(page, 'home');
  await page.getByRole('button', { name: 'Place an order' }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to order?' })
    .getByRole('button', { name: /Door-to-door/ })
    .click();
  await expect(page.locator('[data-route="productList"]')).toBeVisible();
  await page.getByRole('button', { name: 'Add Standard sneaker wash to the cart' }).click();
  await page.getByRole('button', { name: 'Order', exact: true }).click();

  await expect(page.locator('[data-route="createOrder"]')).toBeVisible();
  await expect(page.getByText('Door-to-door appointment', { exact: true })).toBeVisible();
  await expect(page.getByText('Lan Nguyen 13800138000')).toBeVisible();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByText('Please select the doorstep time')).toBeVisible();
  await page.locator('button.time-slot-available').first().click();
  const total = page.locator('.amount-total dd');
  await expect(total).toHaveText('¥30.00'); // 25.00 + delivery fee 5.00
  await page.locator('.pay-method').filter({ hasText: 'Balance' }).getByText('Balance').click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  // asked with or without the amount, as the checkout knows it at the tap
  await payFromBalanceAsked(page);

  await expect(page.locator('[data-route="orderDetail"]')).toBeVisible();
  const id = Number(new URL(page.url()).hash.split('id=')[1]);
  expect(await balance(page)).toBeCloseTo(balanceBefore - 30, 2);
  const after = await orders(page);
  expect(after.total).toBe(ordersBefore.total + 1);
  expect(after.list.find((order) => order.id === id)).toMatchObject({
    kind: 'door-to-door',
    status: 'pending-acceptance',
    actualPayment: 30,
    payMethod: 'balance',
  });

  // the profile and the order tab read the same server
  await go(page, 'my');
  await expect(page.getByText(`¥${(balanceBefore - 30).toFixed(2)}`).first()).toBeVisible();
});

test('a double tap on submit creates one order', async ({ page }) => {
  await page.clock.install(); // the double-tap window is skipped, not waited
  await seedCart(page);
  await logInAsDemo(page);
  const before = (await orders(page)).total;
  // the server is slow to answer the first create: the customer taps again meanwhile
  await setFaults(page, [{ target: '/order/create', fault: 'slow', times: 1 }]);

  await go(page, 'createOrder', { kind: 'online' });
  await expect(page.locator('.amount-total dd')).toHaveText('¥42.00');
  await page.locator('.pay-method').filter({ hasText: 'Balance' }).getByText('Balance').click();
  const submit = page.locator('.submit-bar-button');
  await submit.dblclick();
  // one question however often it was tapped; once answered, the taps go on while create is slow
  await expect(balanceQuestion(page)).toHaveCount(1);
  await payFromBalanceAsked(page, '¥42.00');
  await page.clock.fastForward(400); // past the 300 ms double-tap window: these taps are not swallowed as one
  await submit.click({ force: true });
  await submit.dispatchEvent('click');

  await expect(page.locator('[data-route="orderDetail"]')).toBeVisible({ timeout: 15_000 });
  expect((await orders(page)).total).toBe(before + 1);
});

test('a discount activity from a banner is shown in the app, its description sanitised', async ({
  page,
  pageErrors,
}) => {
  await logInAsDemo(page); // a POST: the mock has saved its db
  await page.evaluate(() => {
    const db = JSON.parse(localStorage.getItem('__mock.db') ?? '{}');
    db.discountActivities[0].description.en =
      '<p>Twenty off</p><script>window.__hacked = 1</script><a href="https://evil.example/">elsewhere</a>' +
      '<img src="x" onerror="window.__hacked = 2"><p onclick="window.__hacked = 3">click</p>';
    localStorage.setItem('__mock.db', JSON.stringify(db));
  });
  await page.reload();
  await go(page, 'home');
  await page.getByRole('button', { name: /20% off every wash this season/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Discount activity' });
  await expect(sheet.getByRole('heading', { name: 'Season sale: 20% off every wash' })).toBeVisible();
  const description = sheet.locator('.activity-description');
  await expect(description).toContainText('Twenty off');
  await expect(description).toContainText('elsewhere');
  await description.getByText('click').click();
  expect(await description.locator('script, a, [onerror], [onclick]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  expect(page.url()).toContain(appPath('home'));
  expect(pageErrors).toEqual([]);
});
