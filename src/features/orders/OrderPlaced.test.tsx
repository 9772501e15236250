import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Id } from '../../lib/id';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import OrderDetailScreen from './OrderDetailScreen';

// How the order was placed and what was ordered, in the customer's words, never the back office's 'Type: Store
// cleaning'. Seed (mocks/db/orders/seed-orders.ts): order 1 is a scan order at cabinet L001,
// order 3 an online order, order 5 a door-to-door one.

const row = (label: string) =>
  screen.queryAllByText(label, { selector: 'dt' })[0]?.parentElement?.querySelector('dd')?.textContent ?? null;

async function detail(id: Id) {
  logIn();
  renderWithApp(<OrderDetailScreen />, { path: `/pages/Order/OrderDetail/index?id=${id}` });
  await screen.findByText('Order information');
}

describe('an order says how it was placed and what was ordered', () => {
  it('a scan order: at a cabinet, its goods', async () => {
    await detail('1');
    expect(row('Placed')).toBe('At a cabinet');
    expect(row('Ordered')).toBe('Standard sneaker wash × 1');
    expect(row('Type')).toBeNull();
    expect(screen.queryByText('Store cleaning')).toBeNull();
  });

  it('an online order: online, its goods', async () => {
    await detail('3');
    expect(row('Placed')).toBe('Online, stored in a cabinet later');
    expect(row('Ordered')).toBe('White sneaker refresh × 2');
  });

  it('a door-to-door order says so too', async () => {
    await detail('5');
    expect(row('Placed')).toBe('Door-to-door');
    expect(row('Ordered')).toMatch(/ × \d/);
  });
});
