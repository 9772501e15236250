import { apiFromPage, expect, payOrderOneFromDetail, resetMock, test } from '../support/app';
import { appPath } from '../support/paths';

// The production build (mocks off) in a plain browser against `npm run mock-server`: a card payment leaves
// for the provider's page (the mock's `__mock/pay/page`) and comes back to the order, whose state the app
// then reads from the server.

test.afterEach(async ({ page }) => {
  await resetMock(page);
});

const status = async (page: Parameters<typeof apiFromPage>[0]) =>
  (await apiFromPage<{ data: { status: string } }>(page, '/order/order-info?id=1')).data.status;

for (const [choice, expected, tag] of [
  ['Pay', 'to-be-stored', 'To be stored'],
  ['Cancel', 'unpaid', 'Unpaid'],
] as const) {
  test(`a card payment through the card page, ${choice}: back on the order, as the server says`, async ({ page }) => {
    await payOrderOneFromDetail(page, 'Credit card');

    await expect(page.getByRole('heading', { name: 'Mock card payment' })).toBeVisible();
    await page.getByRole('button', { name: choice, exact: true }).click();

    await expect(page.locator('[data-route="orderDetail"]')).toBeVisible();
    expect(page.url()).toContain(`#${appPath('orderDetail', { id: 1 })}`);
    await expect(page.locator('.orders-status-tag').first()).toHaveText(tag);
    expect(await status(page)).toBe(expected);
  });
}
