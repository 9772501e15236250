import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { renderWithApp } from '../../testing/render';
import { recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import PendingListScreen from './PendingListScreen';

// Seed (mocks/db/orders/): cabinet L002 (East Station Cabinet) has 0 of 12 boxes free, L001 has many; the demo
// customer's order 3 is a paid online order bound to no cabinet yet.

const LONG = { timeout: 8000 };

function answerOpeningsAtOnce({ request }: { request: Request }) {
  if (!/\/order\/store-open$/.test(new URL(request.url).pathname)) return;
  for (const result of getDb().openResults) result.settleAt = result.createdAt;
}
beforeEach(() => server.events.on('response:mocked', answerOpeningsAtOnce));
afterEach(() => server.events.removeListener('response:mocked', answerOpeningsAtOnce));

const cabinet = (lockerNo: string) => `/pages/Order/PendingList/index?lockerNo=${lockerNo}`;

function order3() {
  const row = getDb().orders.find((o) => o.id === 3);
  if (!row) throw new Error('order 3');
  return row;
}

async function cardOf3() {
  const heading = await screen.findByRole('heading', { name: `Order ${order3().orderNo}` }, LONG);
  return within(heading.closest('article') as HTMLElement);
}

const sheet = () => within(screen.getByRole('region', { name: 'Store shoes' }));

describe('a full cabinet', () => {
  it('says no box is free, and binds nothing: the order stays free to be stored at another cabinet', async () => {
    const user = userEvent.setup();
    logIn();
    const requests = recordRequests();
    const { unmount } = renderWithApp(<PendingListScreen />, { path: cabinet('L002') });
    const card = await cardOf3();
    // said before anything is tapped
    expect(card.getByText('No box is free in this cabinet right now. Please try another cabinet.')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Store shoes in this cabinet' }));
    await waitFor(
      () =>
        expect(sheet().getByText('No box is free in this cabinet right now. Please try another cabinet.')).toBeTruthy(),
      LONG,
    );
    expect(requests.some(({ path }) => path.endsWith('/locker/free-box'))).toBe(true);
    expect(requests.filter(({ path }) => path.endsWith('/order/binding-order'))).toEqual([]);
    expect(order3().lockerNo).toBeNull();
    unmount();

    // at a cabinet with free boxes it is there to store
    renderWithApp(<PendingListScreen />, { path: cabinet('L001') });
    expect((await cardOf3()).getByRole('button', { name: 'Store shoes in this cabinet' })).toBeTruthy();
  });
});

describe('an online order bound to a cabinet where no box opened', () => {
  it('is stored at another cabinet of the shop, bound there first', async () => {
    // what a server that keeps the binding holds after a box failed to open at L002: the order is L002's
    const row = order3();
    row.lockerNo = 'L002';
    const user = userEvent.setup();
    logIn();
    const requests = recordRequests();
    renderWithApp(<PendingListScreen />, { path: cabinet('L001') });
    const card = await cardOf3();
    expect(
      card.getByText('Not stored yet at East Station Cabinet: storing it here moves the order to this cabinet.'),
    ).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Store shoes in this cabinet' }));
    await waitFor(() => expect(sheet().getByText('Put your shoes in the open box')).toBeTruthy(), LONG);

    const binding = requests.find(({ path }) => path.endsWith('/order/binding-order'));
    expect(await binding?.request.json()).toEqual({ orderId: 3, lockerNo: 'L001' });
    expect(order3()).toMatchObject({ lockerNo: 'L001', status: 'pending-acceptance' });
  });
});
