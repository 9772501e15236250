import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { overtimeDue } from '../../../mocks/db/orders';
import { server } from '../../../mocks/node';
import { formatMoney } from '../../lib/format';
import type { Id } from '../../lib/id';
import { shopIdAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import PendingListScreen from './PendingListScreen';

const orderRow = (id: Id) => {
  const found = getDb().orders.find((o) => String(o.id) === id);
  if (!found) throw new Error(`order ${id}`);
  return found;
};

/** A box opening takes the screen's first poll (0.4 s, see below); the machine is shared with other test runs. */
const LONG = { timeout: 8000 };

/**
 * The mock cabinet answers a box opening 1.5 s after it was asked (mocks/db/orders/terms.ts), which the screen
 * would find at its fourth poll: here it has answered by the first, so a test does not wait for the cabinet.
 */
function answerOpeningsAtOnce({ request }: { request: Request }) {
  if (!/\/order\/(store|pick)-open$/.test(new URL(request.url).pathname)) return;
  for (const result of getDb().openResults) result.settleAt = result.createdAt;
}
beforeEach(() => server.events.on('response:mocked', answerOpeningsAtOnce));
afterEach(() => server.events.removeListener('response:mocked', answerOpeningsAtOnce));

const cabinet = (query = 'lockerNo=L001') => `/pages/Order/PendingList/index?${query}`;

/** The card of an order, found by its number. */
async function cardOf(id: Id) {
  const heading = await screen.findByRole('heading', { name: `Order ${orderRow(id).orderNo}` }, LONG);
  const card = heading.closest('article');
  if (!card) throw new Error('no card');
  return within(card as HTMLElement);
}

const sheet = () => within(screen.getByRole('region', { name: /Store shoes|Collect shoes/ }));

/**
 * The confirm dialog that says `text`. The dialog loads on demand (src/ui/feedback/dialog.ts), so it opens a
 * moment after the tap, and one of an earlier test may still be fading out: the dialog is found by its text.
 */
async function dialogWith(text: string) {
  const dialog = (await screen.findByText(text, {}, LONG)).closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog says ${text}`);
  return within(dialog);
}

describe('a guest on a cabinet link', () => {
  it('sees the cabinet, its address, free boxes and whether it is online, and a login prompt for the orders', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    expect(await screen.findByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' }, LONG)).toBeTruthy();
    expect(screen.getByText('18 Weilai Road, Jinshui District, Zhengzhou')).toBeTruthy();
    expect(screen.getByText(/of 24 boxes free/)).toBeTruthy();
    expect(screen.getByText('Please log in')).toBeTruthy();
    expect(
      screen.getByText('Log in to see your orders at this cabinet and to store or collect your shoes.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(location.hash).toBe(`#/pages/Login/login?redirect=${encodeURIComponent(cabinet())}`);
    // no session call was made, so nothing answered 'Login expired'
    expect(requests.filter(({ path }) => path.includes('/order/'))).toEqual([]);
  });
});

