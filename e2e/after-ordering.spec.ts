import type { Page } from '@playwright/test';
import { apiFromPage, expect, go, logInAsDemo, payFromBalanceAsked, test, toastsShown } from './support/app';

// Where the customer goes once an order exists: Back from the new order's detail goes where they
// came from before ordering, never into the checkout pages; a scan order paid at the cabinet offers to store the
// shoes there and then; logging out lands on Home. Seed (mocks/db/): the demo customer has a balance of 200.00;
// cabinet L001 is online with free boxes.

const CABINET = { lockerNo: 'L001', shopId: 0 };

type Envelope<T> = { code: number; msg: string; data: T };
type OrderView = { id: number; orderNo: string; status: string; boxNo: string | null };

async function order(page: Page, id: number): Promise<OrderView> {
  const answer = await apiFromPage<Envelope<OrderView>>(page, `/order/order-info?id=${id}`);
  expect(answer.code).toBe(200);
  return answer.data;
}

/** On Create order with goods in the cart: pays from the balance and waits for the new order's detail. */
async function payFromBalance(page: Page): Promise<number> {
  await expect(page.locator('[data-route="createOrder"]')).toBeVisible();
  await page.locator('.pay-method').filter({ hasText: 'Balance' }).getByText('Balance').click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await payFromBalanceAsked(page);
  await expect(page.locator('[data-route="orderDetail"]')).toBeVisible();
  return Number(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id'));
}

const back = (page: Page) => page.locator('.page-nav').getByRole('button', { name: 'Back' });

test('a scan order paid at the cabinet: Back goes to the cabinet, and "Store shoes now" opens a box for it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAsDemo(page);
  await go(page, 'pendingList', CABINET);
  await page.getByRole('button', { name: 'Place a new order at this cabinet' }).click();
  await expect(page.locator('[data-route="createOrder"]')).toBeVisible();
  await page.getByRole('button', { name: 'Choose goods' }).click();
  await expect(page.locator('[data-route="productList"]')).toBeVisible();
  await page.getByRole('button', { name: 'Add Standard sneaker wash to the cart' }).click();
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  const id = await payFromBalance(page);
  expect((await order(page, id)).status).toBe('to-be-stored');

  // the next step is storing the shoes here, now
  const storeNow = page.getByRole('button', { name: 'Store shoes now' });
  await expect(storeNow).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to the cabinet' })).toHaveCount(0);

  // Back: the cabinet the order was placed at, not the product list or an empty form
  await back(page).click();
  await expect(page.locator('[data-route="pendingList"]')).toBeVisible();
  expect(page.url()).toContain('lockerNo=L001');
  // and once more: where the customer was before the cabinet
  await page.goBack();
  await expect(page.locator('[data-route="my"]')).toBeVisible();

  // forward again to the order, and store the shoes now
  await page.goForward();
  await expect(page.locator('[data-route="pendingList"]')).toBeVisible();
  await page.goForward();
  await expect(page.locator('[data-route="orderDetail"]')).toBeVisible();
  await storeNow.click();
  await expect(page.locator('[data-route="pendingList"]')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Store shoes' })).toBeVisible();
  await expect.poll(async () => (await order(page, id)).status).toBe('pending-acceptance');
  const { boxNo } = await order(page, id);
  await expect(
    page.getByRole('region', { name: 'Store shoes' }).getByText(`Box ${boxNo}`, { exact: true }),
  ).toBeVisible();
  // the request to store is done: a reload stores nothing again
  expect(page.url()).not.toContain('store=');
});

test('an online order from Home through a product page: Back from the order goes Home', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsDemo(page);
  await go(page, 'home');
  await page.getByRole('button', { name: 'Place an order' }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to order?' })
    .getByRole('button', { name: /Online order/ })
    .click();
  await expect(page.locator('[data-route="productList"]')).toBeVisible();
  await page.locator('.goods-card-open').filter({ hasText: 'Standard sneaker wash' }).first().click();
  await expect(page.locator('[data-route="productDetail"]')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await payFromBalance(page);

  await back(page).click();
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-route="my"]')).toBeVisible();
});

test('a WeChat Pay sheet cancelled at checkout: the unpaid order, to pay; Back goes where the customer came from', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // the mock bridge as the chat app, whose payment sheet the customer closes
  await page.addInitScript(() =>
    localStorage.setItem('__mock.bridge', JSON.stringify({ host: 'chat-app', pay: 'cancel' })),
  );
  await logInAsDemo(page);
  await go(page, 'home');
  await page.getByRole('button', { name: 'Place an order' }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to order?' })
    .getByRole('button', { name: /Online order/ })
    .click();
  await expect(page.locator('[data-route="productList"]')).toBeVisible();
  await page.getByRole('button', { name: 'Add Standard sneaker wash to the cart' }).click();
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(page.locator('[data-route="createOrder"]')).toBeVisible();
  await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
  await page.getByRole('button', { name: 'Submit order' }).click();

  // the order exists, unpaid: its detail, with Pay and until when it can be paid
  const detail = page.locator('[data-route="orderDetail"]');
  await expect(detail).toBeVisible();
  const id = Number(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id'));
  expect((await order(page, id)).status).toBe('unpaid');
  await expect(detail.locator('.orders-status-tag').first()).toHaveText('Unpaid');
  await expect(detail.getByText(/^Please pay before /)).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  // nothing failed: the customer closed the sheet
  expect((await toastsShown(page)).filter((text) => /pay/i.test(text))).toEqual([]);

  // Back: where the customer was before ordering, never the goods or an empty form
  await back(page).click();
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-route="my"]')).toBeVisible();
});

test('logging out lands on Home, as a guest', async ({ page }) => {
  await logInAsDemo(page);
  await go(page, 'userInfo');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  await expect(page.locator('[data-route="login"]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
