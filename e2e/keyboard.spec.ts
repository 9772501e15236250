import type { Locator, Page } from '@playwright/test';
import { ANTD, apiFromPage, balanceQuestion, expect, expectToast, go, logInAsDemo, test } from './support/app';
import { note } from './support/report';

// The keyboard alone (Tab, Shift+Tab, Enter, Space, arrows), as a customer with a switch or a screen reader:
// the box flow at a cabinet and a balance payment, with the seed's order 2 (to store at L001) and order 1
// (unpaid). Every screen's markup and what the keyboard can reach: e2e/a11y.spec.ts.

type Envelope<T> = { code: number; msg: string; data: T };

/** Presses Tab until `target` has the focus; fails after `max` presses. Returns how many it took. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${target} not reached with ${max} presses of Tab`);
}

test('keyboard only: store shoes at cabinet L001 through the box flow', async ({ page }) => {
  await logInAsDemo(page);
  const two = (await apiFromPage<Envelope<{ orderNo: string; status: string }>>(page, '/order/order-info?id=2')).data;
  expect(two.status).toBe('to-be-stored');
  await go(page, 'pendingList', { lockerNo: 'L001', shopId: 0 }, { loaded: true });

  const card = page.getByRole('article').filter({ hasText: two.orderNo });
  const store = card.getByRole('button', { name: 'Store shoes' });
  const presses = await tabTo(page, store);
  await expect(store, 'a visible focus ring').toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');

  // the sheet is a named modal dialog that takes the focus, and tells how the box is doing
  const sheet = page.getByRole('dialog', { name: 'Store shoes' });
  await expect(sheet).toBeFocused();
  await expect(sheet.getByRole('status')).toContainText('Put your shoes in the open box', { timeout: 15_000 });
  const done = sheet.getByRole('button', { name: 'Done' });
  await page.keyboard.press('Tab');
  await expect(done).toBeFocused();
  await expect(done, 'a visible focus ring').toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Tab'); // focus stays inside the sheet
  await expect(done).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();

  const after = (await apiFromPage<Envelope<{ status: string }>>(page, '/order/order-info?id=2')).data;
  expect(after.status).toBe('pending-acceptance');
  note('keyboard', `store at L001: ${presses} Tab presses to the store button, then Enter, Tab, Enter`);
});

test('keyboard only: pay an unpaid order from the balance', async ({ page }) => {
  await logInAsDemo(page);
  const balance = async () =>
    (await apiFromPage<Envelope<{ balance: number }>>(page, '/wallet/wallet-info')).data.balance;
  const before = await balance();
  const one = (await apiFromPage<Envelope<{ status: string; actualPayment: number }>>(page, '/order/order-info?id=1'))
    .data;
  expect(one.status).toBe('unpaid');
  await go(page, 'orderDetail', { id: 1 }, { loaded: true });

  const presses = await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Pay for the order' });
  await expect(sheet).toBeFocused();

  // the payment methods are one radio group: Tab enters it, the arrows move, Space chooses
  const methods = sheet.getByRole('group', { name: 'Payment method' });
  const balanceOption = methods.getByRole('radio', { name: /^Balance/ });
  const chatApp = methods.getByRole('radio', { name: 'WeChat Pay' });
  await page.keyboard.press('Tab');
  await expect(balanceOption).toBeFocused();
  await expect(methods.locator('.radio-option-input:focus-visible + .radio-option-mark')).toHaveCSS(
    'outline-style',
    'solid',
  );
  await page.keyboard.press('ArrowDown');
  await expect(chatApp).toBeFocused();
  await expect(chatApp).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(balanceOption).toBeChecked();
  await page.keyboard.press('Space');
  await expect(balanceOption).toBeChecked();
  // the group is one Tab stop: next come the sheet's buttons
  await page.keyboard.press('Tab');
  await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  const pay = sheet.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeFocused();
  await page.keyboard.press('Space');
  // the balance question: reached with Tab, answered with Enter
  await expect(page.locator(ANTD.dialog)).toContainText('from your balance?');
  await tabTo(page, balanceQuestion(page).getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');

  await expect(sheet).toBeHidden();
  await expectToast(page, 'Payment successful');
  const after = (await apiFromPage<Envelope<{ status: string; payMethod: string }>>(page, '/order/order-info?id=1'))
    .data;
  expect(after).toMatchObject({ status: 'to-be-stored', payMethod: 'balance' });
  expect(await balance()).toBeCloseTo(before - one.actualPayment, 2);
  note(
    'keyboard',
    `balance payment: ${presses} Tab presses to Pay, then Enter, Tab, arrows, Space, Tab, Tab, Space, Tab to the question's Pay, Enter`,
  );
});
