import type { Page } from '@playwright/test';
import { expect, logInAsDemo, test } from './support/app';
import { appUrl } from './support/paths';

// The account side of buying, as the demo customer walks it: topping up the wallet with a package
// (paid through the mock chat app, whose payment goes through and is confirmed on the mock server), and
// adding an address through the region cascade, then making it the default.

/** What the app keeps in local storage under `key` (the typed wrapper's data), or null when absent. */
async function storedValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as { data: unknown }).data;
  }, key);
}

test('tops up with a package and sees the face value and the gift in the balance', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto(appUrl('wallet'));
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥200.00');
  await expect(page.getByTestId('wallet-gift')).toHaveText('¥40.00');
  await page.getByRole('button', { name: 'Top up' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Top up' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Please select a top-up package first')).toBeVisible();

  const pack = page.getByRole('radio', { name: /¥100\.00/ });
  await pack.check();
  await expect(page.locator('label', { has: pack })).toContainText('Gift ¥15.00');
  await page.getByText('WeChat Pay').click();
  await page.getByRole('button', { name: 'Pay ¥100.00' }).click();

  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
  await expect(page.getByText('¥115.00 has been added to your balance, including a gift of ¥15.00.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥315.00');
  await expect(page.getByTestId('wallet-gift')).toHaveText('¥55.00');

  await page.getByRole('button', { name: 'View wallet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥315.00');
  const newest = page.locator('.bill').first();
  // the customer's own top-up is recorded as 'recharge' (docs/contract.md, "Wallet records"): named as such
  await expect(newest.locator('.bill-kind')).toHaveText('Top-up');
  await expect(newest.locator('.bill-amount')).toHaveText('+¥115.00');
  // written unbreakable (src/lib/format.ts): a word joiner after each hyphen, a no-break space
  await expect(newest).toContainText(/\d{4}-\u2060\d\d-\u2060\d\d\s\d\d:\d\d:\d\d/);

  // the server says so too, after a reload
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥315.00');
});

test('adds an address through the region cascade and makes it the default', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto(appUrl('address', { family: 'receiving' }));
  await expect(page.getByText('Lan Nguyen')).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Add address' })).toBeVisible();
  await page.getByLabel('Contact').fill('Hoa Le');
  await page.getByLabel('Phone').fill('1361234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone number format error')).toBeVisible();
  await page.getByLabel('Phone').fill('13612345678');

  await page.getByRole('button', { name: /^Region/ }).click();
  const cascade = page.getByRole('dialog', { name: 'Select region' });
  await expect(cascade).toBeVisible();
  await cascade.getByRole('button', { name: 'Guangdong' }).click();
  await cascade.getByRole('button', { name: 'Shenzhen' }).click();
  // a step already taken can be gone back to
  await cascade.getByRole('button', { name: 'Change Shenzhen' }).click();
  await cascade.getByRole('button', { name: 'Guangzhou' }).click();
  await cascade.getByRole('button', { name: 'Tianhe' }).click();
  await expect(cascade).toBeHidden();
  await expect(page.getByRole('button', { name: /^Region/ })).toHaveText('Guangdong, Guangzhou, Tianhe');

  await page.getByLabel('Detailed address').fill('88 Tianhe North Road');
  await page.getByRole('button', { name: 'Save' }).click();

  // back on the list: the new address, not the default yet
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  const card = page.locator('.address-card', { hasText: 'Hoa Le' });
  await expect(card).toContainText('Guangdong, Guangzhou, Tianhe');
  await expect(card).toContainText('88 Tianhe North Road');
  await card.getByRole('button', { name: "Set Hoa Le's address as default" }).click();
  await expect(card.locator('.address-tag')).toHaveText('Default'); // marked once, by its badge
  await expect(card.getByRole('button', { name: /as default/ })).toHaveCount(0);
  await expect(page.locator('.address-card').first()).toContainText('Hoa Le');
  await expect(
    page.locator('.address-card', { hasText: 'Lan Nguyen' }).getByRole('button', { name: /as default/ }),
  ).toBeVisible();
  await expect
    .poll(async () => (await storedValue(page, 'receiving')) as { contact?: string } | null)
    .toMatchObject({
      contact: 'Hoa Le',
      isDefault: true,
      regionCodes: ['440000', '440100', '440106'],
    });

  await page.reload();
  await expect(page.locator('.address-card').first()).toContainText('Hoa Le');
  // the default address says so once, with its badge
  await expect(page.locator('.address-card').first().getByText('Default', { exact: true })).toHaveCount(1);
});
