import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderAmount } from '../../api/schemas/order';
import { renderWithApp } from '../../testing/render';
import { AmountSummary } from './AmountSummary';

const counted = (data: OrderAmount) =>
  ({ data, isFetching: false, isError: false, isPending: false }) as unknown as UseQueryResult<OrderAmount>;
const base = { cleaningCost: 20, additionalService: 0, deliveryFee: 0, voucher: 0, actualPayment: 20 };

describe('the amount of an order being placed', () => {
  it('has no voucher line while no voucher takes anything off (no red −¥0.00)', () => {
    renderWithApp(<AmountSummary amount={counted(base)} showDelivery={false} />);
    expect(screen.queryByText('Voucher')).toBeNull();
    expect(document.querySelector('.amount-voucher')).toBeNull();
  });

  it('says what a voucher takes off', () => {
    renderWithApp(<AmountSummary amount={counted({ ...base, voucher: 5, actualPayment: 15 })} showDelivery={false} />);
    expect(screen.getByText('Voucher')).toBeTruthy();
    expect(document.querySelector('.amount-voucher')?.textContent).toBe('−¥5.00');
  });
});
