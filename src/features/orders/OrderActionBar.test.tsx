import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { getOrder } from '../../api/order';
import type { Id } from '../../lib/id';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { duesOf } from './actions';
import { OrderActionBar } from './OrderActionBar';

async function showBar(id: Id) {
  logIn();
  const order = await getOrder(id);
  renderWithApp(<OrderActionBar order={order} dues={duesOf(order)} now={new Date()} />, {
    path: `/pages/Order/OrderDetail/index?id=${id}`,
  });
  return document.querySelector('.orders-actions') as HTMLElement;
}

// The footer's layout is its structure: the one primary action on a row of its own, full width; the others on
// one row above it, sharing it equally, so none wraps alone onto a row of its own.
describe('the order detail footer', () => {
  it('puts the primary action alone on its row, the others together above it, Refund not red', async () => {
    const id = String(
      getDb().orders.find((order) => order.userId === 1001 && order.status === 'to-be-stored')?.id ?? 0,
    );
    const bar = await showBar(id);
    const rows = Array.from(bar.children);
    expect(rows.map((row) => row.className)).toEqual(['orders-actions-more', 'orders-actions-primary']);
    const primary = within(rows[1] as HTMLElement).getAllByRole('button');
    expect(primary).toHaveLength(1);
    expect(primary[0]?.className).toContain('light-button-block');
    const more = within(rows[0] as HTMLElement).getAllByRole('button');
    expect(more.map((button) => button.textContent)).toEqual(['Refund', 'See progress']);
    expect(screen.getByRole('button', { name: 'Refund' }).className).not.toContain('light-button-danger');
  });

  it('has no empty row when there is only one kind of action', async () => {
    const id = String(getDb().orders.find((order) => order.userId === 1001 && order.status === 'completed')?.id ?? 0);
    const bar = await showBar(id);
    expect(Array.from(bar.children).map((row) => row.className)).toEqual(['orders-actions-more']);
  });
});
