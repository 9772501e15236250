import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cabinetOrder } from '../../testing/order-fixture';
import { renderWithApp } from '../../testing/render';
import { OrderCosts } from './OrderCosts';

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
    expect(term('Paid').nextElementSibling?.textContent).toBe('¥30.00');
  });
});

const term = (label: string) => screen.getByText(label, { selector: 'dt' });
const labels = () => [...document.querySelectorAll('.orders-costs dt')].map((dt) => dt.textContent);

describe('what was paid, apart from what is still owed', () => {
  it('an unpaid order: what it comes to is to pay, never "Actual payment"', () => {
    renderWithApp(<OrderCosts order={order({ status: 'unpaid', cleaningCost: 30, paidAt: null })} />);
    expect(term('To pay').nextElementSibling?.textContent).toBe('¥30.00');
    expect(screen.queryByText('Actual payment')).toBeNull();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  it('an overdue order: the wash paid, the overdue fee still to pay, adding up', () => {
    renderWithApp(
      <OrderCosts order={order({ status: 'overdue', cleaningCost: 30, overtimeFee: 6, overtimeFeePaid: 0 })} />,
    );
    expect(labels()).toEqual(['Cleaning cost', 'Paid', 'Overdue fee to pay']);
    expect(term('Paid').nextElementSibling?.textContent).toBe('¥30.00');
    expect(term('Overdue fee to pay').nextElementSibling?.textContent).toBe('¥6.00');
  });

  it('a price difference and an overdue fee both owed, one paid already: each once, and what is still to pay', () => {
    const both = order({
      status: 'price-difference',
      cleaningCost: 30,
      priceDifference: { amount: 15, reason: 'Extra whitening', paid: false },
      overtimeFee: 6,
      overtimeFeePaid: 2,
    });
    renderWithApp(<OrderCosts order={both} />);
    expect(labels()).toEqual([
      'Cleaning cost',
      'Paid',
      'Overdue fee paid',
      'Price difference to pay',
      'Overdue fee to pay',
      'Still to pay',
    ]);
    expect(term('Still to pay').nextElementSibling?.textContent).toBe('¥21.00');
  });

  it('shoes collected owe nothing, whatever fee a server still sends with the order', () => {
    renderWithApp(<OrderCosts order={order({ status: 'completed', overtimeFee: 14 })} />);
    expect(labels()).toEqual(['Paid']);
  });

  it('a price difference paid is said as paid, with nothing owed', () => {
    const paid = order({ status: 'to-be-collected', priceDifference: { amount: 15, reason: '', paid: true } });
    renderWithApp(<OrderCosts order={paid} />);
    expect(term('Price difference paid').nextElementSibling?.textContent).toBe('¥15.00');
    expect(screen.queryByText(/to pay/i)).toBeNull();
  });
});

describe('the overdue fee in the costs', () => {
  it('is called the overdue fee, owed and paid, as everywhere else', () => {
    renderWithApp(<OrderCosts order={order({ status: 'overdue', overtimeFee: 6, overtimeFeePaid: 2 })} />);
    expect(term('Overdue fee to pay').nextElementSibling?.textContent).toBe('¥6.00');
    expect(term('Overdue fee paid').nextElementSibling?.textContent).toBe('¥2.00');
  });
});