describe('the cabinet screen (collect or store shoes)', () => {
  it('shows the cabinet and the orders to store and collect here, each with box and pickup code', async () => {
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet('lockerNo=L001&shopId=0') });
    expect(await screen.findByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' })).toBeTruthy();
    expect(screen.getByText('Cabinet L001')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Waiting to be stored' });
    expect(screen.getByRole('heading', { name: 'Waiting to be collected' })).toBeTruthy();

    const collect = await cardOf('7');
    expect(collect.getByText('A07')).toBeTruthy();
    expect(collect.getByText(orderRow('7').pickupCode ?? '')).toBeTruthy();
    expect(collect.getByRole('button', { name: 'Collect shoes' })).toBeTruthy();

    const bound = await cardOf('2');
    expect(bound.getByText('Given when you store')).toBeTruthy();
    expect(bound.getByRole('button', { name: 'Store shoes' })).toBeTruthy();
    const unbound = await cardOf('3');
    expect(unbound.getByRole('button', { name: 'Store shoes in this cabinet' })).toBeTruthy();

    const owed = await cardOf('8');
    expect(owed.getByText('¥15.00')).toBeTruthy();
    // what is owed shows on the card; the button says what the customer came for, and its tap asks to pay first
    expect(owed.getByRole('button', { name: 'Collect shoes' })).toBeTruthy();
    const late = await cardOf('9');
    expect(late.getByRole('button', { name: 'Collect shoes' })).toBeTruthy();

    // an order stored elsewhere or at another stage is not here
    expect(screen.queryByRole('heading', { name: `Order ${orderRow('4').orderNo}` })).toBeNull();
    expect(getAppStore().get(shopIdAtom)).toBe('0');
  });

  it('stores shoes: unlock, then the success call; the order moves to pending acceptance', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    await user.click((await cardOf('2')).getByRole('button', { name: 'Store shoes' }));
    // the sheet's code loads on this first tap: on a busy machine that takes more than a second
    await waitFor(() => expect(sheet().getByText('Unlocking…')).toBeTruthy(), LONG);
    await waitFor(() => expect(sheet().getByText('Put your shoes in the open box')).toBeTruthy(), LONG);
    // what to do now, then what the server recorded: nothing says the shoes are in before they are
    expect(sheet().getByText('Then close the door. The order is recorded as stored.')).toBeTruthy();
    const row = orderRow('2');
    expect(row.status).toBe('pending-acceptance');
    expect(sheet().getByText(`Box ${row.boxNo}`)).toBeTruthy();
    await user.click(sheet().getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: `Order ${row.orderNo}` })).toBeNull(), LONG);
  });

  it('opens the box flow sheet (loaded on the first tap) as a modal dialog that takes the focus', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    const store = (await cardOf('2')).getByRole('button', { name: 'Store shoes' });
    expect(screen.queryByRole('dialog')).toBeNull();
    store.focus();
    await user.click(store);
    const dialog = await screen.findByRole('dialog', { name: 'Store shoes' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    await waitFor(() => expect(within(dialog).getByText('Put your shoes in the open box')).toBeTruthy(), LONG);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Store shoes' })).toBeNull());
  });

  it('binds an online order to this cabinet before storing it', async () => {
    const user = userEvent.setup();
    logIn();
    expect(orderRow('3').lockerNo).toBeNull();
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    await user.click((await cardOf('3')).getByRole('button', { name: 'Store shoes in this cabinet' }));
    await waitFor(() => expect(sheet().getByText('Put your shoes in the open box')).toBeTruthy(), LONG);
    expect(orderRow('3').lockerNo).toBe('L001');
    expect(orderRow('3').status).toBe('pending-acceptance');
  });

  it("says 'Unlocking failed, please continue unlock' and one tap opens again", async () => {
    const user = userEvent.setup();
    logIn();
    getDb().orderMock.failNextOpens = 1;
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    await user.click((await cardOf('7')).getByRole('button', { name: 'Collect shoes' }));
    await waitFor(() => expect(sheet().getByText('Unlocking failed, please continue unlock')).toBeTruthy(), LONG);
    expect(orderRow('7').status).toBe('to-be-collected');
    await user.click(sheet().getByRole('button', { name: 'Continue unlock' }));
    await waitFor(() => expect(sheet().getByText('Take your shoes from the open box')).toBeTruthy(), LONG);
    expect(sheet().getByText('Then close the door. The order is recorded as collected.')).toBeTruthy();
    expect(orderRow('7').status).toBe('completed');
  });

  it('keeps its place when the network drops after the door opened: a retry only records the collection', async () => {
    const user = userEvent.setup();
    logIn();
    let pickSuccessCalls = 0;
    let failOnce = true;
    server.use(
      http.post('*/user-api/order/pick-success', () => {
        pickSuccessCalls += 1;
        if (failOnce) {
          failOnce = false;
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    await user.click((await cardOf('7')).getByRole('button', { name: 'Collect shoes' }));
    await waitFor(() => expect(sheet().getByText('Request Error')).toBeTruthy(), LONG);
    expect(sheet().getByText(/The box door is open/)).toBeTruthy();
    expect(sheet().queryByRole('button', { name: 'Close' })).toBeNull();
    const opens = getDb().openResults.length;

    await user.click(sheet().getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sheet().getByText('Take your shoes from the open box')).toBeTruthy(), LONG);
    expect(getDb().openResults.length).toBe(opens); // the door was not opened again
    expect(pickSuccessCalls).toBe(2);
    expect(orderRow('7').status).toBe('completed');
  });

  it('shows the server refusing to open, and can be closed', async () => {
    const user = userEvent.setup();
    logIn();
    const locker = getDb().lockers.find((row) => row.lockerNo === 'L001');
    for (const box of locker?.boxes ?? []) box.occupied = true;
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    await user.click((await cardOf('2')).getByRole('button', { name: 'Store shoes' }));
    await waitFor(
      () =>
        expect(sheet().getByText('No box is free in this cabinet right now. Please try another cabinet')).toBeTruthy(),
      LONG,
    );
    await user.click(sheet().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Store shoes' })).toBeNull());
    expect(orderRow('2').status).toBe('to-be-stored');
  });

  it('blocks collecting until the price difference is paid, and sends the customer to pay it', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet('lockerNo=L001&shopId=0') });
    await user.click((await cardOf('8')).getByRole('button', { name: 'Collect shoes' }));
    // the question says what is owed: the spec's typo mended, the amount said
    const dialog = await dialogWith('Pay the ¥15.00 price difference to collect your shoes?');
    expect(getDb().openResults).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Go to pay' }));
    await waitFor(() => expect(location.hash).toContain('/pages/Order/OverduePayment/index?'));
    const query = new URLSearchParams(location.hash.split('?')[1]);
    expect(query.get('orderInfoId')).toBe('5008');
    expect(query.get('kind')).toBe('price-difference');
    expect(query.get('redirect')).toBe('/pages/Order/PendingList/index?lockerNo=L001&shopId=0&collect=5008');
  });

  it('never asks again for a difference paid since the card was drawn: it asks the server, then collects', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet('lockerNo=L001&shopId=0') });
    const card = await cardOf('8');
    expect(card.getByText('Price difference to pay')).toBeTruthy();
    // paid meanwhile (on another screen whose return refresh failed, say): the card still says it is owed
    const row = orderRow('8');
    if (row.priceDifference) row.priceDifference.paid = true;
    row.status = 'to-be-collected';
    await user.click(card.getByRole('button', { name: 'Collect shoes' }));
    await waitFor(() => expect(sheet().getByText('Take your shoes from the open box')).toBeTruthy(), LONG);
    expect(screen.queryByText(/price difference to collect your shoes/)).toBeNull();
  });

  it('asks once for a second tap while the server is still asked: one dialog, and the button says it is busy', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet('lockerNo=L001&shopId=0') });
    const card = await cardOf('8');
    // the check before asking for money is slow: the customer taps again meanwhile
    let answer: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/user-api/order/order-info-list', async () => {
        await slow;
      }),
    );
    const collect = card.getByRole('button', { name: 'Collect shoes' });
    await user.click(collect);
    await user.click(collect);
    await waitFor(() => expect(collect.getAttribute('aria-busy')).toBe('true'));
    answer();
    await dialogWith('Pay the ¥15.00 price difference to collect your shoes?');
    await waitFor(() => expect(collect.getAttribute('aria-busy')).toBeNull());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('asks for the overdue fee first for an overdue order, naming it and its amount as the card does', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    const card = await cardOf('9');
    const fee = formatMoney(overtimeDue(orderRow('9')), 'en');
    expect(card.getByText('Overdue fee to pay').nextElementSibling?.textContent).toBe(fee);
    await user.click(card.getByRole('button', { name: 'Collect shoes' }));
    const dialog = await dialogWith(`There is an overdue fee of ${fee} for this order. Pay it now?`);
    await user.click(dialog.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.hash).toContain('/pages/Order/PendingList/index');
    expect(getDb().openResults).toHaveLength(0);
  });

  it('continues a collection when back from paying (collect=…)', async () => {
    logIn();
    const row = orderRow('8');
    if (row.priceDifference) row.priceDifference.paid = true;
    row.status = 'to-be-collected';
    renderWithApp(<PendingListScreen />, { path: cabinet('lockerNo=L001&collect=5008') });
    await waitFor(() => expect(sheet().getByText('Take your shoes from the open box')).toBeTruthy(), LONG);
    expect(orderRow('8').status).toBe('completed');
    expect(location.hash).toBe('#/pages/Order/PendingList/index?lockerNo=L001');
  });

  it('does not continue a collection that still owes something', async () => {
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet('lockerNo=L001&collect=5008') });
    await waitFor(() => expect(location.hash).toBe('#/pages/Order/PendingList/index?lockerNo=L001'));
    expect(screen.queryByRole('region', { name: 'Collect shoes' })).toBeNull();
    expect(getDb().openResults).toHaveLength(0);
  });

  it('says there is nothing to store or collect here, and offers a new order at this cabinet', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet('lockerNo=L004') });
    expect(
      await screen.findByText(
        'You have not yet placed an order for shoes to be picked up. Please place the order first.',
      ),
    ).toBeTruthy();
    await screen.findByRole('heading', { name: 'Riverside Mall Cabinet' });
    await user.click(screen.getByRole('button', { name: 'Place a new order at this cabinet' }));
    expect(location.hash).toBe('#/pages/Order/CreateOrder/index?kind=scan&lockerNo=L004&shopId=3');
  });

  it('shows an unpaid order for this cabinet, with a way to pay it', async () => {
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    const unpaid = await cardOf('1');
    expect(unpaid.getByText('Pay this order before storing its shoes.')).toBeTruthy();
    expect(unpaid.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it("says 'Order has timed out' for an unpaid order past its pay window", async () => {
    const user = userEvent.setup();
    logIn();
    orderRow('1').payDeadline = new Date(Date.now() - 60_000).toISOString();
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    const late = await cardOf('1');
    expect(late.getByText('Order has timed out')).toBeTruthy();
    await user.click(late.getByRole('button', { name: 'View order' }));
    expect(location.hash).toBe('#/pages/Order/OrderDetail/index?id=1');
  });

  it('an offline cabinet cannot open boxes', async () => {
    logIn();
    const locker = getDb().lockers.find((row) => row.lockerNo === 'L001');
    if (locker) locker.online = false;
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    expect(await screen.findByText('This cabinet is offline: boxes cannot be opened right now.')).toBeTruthy();
    const card = await cardOf('7');
    expect((card.getByRole('button', { name: 'Collect shoes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an unknown cabinet says so and offers to scan again', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: cabinet('lockerNo=NOPE9') });
    expect(await screen.findByText('Cabinet not found', {}, LONG)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place a new order at this cabinet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Scan a cabinet' }));
    expect(location.hash).toBe('#/pages/Home/Scan/index');
  });

  it('without a cabinet number, asks to scan one', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: '/pages/Order/PendingList/index' });
    expect(await screen.findByText('No cabinet was given')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Scan a cabinet' }));
    expect(location.hash).toBe('#/pages/Home/Scan/index');
  });
});
