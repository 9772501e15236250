import { expect, go, logInAsDemo, test } from './support/app';
import { atRoute } from './support/paths';

// A voucher chosen in My vouchers leads the customer on: the order form names it, and its goods are the ones
// offered to choose from.

test("'Use' on a voucher for some goods names it on the order form and leads to those goods", async ({ page }) => {
  await logInAsDemo(page);
  await go(page, 'myCoupon');
  await page.getByRole('button', { name: 'Use 15 off boots care' }).click();

  await expect(page).toHaveURL(atRoute('createOrder'));
  const voucherRow = page.locator('.form-row', { hasText: 'Voucher' });
  await expect(voucherRow).toContainText('15 off boots care: add the goods it is for');
  await page.getByRole('button', { name: 'Choose goods' }).click();

  await expect(page).toHaveURL(atRoute('productList'));
  await expect(page.getByText('The goods for 15 off boots care')).toBeVisible();
  const list = page.getByRole('list', { name: 'Goods' });
  await expect(list.getByRole('listitem')).toHaveText([
    /Ankle boots clean/,
    /Knee-high boots clean/,
    /Snow boots clean/,
  ]);

  // every goods is still one tap away
  await page.getByRole('button', { name: 'All goods' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('Standard sneaker wash');
});
