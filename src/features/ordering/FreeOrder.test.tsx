import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import type { CartLine } from '../../lib/cart';
import { cartAtom } from '../../state/cart';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import CreateOrderScreen from './CreateOrderScreen';

// An order a voucher covers whole: nothing to pay, so no payment method is asked for.
// Seed (mocks/db/commerce/): the demo customer's coupon 1 'Wash a pair: 29 off' takes up to 29.00 off; a member's
// 'Standard sneaker wash' costs 25.00; the balance is 200.00.

const WASH: CartLine = { id: '101', name: 'Standard sneaker wash', price: 25, image: null, count: 1, goodsAddVos: [] };
const ordersOf = () => getDb().orders.filter((order) => order.userId === 1001);
const balance = () => getDb().wallets.find((wallet) => wallet.userId === 1001)?.balance;

describe('an order a voucher covers', () => {
  it('asks for no payment method, says the voucher covers it, and places the order paid, moving no money', async () => {
    logIn();
    getAppStore().set(cartAtom, [WASH]);
    const user = userEvent.setup();
    renderWithApp(<CreateOrderScreen />, { path: '/pages/Order/CreateOrder/index?kind=online&couponId=1' });
    const summary = (await screen.findByRole('heading', { name: /^Amount/ })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(summary).getByText('To pay').nextElementSibling?.textContent).toBe('¥0.00'));
    expect(await screen.findByText('Nothing to pay: your voucher covers this order.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Balance/ })).toBeNull();

    const before = ordersOf().length;
    const money = balance();
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/pages\/Order\/OrderDetail\/index\?id=\d+$/));
    expect(ordersOf()).toHaveLength(before + 1);
    expect(ordersOf().at(-1)).toMatchObject({ status: 'to-be-stored', actualPayment: 0, voucher: 25 });
    expect(balance()).toBe(money);
  });
});
