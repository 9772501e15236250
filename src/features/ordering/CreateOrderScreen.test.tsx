import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { setFaults } from '../../../mocks/faults';
import { createBridge, installBridge } from '../../bridge';
import type { CartLine } from '../../lib/cart';
import { cartAtom } from '../../state/cart';
import { shopIdAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { answerBalanceQuestion } from '../../testing/balance-question';
import { expectProblemWithin } from '../../testing/form-problem';
import { installPayBridge } from '../../testing/pay-bridge';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { ANTD } from '../../ui/antd';
import CreateOrderScreen from './CreateOrderScreen';
import { orderDraftAtom } from './draft';
import { LockerHeader } from './SiteHeader';

// The form's parts loaded on first use, transformed once up front: a test waits for the screen, not for vitest.
beforeAll(() => Promise.all([import('./DoorToDoorSection'), import('../../ui/sheet/TitledSheet')]));

const WASH: CartLine = {
  id: '101',
  name: 'Standard sneaker wash',
  price: 25,
  image: null,
  count: 1,
  goodsAddVos: [{ id: '1', name: 'Whitening', price: 10 }],
};

function open(query: string, cart: CartLine[] = [WASH]) {
  getAppStore().set(cartAtom, cart);
  const user = userEvent.setup(); // one per test (open is called once in each), before the render
  return { user, ...renderWithApp(<CreateOrderScreen />, { path: `/pages/Order/CreateOrder/index?${query}` }) };
}

const ordersOf = (userId = 1001) => getDb().orders.filter((order) => order.userId === userId);
const balanceOf = (userId = 1001) => getDb().wallets.find((wallet) => wallet.userId === userId)?.balance;
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit order' }));
/** Submits an order paid from the balance, saying Pay to the question it asks first. */
async function submitPaid(user: UserEvent) {
  await submit(user);
  await answerBalanceQuestion(user);
}
const toast = (text: string) => waitFor(() => expect(toastText()).toBe(text));
/** A problem said beside the part of the form named `name` (a section's heading or a group's legend). */
const problemBeside = async (name: string | RegExp, text: string) => {
  const heading = screen.getAllByText(name)[0] as HTMLElement;
  await expectProblemWithin(heading.closest('fieldset, section') as HTMLElement, text);
};

async function payBy(user: UserEvent, name: RegExp) {
  const radio = await screen.findByRole('radio', { name });
  await waitFor(() => expect((radio as HTMLInputElement).disabled).toBe(false));
  await user.click(radio);
}

async function pickFirstTime(user: UserEvent) {
  const picker = (await screen.findByText('Doorstep time')).closest('fieldset') as HTMLElement;
  const free = picker.querySelector('button.time-slot-available') as HTMLButtonElement;
  await user.click(free);
  return free;
}

async function amountShown(text: string) {
  const summary = (await screen.findByRole('heading', { name: /^Amount/ })).closest('section') as HTMLElement;
  await waitFor(() => expect(within(summary).getByText('To pay').nextElementSibling?.textContent).toBe(text));
  return summary;
}

describe('creating an order', () => {
  it('from the cart, with no kind in the link: the first kind on offer is chosen and the amount shown', async () => {
    logIn();
    open('');
    const online = await screen.findByRole('button', { name: 'Online order (store in a cabinet later)' });
    await waitFor(() => expect(online.getAttribute('aria-pressed')).toBe('true'));
    await amountShown('¥35.00');
    const bar = document.querySelector('.submit-bar-total') as HTMLElement;
    await waitFor(() => expect(bar.textContent).toBe('To pay ¥35.00'));
  });

  it('re-prices lines added as a guest once the customer is a logged-in member, and says so', async () => {
    logIn();
    // added before logging in: the guest prices of the goods (29) and of its add-on
    open('kind=online', [{ ...WASH, price: 29, goodsAddVos: [{ id: '1', name: 'Whitening', price: 12 }] }]);
    const line = await screen.findByRole('listitem', { name: 'Standard sneaker wash (Whitening)' });
    await waitFor(() => expect(within(line).getByText('¥35.00')).toBeTruthy());
    await amountShown('¥35.00');
    // said over the form, not put into it above the lines, where it would move what follows under a finger
    expect(await screen.findByText('Prices updated for your account')).toBeTruthy();
    const goods = screen.getByRole('region', { name: 'Goods' });
    expect(within(goods).queryByText('Prices updated for your account')).toBeNull();
    expect(getAppStore().get(cartAtom)[0]).toMatchObject({ price: 25, goodsAddVos: [{ id: '1', price: 10 }] });
  });

  it('pays an online order by balance once: the order exists, the balance drops, the cart empties', async () => {
    logIn();
    const before = ordersOf().length;
    const { user } = open('kind=online', [{ ...WASH, count: 2 }]);
    await amountShown('¥70.00'); // member price 25 + whitening 10, twice
    await submit(user);
    await problemBeside('Payment method', 'Please select payment method');
    await payBy(user, /Balance/);
    await submitPaid(user);
    await waitFor(() => expect(location.hash).toMatch(/^#\/pages\/Order\/OrderDetail\/index\?id=\d+$/));
    const created = ordersOf().at(-1);
    expect(ordersOf()).toHaveLength(before + 1);
    expect(created).toMatchObject({ kind: 'online', status: 'to-be-stored', actualPayment: 70, payMethod: 'balance' });
    expect(location.hash).toBe(`#/pages/Order/OrderDetail/index?id=${created?.id}`);
    expect(balanceOf()).toBe(130);
    expect(getAppStore().get(cartAtom)).toEqual([]);
    expect(getAppStore().get(orderDraftAtom)).toBeNull();
  });

  it('creates one order however often submit is tapped', async () => {
    logIn();
    const before = ordersOf().length;
    const { user } = open('kind=online');
    await amountShown('¥35.00');
    await payBy(user, /Balance/);
    const button = screen.getByRole('button', { name: 'Submit order' });
    // fireEvent on purpose: three taps in the same tick, before React redraws (userEvent awaits each click)
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await answerBalanceQuestion(user); // asked once
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    expect(ordersOf()).toHaveLength(before + 1);
    expect(balanceOf()).toBe(165);
  });

  it('keeps everything as typed when creating fails, and a retry creates the order once', async () => {
    logIn();
    const before = ordersOf().length;
    setFaults({ rules: [{ target: '/order/create', fault: 'business500', times: 1 }], chaos: null });
    const { user } = open('kind=online');
    await user.type(await screen.findByLabelText('Remarks'), 'Red wine stain on the left shoe');
    await amountShown('¥35.00');
    await payBy(user, /Balance/);
    await submitPaid(user);
    await toast('Service busy, please try again');
    expect(ordersOf()).toHaveLength(before);
    expect((screen.getByLabelText('Remarks') as HTMLTextAreaElement).value).toBe('Red wine stain on the left shoe');
    expect(getAppStore().get(cartAtom)).toHaveLength(1);
    expect((screen.getByRole('radio', { name: /Balance/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit order' }).hasAttribute('disabled')).toBe(false),
    );

    await submitPaid(user);
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    expect(ordersOf()).toHaveLength(before + 1);
    expect(ordersOf().at(-1)?.remarks).toBe('Red wine stain on the left shoe');
  });

  it('applies a voucher only where it is valid, and counts it in the amount', async () => {
    logIn();
    const { user } = open('kind=online', [{ ...WASH, count: 2 }]);
    await amountShown('¥70.00');
    await user.click(screen.getByRole('button', { name: /Voucher/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose a voucher' });
    const boots = await within(sheet).findByRole('button', { name: /15 off boots care/ });
    expect((boots as HTMLButtonElement).disabled).toBe(true);
    expect(within(boots).getByText('Not for the goods in this order')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: /10 off any order/ }));
    const summary = await amountShown('¥60.00');
    expect(within(summary).getByText('Voucher').nextElementSibling?.textContent).toBe('−¥10.00');

    // fewer goods: the minimum spend (50) is no longer reached, so the voucher no longer counts
    await user.click(screen.getByRole('button', { name: 'One less of Standard sneaker wash (Whitening)' }));
    await amountShown('¥35.00');
    expect(screen.getByRole('button', { name: /Voucher/ }).textContent).not.toContain('10 off any order');
  });

  it("starts with the voucher chosen under My vouchers ('Use'), counted in the amount", async () => {
    logIn();
    const anyOrder = getDb().coupons.find((coupon) => coupon.userId === 1001 && coupon.name.en === '10 off any order');
    open(`kind=online&couponId=${anyOrder?.id}`, [{ ...WASH, count: 2 }]);
    const summary = await amountShown('¥60.00');
    expect(within(summary).getByText('Voucher').nextElementSibling?.textContent).toBe('−¥10.00');
  });

  it('uploads up to 3 live photos, shows them with remove buttons and sends them with the order', async () => {
    logIn();
    const { user } = open('kind=online');
    const input = (await screen.findByLabelText('Add photo')) as HTMLInputElement;
    const photo = (name: string) =>
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
    await user.upload(input, ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map(photo));
    await toast('At most 3 photos per order');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Remove photo/ })).toHaveLength(3));
    expect(screen.queryByLabelText('Add photo')).toBeNull();
    await waitFor(() => expect(screen.queryAllByText('Uploading…')).toHaveLength(0));
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img', { name: /Photo \d/ })).toHaveLength(2);
    expect(screen.getByLabelText('Add photo')).toBeTruthy();

    await amountShown('¥35.00');
    await payBy(user, /Balance/);
    await submitPaid(user);
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    expect(ordersOf().at(-1)?.photos).toHaveLength(2);
  });
});

describe('a door-to-door order', () => {
  it('asks for a shipping address first', async () => {
    logIn(1002); // the new customer has no address yet
    const { user } = open('kind=door');
    await screen.findByText('Doorstep time');
    // the courier picks the shoes up there and brings them back: not a 'shipping address'
    expect(screen.getByText('Pickup and return address')).toBeTruthy();
    expect(await screen.findByText('Please select a shipping address')).toBeTruthy();
    await submit(user);
    await problemBeside('Pickup and return address', 'Please select a shipping address');
  });

  it('asks for the doorstep time, then the payment method, then books the slot and pays by balance', async () => {
    logIn();
    const before = ordersOf().length;
    const { user } = open('kind=door');
    expect(await screen.findByText('Lan Nguyen 13800138000')).toBeTruthy();
    await screen.findByText('Doorstep time');
    await submit(user);
    await problemBeside('Doorstep time', 'Please select the doorstep time');
    const slot = await pickFirstTime(user);
    expect(slot.getAttribute('aria-pressed')).toBe('true');
    await amountShown('¥40.00'); // 25 + 10, delivery fee 5
    await submit(user);
    await problemBeside('Payment method', 'Please select payment method');
    await payBy(user, /Balance/);
    await submitPaid(user);
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    const order = ordersOf().at(-1);
    expect(ordersOf()).toHaveLength(before + 1);
    expect(order).toMatchObject({
      kind: 'door-to-door',
      status: 'pending-acceptance',
      deliveryFee: 5,
      actualPayment: 40,
    });
    expect(order?.address?.contact).toBe('Lan Nguyen');
    expect(order?.expectedVisitTime).toBeTruthy();
    expect(balanceOf()).toBe(160);
  });

  it('picks another pickup address in its sheet, which closes with the choice shown', async () => {
    logIn();
    const { user } = open('kind=door');
    const row = await screen.findByRole('button', { name: /^Pickup and return address: Henan.*Change$/ });
    await user.click(row); // a pointerdown (which loads the sheet), then the click
    const sheet = await screen.findByRole('dialog', { name: 'Choose a pickup address' });
    expect(within(sheet).getByRole('button', { name: /Lan Nguyen/, pressed: true })).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: /Minh Tran/ }));
    expect(await screen.findByText('Minh Tran 13912345678')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a pickup address' })).toBeNull());
  });

  it("says when the shop's site takes no appointments", async () => {
    logIn();
    getAppStore().set(shopIdAtom, '5');
    const before = ordersOf().length;
    const { user } = open('kind=door');
    expect(
      await screen.findByText('The current site has not yet opened appointment door-to-door service'),
    ).toBeTruthy();
    await submit(user);
    // said once, in the section, and nothing sent
    expect(screen.getAllByText('The current site has not yet opened appointment door-to-door service')).toHaveLength(1);
    expect(toastText()).toBe('');
    expect(ordersOf()).toHaveLength(before);
  });
});

describe('ordering at a cabinet or store', () => {
  it('shows the store scanned at the top and orders there', async () => {
    logIn();
    const { user } = open('storeNo=S001');
    expect(await screen.findByRole('heading', { name: 'Shoe Care Central Store' })).toBeTruthy();
    await amountShown('¥35.00');
    await payBy(user, /Balance/);
    await submitPaid(user);
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    expect(ordersOf().at(-1)).toMatchObject({ kind: 'store', storeNo: 'S001', status: 'pending-acceptance' });
  });

  it('shows the cabinet afresh once an order there is placed: a box taken meanwhile counts', async () => {
    const user = userEvent.setup();
    logIn();
    getAppStore().set(cartAtom, [WASH]);
    // the cabinet as a screen the customer goes back to keeps it, beside the order form
    renderWithApp(
      <>
        <CreateOrderScreen />
        <aside aria-label="Cabinet">
          <LockerHeader lockerNo="L001" />
        </aside>
      </>,
      { path: '/pages/Order/CreateOrder/index?kind=scan&lockerNo=L001' },
    );
    const cabinet = screen.getByRole('complementary', { name: 'Cabinet' });
    const shown = await within(cabinet).findByText(/^\d+ of \d+ boxes free$/);
    const [free = 0, total = 0] = (shown.textContent ?? '').match(/\d+/g)?.map(Number) ?? [];
    const box = getDb()
      .lockers.find((locker) => locker.lockerNo === 'L001')
      ?.boxes.find((candidate) => !candidate.occupied);
    if (box) box.occupied = true; // a stranger's shoes
    await amountShown('¥35.00');
    await payBy(user, /Balance/);
    await submitPaid(user);
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    expect(await within(cabinet).findByText(`${free - 1} of ${total} boxes free`)).toBeTruthy();
  });

  it("asks before ordering at a cabinet with no free box: 'The current box is full …'", async () => {
    logIn();
    const before = ordersOf().length;
    const { user } = open('kind=scan&lockerNo=L002');
    expect(await screen.findByText('0 of 12 boxes free')).toBeTruthy();
    await amountShown('¥35.00');
    await payBy(user, /Balance/);
    await submit(user);
    await waitFor(() =>
      expect(document.querySelector(ANTD.dialog)?.textContent).toContain(
        'The current box is full. Do you want to continue placing the order',
      ),
    );
    await user.click(
      within(document.querySelector(ANTD.dialog) as HTMLElement).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit order' }).hasAttribute('disabled')).toBe(false),
    );
    expect(ordersOf()).toHaveLength(before);
    expect(getAppStore().get(cartAtom)).toHaveLength(1);
  });
});

describe('paying in the chat app or by card', () => {
  afterEach(() => installBridge(createBridge()));

  it("keeps a created order whose payment was cancelled: the cart empties, and the order's detail offers to pay", async () => {
    installPayBridge('cancelled');
    logIn();
    const before = ordersOf().length;
    const { user } = open('kind=online');
    await amountShown('¥35.00');
    await payBy(user, /WeChat Pay/);
    await submit(user);
    // the order exists, unpaid: its detail (with Pay) takes the checkout's place; nothing failed, nothing is said
    const created = ordersOf().at(-1);
    await waitFor(() => expect(location.hash).toBe(`#/pages/Order/OrderDetail/index?id=${created?.id}`));
    expect(ordersOf()).toHaveLength(before + 1);
    expect(created?.status).toBe('unpaid');
    expect(getAppStore().get(cartAtom)).toEqual([]);
    expect(screen.queryByText(/Payment failed/)).toBeNull();
  });

  it("sends a card payment back to the order's detail", async () => {
    const bridge = installPayBridge('client-ok');
    logIn();
    const { user } = open('kind=online');
    await amountShown('¥35.00');
    await payBy(user, /Credit card/);
    await submit(user);
    await waitFor(() => expect(bridge.pay).toHaveBeenCalled());
    const created = ordersOf().at(-1);
    const request = bridge.pay.mock.calls[0]?.[0] as { method: string; payUrl: string };
    expect(request.method).toBe('card');
    const returnUrl = new URL(request.payUrl).searchParams.get('returnUrl') ?? '';
    expect(returnUrl.endsWith(`#/pages/Order/OrderDetail/index?id=${created?.id}`)).toBe(true);
    await waitFor(() => expect(getAppStore().get(cartAtom)).toEqual([]));
  });
});
