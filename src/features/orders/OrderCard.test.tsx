import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getOrder } from '../../api/order';
import { PATHS } from '../../lib/paths';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { OrderCard } from './OrderCard';

describe('an unpaid order in the list', () => {
  it('opens the pay sheet from its own Pay, and the sheet stays in the page when closed, so that it slides out', async () => {
    const user = userEvent.setup();
    logIn();
    const order = await getOrder(1);
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
});
