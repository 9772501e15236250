import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { getOrder } from '../../api/order';
import type { Order } from '../../api/schemas/order';
import { answerBalanceQuestion } from '../../testing/balance-question';
import { reload } from '../../testing/reload';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import OverduePaymentScreen from './OverduePaymentScreen';
import { RefundSheet } from './RefundSheet';

// The chat app throws the page away and loads it again (CONTRACT.md, "Reloads"): the refund asked for and the
// way to pay a due chosen are back, per order, for the customer who chose them, until sent.

const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('draft.'));
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('the refund sheet across a reload', () => {
  const openSheet = (order: Order) =>
    renderWithApp(<RefundSheet order={order} visible onClose={() => undefined} />, {
      path: `/pages/Order/OrderDetail/index?id=${order.id}`,
    });
  const remark = () => screen.getByLabelText('Remarks (optional)') as HTMLTextAreaElement;

  it('is back with the reason and the remark, for that order only, and gone once the refund is asked', async () => {
    const user = userEvent.setup();
    logIn();
    const order = await getOrder('4');
    const first = openSheet(order);
    await user.click(await screen.findByText('Changed my mind'));
    await user.type(remark(), 'The left shoe was fine');
    reload(first.unmount);

    const second = openSheet(order);
    await screen.findByText('Changed my mind');
    expect(radio('Changed my mind').checked).toBe(true);
    expect(remark().value).toBe('The left shoe was fine');
    reload(second.unmount);

    const other = openSheet(await getOrder('5'));
    await screen.findByText('Changed my mind');
    expect(radio('Changed my mind').checked).toBe(false);
    expect(remark().value).toBe('');
    reload(other.unmount);

    openSheet(order);
    await screen.findByText('Changed my mind');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toastText()).toBe('Refund requested'));
    expect(getDb().orders.find((row) => row.id === 4)?.status).toBe('refund');
    expect(drafts()).toEqual([]);
  });

  it('is not shown to another customer signed in on the phone', async () => {
    const user = userEvent.setup();
    logIn(1001, 't-ann');
    const order = await getOrder('4');
    const first = openSheet(order);
    await user.type(remark(), 'The left shoe was fine');
    reload(first.unmount);
    const again = openSheet(order);
    expect(remark().value).toBe('The left shoe was fine');
    reload(again.unmount);

    logIn(1002, 't-bob');
    openSheet(order);
    expect(remark().value).toBe('');
  });
});

describe('paying a due across a reload', () => {
  const DIFFERENCE = '/pages/Order/OverduePayment/index?orderInfoId=5008&kind=price-difference';
  const open = (path = DIFFERENCE) => renderWithApp(<OverduePaymentScreen />, { path });

  it('is back with the way to pay chosen, for that sub-order only, and gone once paid', async () => {
    const user = userEvent.setup();
    logIn();
    const first = open();
    await user.click(await screen.findByText('Balance'));
    reload(first.unmount);

    const second = open();
    await screen.findByText('Balance');
    expect(radio('Balance').checked).toBe(true);
    reload(second.unmount);

    const other = open('/pages/Order/OverduePayment/index?orderInfoId=5009&kind=overdue');
    await screen.findByText('Balance');
    expect(screen.getAllByRole('radio').filter((option) => (option as HTMLInputElement).checked)).toEqual([]);
    reload(other.unmount);

    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ¥15.00' }));
    await answerBalanceQuestion(user);
    await waitFor(() => expect(toastText()).toBe('Payment successful'));
    expect(getDb().orders.find((row) => row.id === 8)?.priceDifference?.paid).toBe(true);
    expect(drafts()).toEqual([]);
  });

  it('is not shown in another session on the phone', async () => {
    const user = userEvent.setup();
    logIn(1001, 't-ann');
    const first = open();
    await user.click(await screen.findByText('Balance'));
    reload(first.unmount);
    const again = open();
    await screen.findByText('Balance');
    expect(radio('Balance').checked).toBe(true);
    reload(again.unmount);

    // the same sub-order seen by another session (the new customer could not open this one): drafts are kept
    // per session, not per account
    logIn(1001, 't-other');
    open();
    await screen.findByText('Balance');
    expect(radio('Balance').checked).toBe(false);
  });
});
