import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { HomeOrders } from './HomeOrders';

const USER = 1001;

function home() {
  logIn();
  return renderWithApp(<HomeOrders />, { path: '/pages/Home/Home/index' });
}

const statusOf = (card: HTMLElement) => card.querySelector('.live-order-status')?.textContent;

describe("Home's orders in progress", () => {
  it('shows every order that wants something from the customer, money owed first, and counts the rest', async () => {
    home();
    const live = await screen.findByRole('region', { name: 'My orders in progress' });
    const cards = await within(live).findAllByRole('listitem');
    const mine = getDb().orders.filter((order) => order.userId === USER);
    const wanting = mine.filter((order) =>
      ['unpaid', 'to-be-stored', 'to-be-collected', 'overdue', 'price-difference'].includes(order.status),
    );
    // the seed has an order to pay, two to store, one to collect and two that owe a due
    expect(cards).toHaveLength(wanting.length);
    const statuses = cards.map(statusOf);
    // the dues that keep shoes in their box, then the order to pay, then shoes to collect and to store
    expect(statuses.slice(0, 2).sort()).toEqual(['Expired/overdue', 'Price difference']);
    expect(statuses.slice(2)).toEqual(['Unpaid', 'Waiting to be collected', 'To be stored', 'To be stored']);
    // the orders that only wait for the shop are counted, with the way to them
    const waiting = mine.filter((order) => ['pending-acceptance', 'cleaning'].includes(order.status)).length;
    const more = within(live).getByRole('link', { name: `${waiting} more orders in progress` });
    expect(more.getAttribute('href')).toBe('#/pages/Order/Order/index');
  });
});

describe("a Home order card's one instruction", () => {
  it('tells an online order with no cabinet to choose one, and nothing else', async () => {
    home();
    const live = await screen.findByRole('region', { name: 'My orders in progress' });
    const cards = await within(live).findAllByRole('listitem');
    const online = getDb().orders.find(
      (order) => order.userId === USER && order.status === 'to-be-stored' && order.lockerNo === null,
    );
    const card = cards.find((item) => item.textContent?.includes(online?.orderNo ?? 'none')) as HTMLElement;
    expect(within(card).getByText('Not yet in a cabinet: choose one to store your shoes.')).toBeTruthy();
    expect(within(card).queryByText(/Put your shoes into a box/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Find a cabinet' })).toBeTruthy();
  });
});
