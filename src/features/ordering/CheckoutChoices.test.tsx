import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import type { CartLine } from '../../lib/cart';
import { cartAtom } from '../../state/cart';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import CreateOrderScreen from './CreateOrderScreen';

// The sheet loads on first use: transformed once up front, so a test waits for the screen, not for vitest.
beforeAll(() => import('../../ui/sheet/TitledSheet'));

const WASH: CartLine = { id: '101', name: 'Standard sneaker wash', price: 25, image: null, count: 2, goodsAddVos: [] };

function open(cart: CartLine[], query = 'kind=online') {
  logIn();
  getAppStore().set(cartAtom, cart);
  const user = userEvent.setup();
  return { user, ...renderWithApp(<CreateOrderScreen />, { path: `/pages/Order/CreateOrder/index?${query}` }) };
}

const seededVoucher = (name: string) =>
  getDb().coupons.find((coupon) => coupon.userId === 1001 && coupon.name.en === name)?.id;

describe('checkout with no goods', () => {
  it('says what to do, with the way to the goods, and cannot be submitted', async () => {
    const { user } = open([]);
    const goods = (await screen.findByRole('heading', { name: 'Goods' })).closest('section') as HTMLElement;
    expect(within(goods).getByText('Add the shoes you want washed')).toBeTruthy();
    expect(screen.queryByText('Please add a shopping cart first')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit order' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const before = getDb().orders.length;
    await user.click(submit);
    expect(getDb().orders).toHaveLength(before);
    // why, beside the button: in plain type, not as a price
    const bar = document.querySelector('.bottom-bar') as HTMLElement;
    expect(bar.querySelector('strong')).toBeNull();
    expect(bar.textContent).toContain('Add shoes to see the price');
    expect(submit.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(within(goods).getByRole('button', { name: 'Choose goods' }));
    expect(location.hash).toBe('#/pages/Home/ProductList/index?kind=online');
  });

  it('gives no voucher verdict before there is something to use one on', async () => {
    open([]);
    await screen.findByRole('heading', { name: 'Goods' });
    // three unused vouchers in the seed: said as a count, not 'None usable', and not a sheet of greyed-out ones
    await waitFor(() => expect(screen.getByText('You have 3 vouchers: add goods to use one')).toBeTruthy());
    expect(screen.queryByText('None usable')).toBeNull();
    expect(screen.queryByRole('button', { name: /Voucher/ })).toBeNull();
  });

  it("names the voucher chosen under My vouchers ('Use'), keeps it while there are no goods, then uses it", async () => {
    const { user } = open([], `couponId=${seededVoucher('15 off boots care')}`);
    const said = () => screen.queryAllByText('15 off boots care: add the goods it is for');
    // beside the goods to choose, and on the voucher row
    await waitFor(() => expect(said()).toHaveLength(2));
    await user.click(screen.getByRole('heading', { name: 'Goods' })); // whatever the answer set off has run
    expect(said()).toHaveLength(2);
    const goods = screen.getByRole('heading', { name: 'Goods' }).closest('section') as HTMLElement;
    expect(within(goods).getByText('15 off boots care: add the goods it is for')).toBeTruthy();
    // one of its goods in the cart: the voucher held all along is the one used
    act(() => getAppStore().set(cartAtom, [{ ...WASH, id: '107', name: 'Ankle boots clean', price: 59, count: 1 }]));
    const row = await screen.findByRole('button', { name: /Voucher/ });
    await waitFor(() => expect(row.textContent).toContain('15 off boots care'));
  });

  it('says a voucher for any goods needs only goods, and carries it on to the goods list', async () => {
    const { user } = open([], `couponId=${seededVoucher('10 off any order')}`);
    await waitFor(() => expect(screen.getAllByText('10 off any order: add goods to use it')).toHaveLength(2));
    const goods = screen.getByRole('heading', { name: 'Goods' }).closest('section') as HTMLElement;
    await user.click(within(goods).getByRole('button', { name: 'Choose goods' }));
    expect(location.hash).toContain(`couponId=${seededVoucher('10 off any order')}`);
  });
});

describe('the voucher sheet', () => {
  it('lists the usable vouchers first, the best saving first, then those that do not apply', async () => {
    // the server lists them in its own order: here the unusable ones first
    getDb().coupons.reverse();
    const { user } = open([WASH]);
    const row = await screen.findByRole('button', { name: /Voucher/ });
    await waitFor(() => expect(row.textContent).toContain('2 usable'));
    await user.click(row);
    const sheet = await screen.findByRole('dialog', { name: 'Choose a voucher' });
    await within(sheet).findByRole('button', { name: /Wash a pair: 29 off/ });
    const names = within(sheet)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('choice'))
      .map((button) => [
        button.querySelector('.pick-voucher-name')?.firstChild?.textContent?.trim(),
        button.hasAttribute('disabled'),
      ]);
    expect(names).toEqual([
      [undefined, false], // 'Do not use a voucher'
      ['Wash a pair: 29 off', false], // ¥29 off
      ['10 off any order', false], // ¥10 off
      ['15 off boots care', true],
    ]);
    // what a voucher gives, said as the welcome popup and My vouchers say it
    const washPair = within(sheet).getByRole('button', { name: /Wash a pair: 29 off/ });
    expect(washPair.querySelector('.pick-voucher-amount')?.textContent).toBe('¥29.00off');
  });
});
