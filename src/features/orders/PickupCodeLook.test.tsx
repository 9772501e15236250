import { describe, expect, it } from 'vitest';
import { getOrder } from '../../api/order';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { OrderFields } from './OrderFields';
import { PickupPassCard } from './PickupPassCard';

// A pickup code looks the same wherever the customer reads it: Home, the cabinet page and
// the order list test their own; these are the order's pass and its fields.
describe('a pickup code in the order screens', () => {
  it('is in its one look on the pickup pass', () => {
    renderWithApp(<PickupPassCard pickupCode="154704" boxNo="A07" place="Cabinet L001" />);
    expect(document.querySelector('.orders-pass-code .pickup-code')?.textContent).toBe('154704');
  });

  it('is in its one look among the order fields', async () => {
    logIn();
    const order = await getOrder('7');
    renderWithApp(<OrderFields order={order} />);
    expect(document.querySelector('.pickup-code')?.textContent).toBe(order.pickupCode);
  });
});
