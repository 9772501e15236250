import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../../mocks/db';
import { advanceOrder } from '../../../mocks/db/orders';
import { setFaults } from '../../../mocks/faults';
import type { Id } from '../../lib/id';
import { answerBalanceQuestion } from '../../testing/balance-question';
import { expectProblemAt } from '../../testing/form-problem';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { shownText } from '../../testing/shown-text';
import { toastText } from '../../testing/toast';
import { ANTD } from '../../ui/antd';
import OrderDetailScreen from './OrderDetailScreen';
import { PICKUP_PASSES_KEY } from './pickup-pass';

const openDetail = (id: Id) => {
  logIn();
  return renderWithApp(<OrderDetailScreen />, { path: `/pages/Order/OrderDetail/index?id=${id}` });
};

const row = (label: string) => {
  const term = screen.getAllByText(label, { selector: 'dt' })[0];
  return term?.parentElement?.querySelector('dd')?.textContent ?? '';
};

const orderRow = (id: Id) => {
  const found = getDb().orders.find((o) => String(o.id) === id);
  if (!found) throw new Error(`order ${id}`);
  return found;
};

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

describe('the order detail', () => {
  it('shows every field a door-to-door order has: address, visit time, remarks, costs and payment method', async () => {
    openDetail('5');
    await screen.findByText('Order information');
    expect(row('Order number')).toContain(orderRow('5').orderNo);
    expect(row('Placed')).toBe('Door-to-door');
    expect(row('Address')).toContain('Lan Nguyen');
    expect(row('Address')).toContain('12 Garden Street');
    // the slot the customer chose, not a moment to the second
    expect(shownText(row('Expected visit time'))).toMatch(/^\d{4}-\d{2}-\d{2} 09:00–11:00$/);
    expect(row('Remarks')).toBe('Call me when you arrive');
    expect(row('Payment method')).toBe('Credit card');
    expect(row('Delivery fee')).toMatch(/5\.00/);
    expect(row('Paid')).toMatch(/57\.00/);
    // pending acceptance: a refund can be asked for, progress seen
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See progress' })).toBeTruthy();
  });

  it('shows the pickup pass and the free-storage countdown of shoes waiting in a box, and saves the pass', async () => {
    openDetail('7');
    const pass = await screen.findByRole('region', { name: 'Pickup pass' });
    expect(within(pass).getByText(orderRow('7').pickupCode ?? 'none')).toBeTruthy();
    expect(within(pass).getByText('A07')).toBeTruthy();
    expect(within(pass).getByText('Zhengzhou Jinshui Cabinet')).toBeTruthy();
    expect(screen.getByText(/^Free for 1 d (15|16) h \d+ min more$/)).toBeTruthy();
    expect(screen.getByText(/^¥\d+\.\d\d per started day after free storage ends, at most ¥\d+\.\d\d$/)).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(PICKUP_PASSES_KEY)).toContain(orderRow('7').pickupCode ?? 'x'));
    const stored = localStorage.getItem(PICKUP_PASSES_KEY) ?? '';
    expect(stored).not.toContain('13800138000');
    expect(screen.getByRole('button', { name: 'Go to the cabinet' })).toBeTruthy();
  });

  it('shows a saved pickup pass, marked as possibly out of date, when the network is gone', async () => {
    const first = openDetail('7');
    await screen.findByRole('region', { name: 'Pickup pass' });
    await waitFor(() => expect(localStorage.getItem(PICKUP_PASSES_KEY)).not.toBeNull());
    first.unmount();

    setFaults({ rules: [{ target: 'order', fault: 'network' }], chaos: null });
    renderWithApp(<OrderDetailScreen />, { path: '/pages/Order/OrderDetail/index?id=7' });
    const pass = await screen.findByRole('region', { name: 'Pickup pass' });
    expect(within(pass).getByText(/No connection\. Saved on this phone at .*: it may be out of date\./)).toBeTruthy();
    expect(within(pass).getByText(orderRow('7').pickupCode ?? 'none')).toBeTruthy();
    expect(within(pass).getByText('A07')).toBeTruthy();
  });

  it('without a saved pass, a network failure shows the error with a retry', async () => {
    setFaults({ rules: [{ target: 'order', fault: 'network' }], chaos: null });
    openDetail('7');
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('region', { name: 'Pickup pass' })).toBeNull();
  });

  it('copies the order number, or says to copy it by hand', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openDetail('7');
    await user.click(await screen.findByRole('button', { name: 'Copy the order number' }));
    await waitFor(() => expect(toastText()).toBe('Content copied'));
    expect(writeText).toHaveBeenCalledWith(orderRow('7').orderNo);

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the order number' }));
    await waitFor(() => expect(toastText()).toBe('Copy failed, please copy manually'));
  });

  it('asks for a refund reason, then refunds', async () => {
    const user = userEvent.setup();
    openDetail('4');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await screen.findByText('Changed my mind');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectProblemAt(screen.getAllByRole('radio')[0] as HTMLElement, 'Please select a refund reason');
    expect(orderRow('4').status).toBe('pending-acceptance');

    await user.click(screen.getByText('Changed my mind'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(orderRow('4').status).toBe('refund'));
    await waitFor(() => expect(toastText()).toBe('Refund requested'));
    // the detail reads the order back: refunded to the balance at once
    await waitFor(() => expect(row('Refund status')).toBe('Refunded'));
    expect(row('Refund reason')).toBe('Changed my mind');
    expect(row('Refunded to')).toBe('Balance');
  });

  it('a refund of a card payment is on its way: the header and the rows say the same', async () => {
    const user = userEvent.setup();
    openDetail('5');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await user.click(await screen.findByText('Changed my mind'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(row('Refund status')).toBe('Refunding'));
    // where the money goes: back the way it was paid
    expect(row('Refunding to')).toBe('Credit card');
    const header = screen.getByRole('region', { name: 'Order status' });
    expect(within(header).getByText('Refunding')).toBeTruthy();
    expect(
      within(header).getByText(
        'Your refund is on its way. It reaches your card or WeChat Pay once the payment provider has returned it.',
      ),
    ).toBeTruthy();
    expect(within(header).queryByText('This order was refunded.')).toBeNull();
  });

  it('a refunded order is tagged "Refunded" and says where the money went', async () => {
    openDetail('11');
    const header = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(header).findByText('Refunded')).toBeTruthy();
    expect(within(header).queryByText('Refund')).toBeNull();
    expect(row('Refunded to')).toBe('Balance');
  });

  it('offers an unpaid order to pay, until when it can be paid, and no refund: nothing was paid', async () => {
    openDetail('1');
    await screen.findByText(/Please pay before/);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('pays an unpaid order from the balance and shows what the server says afterwards', async () => {
    const user = userEvent.setup();
    openDetail('1');
    await screen.findByText(/Please pay before/);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pay for the order' });
    await user.click(within(sheet).getByRole('button', { name: 'Pay' }));
    await expectProblemAt(within(sheet).getAllByRole('radio')[0] as HTMLElement, 'Please select payment method');
    await user.click(await within(sheet).findByText('Balance'));
    await user.click(within(sheet).getByRole('button', { name: 'Pay' }));
    expect(await answerBalanceQuestion(user)).toBe(`Pay ¥${orderRow('1').actualPayment.toFixed(2)} from your balance?`);
    await waitFor(() => expect(orderRow('1').status).toBe('to-be-stored'));
    await waitFor(() => expect(toastText()).toBe('Payment successful'));
    await screen.findByText('Paid. Put your shoes into a box of the cabinet.');
  });

  it('sends a price difference to be paid on the overdue payment screen', async () => {
    const user = userEvent.setup();
    openDetail('8');
    await screen.findByText('Price difference: ¥15.00');
    expect(row('Reason for the price difference')).toBe('Deep yellowing needed an extra whitening treatment');
    await user.click(screen.getByRole('button', { name: 'Pay the price difference' }));
    expect(location.hash).toBe('#/pages/Order/OverduePayment/index?orderInfoId=5008&kind=price-difference');
  });

  it('opens the live photos full screen', async () => {
    const user = userEvent.setup();
    openDetail('6');
    await user.click(await screen.findByRole('button', { name: 'Photo 1 of 2, view full screen' }));
    await waitFor(() =>
      expect(document.querySelector(`${ANTD.imageViewerSlides}, ${ANTD.imageViewer}`)).not.toBeNull(),
    );
  });

  it('refreshes itself when the customer comes back to the app', async () => {
    openDetail('6');
    await screen.findByText('Your shoes are being cleaned.');
    advanceOrder(getDb(), 6);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await screen.findByText('Clean and back in the box: collect them with the pickup code.');
  });

  it('says so when the link has no order id', async () => {
    logIn();
    renderWithApp(<OrderDetailScreen />, { path: '/pages/Order/OrderDetail/index?id=abc' });
    await screen.findByText('This order cannot be found');
  });
});
