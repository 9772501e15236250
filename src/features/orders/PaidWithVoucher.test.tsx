import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import OrderDetailScreen from './OrderDetailScreen';

// An order a voucher paid whole: it says so instead of a payment method, and offers no
// refund of nothing. Seed (mocks/db/orders/seed-orders.ts): order 5 is a door-to-door order pending acceptance,
// paid by card.

const row = (label: string) =>
  screen.getAllByText(label, { selector: 'dt' })[0]?.parentElement?.querySelector('dd')?.textContent ?? null;

describe('an order paid with a voucher', () => {
  it('says "Paid with a voucher" instead of a payment method, and offers no refund', async () => {
    const order = getDb().orders.find((row) => row.id === 5);
    if (!order) throw new Error('order 5');
    Object.assign(order, { actualPayment: 0, voucher: order.actualPayment, payMethod: 'chat-app' });
    logIn();
    renderWithApp(<OrderDetailScreen />, { path: '/pages/Order/OrderDetail/index?id=5' });
    await screen.findByText('Order information');
    expect(screen.getByText('Paid with a voucher')).toBeTruthy();
    expect(screen.queryByText('Payment method', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('WeChat Pay')).toBeNull();
    expect(row('Paid')).toBe('¥0.00');
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByRole('button', { name: 'See progress' })).toBeTruthy();
  });

  it('an order paid with money still says how, and can be refunded', async () => {
    logIn();
    renderWithApp(<OrderDetailScreen />, { path: '/pages/Order/OrderDetail/index?id=5' });
    await screen.findByText('Order information');
    expect(row('Payment method')).toBe('Credit card');
    expect(screen.queryByText('Paid with a voucher')).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });
});
