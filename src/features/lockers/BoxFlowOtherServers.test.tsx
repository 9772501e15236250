import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBareWrites } from '../../../mocks/bare-writes';
import { getDb } from '../../../mocks/db';
import { orderHandlers } from '../../../mocks/handlers/order';
import { server } from '../../../mocks/node';
import type { Id } from '../../lib/id';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import PendingListScreen from './PendingListScreen';

/**
 * Storing and collecting against a server that answers a done step with no more than `{code: 200, data:
 * null}`, or whose answer is lost on the way back: the customer is told what the server did, never that it
 * failed.
 */

const LONG = { timeout: 8000 };
const orderRow = (id: Id) => {
  const found = getDb().orders.find((o) => String(o.id) === id);
  if (!found) throw new Error(`order ${id}`);
  return found;
};

/** The mock cabinet answers a box opening at once (see PendingListScreen.test.tsx). */
function answerOpeningsAtOnce({ request }: { request: Request }) {
  if (!/\/order\/(store|pick)-open$/.test(new URL(request.url).pathname)) return;
  for (const result of getDb().openResults) result.settleAt = result.createdAt;
}
beforeEach(() => server.events.on('response:mocked', answerOpeningsAtOnce));
afterEach(() => {
  server.events.removeListener('response:mocked', answerOpeningsAtOnce);
  setBareWrites(false);
});

async function tap(id: Id, name: string) {
  const user = userEvent.setup();
  logIn();
  renderWithApp(<PendingListScreen />, { path: '/pages/Order/PendingList/index?lockerNo=L001' });
  const heading = await screen.findByRole('heading', { name: `Order ${orderRow(id).orderNo}` }, LONG);
  await user.click(within(heading.closest('article') as HTMLElement).getByRole('button', { name }));
}

const sheet = () => within(screen.getByRole('region', { name: /Store shoes|Collect shoes/ }));

describe('the box flow against a server that says no more than it must', () => {
  it('stores: a store-success answered with data null counts as stored', async () => {
    setBareWrites(true);
    await tap('2', 'Store shoes');
    await waitFor(() => expect(sheet().getByText('Put your shoes in the open box')).toBeTruthy(), LONG);
    expect(sheet().queryByText(/Try again/)).toBeNull();
    expect(orderRow('2').status).toBe('pending-acceptance');
  });

  it('collects: a pick-success answered with data null counts as collected', async () => {
    setBareWrites(true);
    await tap('7', 'Collect shoes');
    await waitFor(() => expect(sheet().getByText('Take your shoes from the open box')).toBeTruthy(), LONG);
    expect(orderRow('7').status).toBe('completed');
  });

  it('binds and stores an online order with every write answered bare', async () => {
    setBareWrites(true);
    await tap('3', 'Store shoes in this cabinet');
    await waitFor(() => expect(sheet().getByText('Put your shoes in the open box')).toBeTruthy(), LONG);
    expect(orderRow('3')).toMatchObject({ lockerNo: 'L001', status: 'pending-acceptance' });
  });

  it('a store-success done on the server whose answer is lost: read back, stored, not sent again', async () => {
    let sent = 0;
    server.use(
      http.post('*/user-api/order/store-success', async ({ request }) => {
        sent += 1;
        await getResponse(orderHandlers, request);
        return HttpResponse.error();
      }),
    );
    await tap('2', 'Store shoes');
    await waitFor(() => expect(sheet().getByText('Put your shoes in the open box')).toBeTruthy(), LONG);
    expect(sent).toBe(1);
    expect(orderRow('2').status).toBe('pending-acceptance');
  });
});
