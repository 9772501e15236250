import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { orderHandlers } from '../../../mocks/handlers/order';
import { server } from '../../../mocks/node';
import type { Id } from '../../lib/id';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import OverduePaymentScreen from '../orders/OverduePaymentScreen';
import PendingListScreen from './PendingListScreen';

/**
 * What is owed before pickup, read one way by the cabinet and the payment page (src/api/dues.ts), against a
 * server that sends the sub-order without the app's `priceDifferenceDue` / `overtimeFeeDue`.
 */

const LONG = { timeout: 8000 };

/** The sub-order calls answered as the mock would, without the due amounts (or, with `bare`, any amounts). */
function withoutDues(bare = false) {
  const strip = (info: Record<string, unknown>) => {
    const { priceDifferenceDue: _d, overtimeFeeDue: _o, ...rest } = info;
    if (bare) delete rest.priceDifference;
    return rest;
  };
  const answered = (path: string) =>
    http.get(`*/user-api${path}`, async ({ request }) => {
      const real = await getResponse(orderHandlers, request);
      const body = (await real?.json()) as { code: number; data: unknown };
      if (body.code !== 200) return HttpResponse.json(body);
      const data = Array.isArray(body.data)
        ? body.data.map((info) => strip(info as Record<string, unknown>))
        : strip(body.data as Record<string, unknown>);
      return HttpResponse.json({ ...body, data });
    });
  server.use(answered('/order/order-info-list'), answered('/order/order-info-info'));
}

describe('what is owed before pickup, the same at the cabinet and on the payment page', () => {
  it('a difference sent only as the price-difference record: the cabinet asks for it, the page shows it', async () => {
    withoutDues();
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: '/pages/Order/PendingList/index?lockerNo=L001' });
    const orderNo = getDb().orders.find((order) => order.id === 8)?.orderNo;
    const heading = await screen.findByRole('heading', { name: `Order ${orderNo}` }, LONG);
    const card = within(heading.closest('article') as HTMLElement);
    expect(card.getByText('¥15.00')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Collect shoes' }));
    expect(await screen.findByText('Pay the ¥15.00 price difference to collect your shoes?', {}, LONG)).toBeTruthy();
  });

  it('only the status says something is owed: the cabinet asks without an amount it does not know', async () => {
    withoutDues(true);
    const user = userEvent.setup();
    logIn();
    renderWithApp(<PendingListScreen />, { path: '/pages/Order/PendingList/index?lockerNo=L001' });
    const card = async (id: Id) => {
      const orderNo = getDb().orders.find((order) => String(order.id) === id)?.orderNo;
      const heading = await screen.findByRole('heading', { name: `Order ${orderNo}` }, LONG);
      return within(heading.closest('article') as HTMLElement);
    };
    await user.click((await card('8')).getByRole('button', { name: 'Collect shoes' }));
    const question = await screen.findByText('Pay the price difference to collect your shoes?', {}, LONG);
    await user.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Not now' }),
    );
    await waitFor(() => expect(screen.queryByText('Pay the price difference to collect your shoes?')).toBeNull(), LONG);
    await user.click((await card('9')).getByRole('button', { name: 'Collect shoes' }));
    expect(await screen.findByText('There is an overdue fee for this order. Pay it now?', {}, LONG)).toBeTruthy();
  });

  it('the payment page says the same difference is due', async () => {
    withoutDues();
    logIn();
    renderWithApp(<OverduePaymentScreen />, {
      path: '/pages/Order/OverduePayment/index?orderInfoId=5008&kind=price-difference',
    });
    expect(await screen.findByRole('button', { name: 'Pay ¥15.00' }, LONG)).toBeTruthy();
    expect(screen.queryByText('Nothing is owed on this order any more.')).toBeNull();
  });

  it('only the status says a fee is owed: the page says so, and the server names the amount on paying', async () => {
    withoutDues(true);
    logIn();
    renderWithApp(<OverduePaymentScreen />, {
      path: '/pages/Order/OverduePayment/index?orderInfoId=5009&kind=overdue',
    });
    expect(await screen.findByText('To be confirmed when you pay', {}, LONG)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Nothing is owed on this order any more.')).toBeNull());
  });
});
