import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getOrder } from '../../api/order';
import type { Id } from '../../lib/id';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { OrderFields } from './OrderFields';

async function fieldsOf(id: Id) {
  logIn();
  const order = await getOrder(id);
  renderWithApp(<OrderFields order={order} />, { path: `/pages/Order/OrderDetail/index?id=${id}` });
  await screen.findByText('Order information');
  return order;
}

// A pickup code is for collecting shoes from a box: said while that can still happen, and no longer once
// nothing will be stored or collected (the server may keep sending the code it gave).
describe("the order's pickup code", () => {
  it('is shown while the shoes wait in a box', async () => {
    const order = await fieldsOf('7');
    expect(screen.getByText('Pickup code')).toBeTruthy();
    expect(screen.getByText(order.pickupCode ?? 'none')).toBeTruthy();
  });

  for (const [id, what] of [
    ['11', 'refunded'],
    ['10', 'completed: collected'],
  ] as const) {
    it(`is not shown for an order ${what}`, async () => {
      const order = await fieldsOf(id);
      expect(order.pickupCode).toBeTruthy(); // the server still sends it
      expect(screen.queryByText('Pickup code')).toBeNull();
      expect(screen.queryByText(order.pickupCode ?? 'none')).toBeNull();
    });
  }
});
