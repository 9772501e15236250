import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockBridge, DEFAULT_MOCK_BRIDGE_SETTINGS } from '../../../mocks/bridge';
import { getDb } from '../../../mocks/db';
import { confirmOrderPayment } from '../../../mocks/db/orders';
import { installBridge } from '../../bridge';
import { createBrowserBridge } from '../../bridge/browser/bridge';
import type { Id } from '../../lib/id';
import { confirmingPaymentsAtom } from '../../state/payments-confirming';
import { getAppStore } from '../../state/store';
import { answerBalanceQuestion } from '../../testing/balance-question';
import { expectProblemAt } from '../../testing/form-problem';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import OverduePaymentScreen from './OverduePaymentScreen';

const orderRow = (id: Id) => {
  const found = getDb().orders.find((o) => String(o.id) === id);
  if (!found) throw new Error(`order ${id}`);
  return found;
};
const balance = () => getDb().wallets.find((w) => w.userId === 1001)?.balance;

describe('the overdue and price-difference payment', () => {
  it('pays the price difference with its reason shown, then goes on to where the customer came from', async () => {
    const user = userEvent.setup();
    logIn();
    const redirect = encodeURIComponent('/pages/Order/PendingList/index?lockerNo=L001');
    renderWithApp(<OverduePaymentScreen />, {
      path: `/pages/Order/OverduePayment/index?orderInfoId=5008&kind=price-difference&redirect=${redirect}`,
    });
    await screen.findByText('Deep yellowing needed an extra whitening treatment');
    expect(screen.getByRole('heading', { name: 'Price difference' })).toBeTruthy();
    // the page says what is being paid, not 'Overdue payment'
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay the price difference');
    const before = balance() ?? 0;

    await user.click(screen.getByRole('button', { name: 'Pay ¥15.00' }));
    await expectProblemAt(screen.getAllByRole('radio')[0] as HTMLElement, 'Please select payment method');
    await user.click(await screen.findByText('Balance'));
    await user.click(screen.getByRole('button', { name: 'Pay ¥15.00' }));
    expect(await answerBalanceQuestion(user)).toBe('Pay ¥15.00 from your balance?');

    await waitFor(() => expect(location.hash).toBe('#/pages/Order/PendingList/index?lockerNo=L001'));
    expect(orderRow('8').status).toBe('to-be-collected');
    expect(orderRow('8').priceDifference?.paid).toBe(true);
    expect(balance()).toBe(before - 15);
    await waitFor(() => expect(toastText()).toBe('Payment successful'));
  });

  it('shows the overdue fee with the rule, and tells when the balance is short', async () => {
    logIn();
    const wallet = getDb().wallets.find((w) => w.userId === 1001);
    if (wallet) wallet.balance = 1;
    renderWithApp(<OverduePaymentScreen />, {
      path: '/pages/Order/OverduePayment/index?orderInfoId=5009&kind=overdue',
    });
    await screen.findByRole('heading', { name: 'Overdue fee' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay the overdue fee');
    expect(screen.getByText('¥6.00')).toBeTruthy();
    expect(screen.getByText('¥2.00 per started day after free storage ends, at most ¥14.00')).toBeTruthy();
    await screen.findByText('Insufficient balance, please top up first');
    expect(orderRow('9').status).toBe('overdue');
  });

  it('says nothing is owed any more (e.g. back from a card payment that went through)', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<OverduePaymentScreen />, {
      path: '/pages/Order/OverduePayment/index?orderInfoId=5007&kind=overdue',
    });
    await screen.findByText('Nothing is owed on this order any more.');
    await user.click(screen.getByRole('button', { name: 'View the order' }));
    expect(location.hash).toBe('#/pages/Order/OrderDetail/index?id=7');
  });

  it('says the order cannot be found when the link has no order, and asks for no payment', async () => {
    logIn();
    renderWithApp(<OverduePaymentScreen />, { path: '/pages/Order/OverduePayment/index?kind=overdue' });
    expect(await screen.findByText('This order cannot be found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('ignores a redirect that is not one of the app pages', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<OverduePaymentScreen />, {
      path: `/pages/Order/OverduePayment/index?orderInfoId=5007&kind=overdue&redirect=${encodeURIComponent('//evil.example')}`,
    });
    await screen.findByText('Nothing is owed on this order any more.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location.hash).not.toContain('evil');
  });

  describe('paid in the chat app, not heard of by the server', () => {
    afterEach(() => installBridge(createBrowserBridge()));

    it('shows the difference being confirmed, offers no second payment, and goes on once the server hears', async () => {
      const user = userEvent.setup();
      const host = createMockBridge({ settings: () => ({ ...DEFAULT_MOCK_BRIDGE_SETTINGS, host: 'chat-app' }) });
      installBridge({ ...host, env: host.env, pay: async () => 'client-ok' }); // the provider never tells
      logIn();
      renderWithApp(<OverduePaymentScreen />, {
        path: '/pages/Order/OverduePayment/index?orderInfoId=5008&kind=price-difference',
      });
      await user.click(await screen.findByText('WeChat Pay'));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
      await user.click(screen.getByRole('button', { name: 'Pay ¥15.00' }));
      await screen.findByText('Confirming your payment');
      expect(screen.getByText(`Price difference, order ${orderRow('8').orderNo}`)).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(75_000));

      await screen.findByText('Payment being confirmed');
      expect(toastText()).not.toMatch(/failed/i);
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
      expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([
        expect.objectContaining({ key: 'due:5008:price-difference', amount: 15 }),
      ]);

      confirmOrderPayment(getDb(), getDb().orderPayments.at(-1)?.tradeNo ?? '', 'paid');
      await act(() => vi.advanceTimersByTimeAsync(3_500));
      await screen.findByText('Nothing is owed on this order any more.');
      await waitFor(() => expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([]));
    });
  });
});
