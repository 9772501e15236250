import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getOrder } from '../../api/order';
import { PATHS } from '../../lib/paths';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { OrderCard } from './OrderCard';

describe('an unpaid order in the list', () => {
  it('opens the pay sheet from its own Pay, and the sheet stays in the page when closed, so that it slides out', async () => {
    logIn();
    const order = await getOrder(1);
    expect(order.status).toBe('unpaid');
    renderWithApp(
      <ul>
        <OrderCard order={order} />
      </ul>,
      { path: PATHS.order },
    );
    fireEvent.click(screen.getByRole('button', { name: `Pay order ${order.orderNo}` }));
    const sheet = await screen.findByRole('dialog', { name: 'Pay for the order' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay for the order' })).toBeNull());
    // hidden, not gone: the same sheet as on the order's detail, which slides out as it closes
    expect(screen.getByText('Pay for the order')).toBeTruthy();
  });
});
