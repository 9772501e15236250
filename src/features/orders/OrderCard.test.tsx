import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { getOrder } from '../../api/order';
import { formatMoney } from '../../lib/format';
import type { Id } from '../../lib/id';
import { PATHS } from '../../lib/paths';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { OrderCard } from './OrderCard';

describe('an unpaid order in the list', () => {
  it('opens the pay sheet from its own Pay, and the sheet stays in the page when closed, so that it slides out', async () => {
    const user = userEvent.setup();
    logIn();
    const order = await getOrder('1');
    expect(order.status).toBe('unpaid');
    renderWithApp(
      <ul>
        <OrderCard order={order} />
      </ul>,
      { path: PATHS.order },
    );
    await user.click(screen.getByRole('button', { name: `Pay order ${order.orderNo}` }));
    const sheet = await screen.findByRole('dialog', { name: 'Pay for the order' });
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay for the order' })).toBeNull());
    // hidden, not gone: the same sheet as on the order's detail, which slides out as it closes
    expect(screen.getByText('Pay for the order')).toBeTruthy();
  });

  it('offers Pay as the rectangular small button every other action is, not a pill of its own', async () => {
    logIn();
    const order = await getOrder('1');
    renderWithApp(
      <ul>
        <OrderCard order={order} />
      </ul>,
      { path: PATHS.order },
    );
    const pay = screen.getByRole('button', { name: `Pay order ${order.orderNo}` });
    expect(pay.className.split(' ')).toEqual(
      expect.arrayContaining(['light-button', 'light-button-primary', 'light-button-small']),
    );
    expect(pay.className).not.toContain('orders-card-pay');
  });

  it('shows a pickup code in the one look it has on every screen', async () => {
    logIn();
    const order = await getOrder('7');
    renderWithApp(
      <ul>
        <OrderCard order={order} />
      </ul>,
      { path: PATHS.order },
    );
    expect(document.querySelector('.orders-card-code .pickup-code')?.textContent).toBe(order.pickupCode);
  });
});

/** The card of order `id` as the list shows it. */
async function card(id: Id) {
  const order = await getOrder(id);
  renderWithApp(
    <ul>
      <OrderCard order={order} />
    </ul>,
    { path: PATHS.order },
  );
  return { order, total: () => document.querySelector('.orders-card-total')?.textContent };
}

describe('the amount on an order in the list', () => {
  it('says "To pay" while the order is unpaid (as Home does)', async () => {
    logIn();
    const { order, total } = await card('1');
    expect(total()).toBe(`To pay ${formatMoney(order.actualPayment, 'en')}`);
  });

  it('says "Paid" once it is paid', async () => {
    logIn();
    const { order, total } = await card('4');
    expect(order.status).toBe('pending-acceptance');
    expect(total()).toBe(`Paid ${formatMoney(order.actualPayment, 'en')}`);
  });

  it('says "Total" for an order refunded before it was paid: nothing was paid, and nothing is to pay', async () => {
    logIn();
    const row = getDb().orders.find((o) => o.id === 1);
    if (!row) throw new Error('order 1');
    row.status = 'refund';
    const { order, total } = await card('1');
    expect(total()).toBe(`Total ${formatMoney(order.actualPayment, 'en')}`);
  });
});

describe('a refunded order in the list', () => {
  it('is tagged "Refunded", not "Refund"', async () => {
    logIn();
    const { order } = await card('11');
    expect(order.status).toBe('refund');
    expect(document.querySelector('.orders-status-tag')?.textContent).toBe('Refunded');
    expect(screen.getByRole('link').getAttribute('aria-label')).toBe(`Order ${order.orderNo}, Refunded`);
  });

  it('is tagged "Refunding" while the money is still on its way', async () => {
    logIn();
    const row = getDb().orders.find((o) => o.id === 11);
    if (!row?.refund) throw new Error('order 11');
    row.refund.status = 'refunding';
    await card('11');
    expect(document.querySelector('.orders-status-tag')?.textContent).toBe('Refunding');
  });
});

describe('a card that owes', () => {
  const card = async (id: Id) => {
    logIn();
    const order = await getOrder(id);
    renderWithApp(
      <ul>
        <OrderCard order={order} />
      </ul>,
      { path: PATHS.order },
    );
    return order;
  };

  it('a price difference: says how much, with the way to pay it', async () => {
    const user = userEvent.setup();
    const order = await card('8');
    expect(order.status).toBe('price-difference');
    expect(screen.getByText('Price difference to pay: ¥15.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Pay the price difference of order ${order.orderNo}` }));
    expect(location.hash).toBe(
      `#/pages/Order/OverduePayment/index?orderInfoId=${order.orderInfoId}&kind=price-difference`,
    );
  });

  it('an overdue fee: says how much (its countdown), with the way to pay it', async () => {
    const user = userEvent.setup();
    const order = await card('9');
    expect(screen.getByText(/^Overdue fee owed: ¥\d+\.\d\d$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Pay the overdue fee of order ${order.orderNo}` }));
    expect(location.hash).toBe(`#/pages/Order/OverduePayment/index?orderInfoId=${order.orderInfoId}&kind=overdue`);
  });

  it('owing nothing (collected, or free storage not over): no amount owed and no way to pay', async () => {
    await card('10');
    expect(screen.queryByText(/to pay:|owed:/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('owing nothing yet: no amount owed and no way to pay', async () => {
    await card('7');
    expect(screen.queryByText(/to pay:|owed:/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
