import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cabinetOrderInfo } from '../../testing/order-fixture';
import { renderWithApp } from '../../testing/render';
import { CabinetOrderCard } from './CabinetOrderCard';

const card = (fields: Record<string, unknown>) =>
  renderWithApp(<CabinetOrderCard info={cabinetOrderInfo(fields)} lockerNo="L001" disabled={false} onAct={() => {}} />);

describe('a sub-order at the cabinet', () => {
  it('shows the box and the pickup code of shoes waiting to be collected', () => {
    card({ boxNo: 'A07', pickupCode: '154704' });
    expect(screen.getByText('A07')).toBeTruthy();
    expect(screen.getByText('154704').className).toBe('pickup-code'); // the one look of a pickup code
  });

  it('leaves out a box and a code the server did not send, instead of a dash or a promise for storing', () => {
    card({});
    expect(screen.queryByText('Given when you store')).toBeNull();
    expect(screen.queryByText('—')).toBeNull();
    expect(screen.queryByText('Pickup code')).toBeNull();
  });

  it('tells that a box comes with storing, for shoes still to be stored', () => {
    card({ status: 'to-be-stored', action: 'store' });
    expect(screen.getByText('Given when you store')).toBeTruthy();
  });
});

describe('a price difference paid in the chat app that the server has not heard of yet', () => {
  it('says it is being confirmed and offers no second payment', async () => {
    const { getAppStore } = await import('../../state/store');
    const { confirmingPaymentsAtom } = await import('../../state/payments-confirming');
    const info = cabinetOrderInfo({ orderInfoId: 5008, status: 'price-difference', priceDifferenceDue: 15 });
    getAppStore().set(confirmingPaymentsAtom, [
      {
        key: 'due:5008:price-difference',
        at: new Date(),
        amount: 15,
        balanceBefore: null,
        totalRechargeBefore: null,
        via: 'chat-app',
      },
    ]);
    let tapped = 0;
    renderWithApp(<CabinetOrderCard info={info} lockerNo="L001" disabled={false} onAct={() => tapped++} />);
    expect(screen.getByText('Payment being confirmed')).toBeTruthy();
    const collect = screen.getByRole('button', { name: 'Collect shoes' });
    expect((collect as HTMLButtonElement).disabled).toBe(true);
    expect(tapped).toBe(0);
  });
});
