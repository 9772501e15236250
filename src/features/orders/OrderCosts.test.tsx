import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cabinetOrder } from '../../testing/order-fixture';
import { renderWithApp } from '../../testing/render';
import { OrderCosts } from './OrderFields';

const order = (fields: Record<string, unknown>) =>
  cabinetOrder({
    id: 1,
    orderInfoId: 5001,
    kind: 'door-to-door',
    type: 'door-to-door',
    status: 'cleaning',
    actualPayment: 30,
    ...fields,
  });

describe('the order costs', () => {
  it('show the cleaning cost and the delivery fee the server sent', () => {
    renderWithApp(<OrderCosts order={order({ cleaningCost: 25, deliveryFee: 5 })} />);
    expect(screen.getByText('Cleaning cost').nextElementSibling?.textContent).toBe('¥25.00');
    expect(screen.getByText('Delivery fee').nextElementSibling?.textContent).toBe('¥5.00');
  });

  it('leave out a figure the server did not send, instead of showing ¥0.00', () => {
    renderWithApp(<OrderCosts order={order({})} />);
    expect(screen.queryByText('Cleaning cost')).toBeNull();
    expect(screen.queryByText('Delivery fee')).toBeNull();
    expect(screen.getByText('Actual payment').nextElementSibling?.textContent).toBe('¥30.00');
  });
});

describe('the overdue fee in the costs', () => {
  it('is called the overdue fee, owed and paid, as everywhere else', () => {
    renderWithApp(<OrderCosts order={order({ status: 'overdue', overtimeFee: 6, overtimeFeePaid: 2 })} />);
    // the fee counted so far: what is owed now and what was paid of it
    expect(screen.getByText('Overdue fee').nextElementSibling?.textContent).toBe('¥8.00');
    expect(screen.getByText('Overdue fee paid').nextElementSibling?.textContent).toBe('¥2.00');
  });
});
