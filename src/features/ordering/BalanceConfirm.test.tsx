import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import type { CartLine } from '../../lib/cart';
import { cartAtom } from '../../state/cart';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { ANTD } from '../../ui/antd';
import CreateOrderScreen from './CreateOrderScreen';

// A balance payment asks first, as the chat app's own sheet does before WeChat Pay; an
// order that costs nothing asks nothing. Seed: a member's 'Standard sneaker wash' costs 25.00, the balance is
// 200.00, the demo customer's coupon 1 covers the wash whole.

const WASH: CartLine = { id: '101', name: 'Standard sneaker wash', price: 25, image: null, count: 1, goodsAddVos: [] };
const ordersOf = () => getDb().orders.filter((order) => order.userId === 1001);
const balance = () => getDb().wallets.find((wallet) => wallet.userId === 1001)?.balance;
const question = () => document.querySelector<HTMLElement>(ANTD.dialog);

function open(query: string) {
  logIn();
  getAppStore().set(cartAtom, [WASH]);
  const user = userEvent.setup();
  renderWithApp(<CreateOrderScreen />, { path: `/pages/Order/CreateOrder/index?${query}` });
  return user;
}

async function amountIs(text: string) {
  const summary = (await screen.findByRole('heading', { name: /^Amount/ })).closest('section') as HTMLElement;
  await waitFor(() => expect(within(summary).getByText('To pay').nextElementSibling?.textContent).toBe(text));
}

describe('paying from the balance', () => {
  it('asks "Pay ¥25.00 from your balance?" first: no order on Cancel, the order paid on Pay', async () => {
    const user = open('kind=online');
    await amountIs('¥25.00');
    const radio = await screen.findByRole('radio', { name: /Balance/ });
    await waitFor(() => expect((radio as HTMLInputElement).disabled).toBe(false));
    await user.click(radio);
    const before = ordersOf().length;
    const money = balance();

    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(question()?.textContent).toContain('Pay ¥25.00 from your balance?'));
    await user.click(within(question() as HTMLElement).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit order' }).hasAttribute('disabled')).toBe(false),
    );
    expect(ordersOf()).toHaveLength(before);
    expect(balance()).toBe(money);

    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(question()?.textContent).toContain('Pay ¥25.00 from your balance?'));
    await user.click(within(question() as HTMLElement).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/pages\/Order\/OrderDetail\/index\?id=\d+$/));
    expect(ordersOf()).toHaveLength(before + 1);
    expect(balance()).toBe((money ?? 0) - 25);
  });

  it('asks nothing for an order that costs nothing', async () => {
    const user = open('kind=online&couponId=1');
    await amountIs('¥0.00');
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    expect(question()).toBeNull();
  });
});
