import { describe, expect, it } from 'vitest';
import { getOrder } from '../../api/order';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { shownText } from '../../testing/shown-text';
import { LiveOrderCard } from './LiveOrderCard';

// The same moment and the same code read alike on Home, the cabinet page and the orders.
describe('a live order on Home', () => {
  it('says until when storage is free to the second (spec section 9), and the pickup code in its one look', async () => {
    logIn();
    const order = { ...(await getOrder('7')), freeUntil: new Date(2026, 10, 28, 21, 56, 55) };
    expect(order.status).toBe('to-be-collected');
    renderWithApp(
      <ul>
        <LiveOrderCard live={{ order, action: 'goToCabinet' }} />
      </ul>,
    );
    expect(shownText(document.body.textContent)).toContain('2026-11-28 21:56:55');
    expect(document.querySelector('.pickup-code')?.textContent).toBe(order.pickupCode);
  });
});
