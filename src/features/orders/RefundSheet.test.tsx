import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBareWrites } from '../../../mocks/bare-writes';
import { getDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { getOrder } from '../../api/order';
import type { Id } from '../../lib/id';
import { expectProblemAt } from '../../testing/form-problem';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { RefundSheet } from './RefundSheet';

afterEach(() => setBareWrites(false));

async function askRefund(id: Id) {
  const user = userEvent.setup();
  logIn();
  const order = await getOrder(id);
  const onClose = vi.fn();
  renderWithApp(<RefundSheet order={order} visible onClose={onClose} />, {
    path: `/pages/Order/OrderDetail/index?id=${id}`,
  });
  await user.click(await screen.findByText('Changed my mind'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return onClose;
}

describe('asking for a refund against any server', () => {
  it('a refund answered {code: 200, data: null} is done', async () => {
    setBareWrites(true);
    const onClose = await askRefund('4');
    await waitFor(() => expect(toastText()).toBe('Refund requested'));
    expect(onClose).toHaveBeenCalled();
    expect(getDb().orders.find((order) => order.id === 4)?.status).toBe('refund');
  });

  it('a refund answered with something the app has no use for is done too', async () => {
    server.use(
      http.post('*/user-api/order/refund', () => HttpResponse.json({ code: 200, msg: 'success', data: 'OK' }), {
        once: true,
      }),
    );
    const onClose = await askRefund('4');
    await waitFor(() => expect(toastText()).toBe('Refund requested'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('a refund asked without a reason', () => {
  it('says so once, beside the reasons it asks to pick from, and no toast', async () => {
    const user = userEvent.setup();
    logIn();
    const order = await getOrder('4');
    renderWithApp(<RefundSheet order={order} visible onClose={vi.fn()} />, {
      path: '/pages/Order/OrderDetail/index?id=4',
    });
    await screen.findByText('Changed my mind');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const reasons = screen.getByRole('group', { name: 'Refund reason' });
    // said beside the reasons, the focus on the first of them
    await expectProblemAt(within(reasons).getAllByRole('radio')[0] as HTMLElement, 'Please select a refund reason');
    expect(screen.getAllByText('Please select a refund reason')).toHaveLength(1);
    expect(getDb().orders.find((item) => item.id === 4)?.status).not.toBe('refund');
  });
});
