import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockBridge, DEFAULT_MOCK_BRIDGE_SETTINGS, tradeNoOf } from '../../../mocks/bridge';
import { getDb } from '../../../mocks/db';
import { confirmOrderPayment } from '../../../mocks/db/orders';
import { getOrder } from '../../api/order';
import { type Bridge, installBridge, type PayRequest } from '../../bridge';
import { createBrowserBridge } from '../../bridge/browser/bridge';
import { confirmingPaymentsAtom } from '../../state/payments-confirming';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { LiveOrderCard } from '../home/LiveOrderCard';
import { CARD_CONFIRM_WINDOW_MS, CONFIRM_WINDOW_MS } from '../payment-confirming';
import OrderDetailScreen from './OrderDetailScreen';
import OrderListScreen from './OrderListScreen';

/**
 * The chat app as a customer meets it: the payment sheet says ok at once, and the payment provider tells the
 * server `lateMs` later (null: never).
 */
function chatAppPayingLate(lateMs: number | null): Bridge {
  const host = createMockBridge({ settings: () => ({ ...DEFAULT_MOCK_BRIDGE_SETTINGS, host: 'chat-app' }) });
  return {
    ...host,
    env: host.env,
    pay: async (request: PayRequest) => {
      const tradeNo = tradeNoOf(request);
      if (tradeNo && lateMs !== null) setTimeout(() => confirmOrderPayment(getDb(), tradeNo, 'paid'), lateMs);
      return 'client-ok';
    },
  };
}

const unpaidOrder = () => {
  const order = getDb().orders.find((row) => row.id === 1);
  if (!order) throw new Error('order 1');
  return order;
};

/** Opens the unpaid order 1 and pays it with WeChat Pay; the clock is faked from the tap on Pay on. */
async function payOrderOneInTheChatApp() {
  const user = userEvent.setup();
  logIn();
  renderWithApp(<OrderDetailScreen />, { path: '/pages/Order/OrderDetail/index?id=1' });
  await screen.findByText(/Please pay before/);
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  const sheet = await screen.findByRole('dialog', { name: 'Pay for the order' });
  await user.click(await within(sheet).findByText('WeChat Pay'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  await user.click(within(sheet).getByRole('button', { name: 'Pay' }));
  return sheet;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const failureShown = () => /failed/i.test(toastText());

afterEach(() => {
  vi.useRealTimers();
  installBridge(createBrowserBridge());
});

describe('a payment the chat app says is made', () => {
  it('is paid when the server hears of it 10 s later: "Confirming your payment" meanwhile, no failure', async () => {
    installBridge(chatAppPayingLate(10_000));
    const sheet = await payOrderOneInTheChatApp();
    const status = await within(sheet).findByRole('status');
    expect(within(status).getByText('Confirming your payment')).toBeTruthy();
    expect(within(status).getByText(`Order ${unpaidOrder().orderNo}`)).toBeTruthy();
    expect(within(status).getByText(/¥\s?\d/)).toBeTruthy();

    await advance(5_000);
    expect(failureShown()).toBe(false);
    expect(unpaidOrder().status).toBe('unpaid');

    await advance(8_000);
    await waitFor(() => expect(toastText()).toBe('Payment successful'));
    expect(unpaidOrder().status).toBe('to-be-stored');
    await screen.findByText('Paid. Put your shoes into a box of the cabinet.');
    expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([]);
  });

  it('when the server never hears: no failure, the order shows its payment being confirmed and no Pay', async () => {
    installBridge(chatAppPayingLate(null));
    await payOrderOneInTheChatApp();
    await advance(59_000);
    expect(screen.getByText('Confirming your payment')).toBeTruthy(); // still asking after a minute
    await advance(20_000);

    const header = await screen.findByRole('region', { name: 'Order status' });
    await waitFor(() => expect(within(header).getByText('Payment being confirmed')).toBeTruthy());
    expect(failureShown()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([
      expect.objectContaining({ key: 'order:1', amount: unpaidOrder().actualPayment }),
    ]);
    expect(JSON.parse(localStorage.getItem('paymentsConfirming') ?? 'null')?.data).toHaveLength(1);

    // the provider tells the server at last: the order refreshes by itself and shows it paid
    confirmOrderPayment(getDb(), getDb().orderPayments.at(-1)?.tradeNo ?? '', 'paid');
    await advance(3_500);
    await screen.findByText('Paid. Put your shoes into a box of the cabinet.');
    expect(within(header).queryByText('Payment being confirmed')).toBeNull();
    await waitFor(() => expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([]));
  });
});

describe('a payment remembered as being confirmed', () => {
  const remember = (minutesAgo: number, via: 'chat-app' | 'card' = 'chat-app') =>
    getAppStore().set(confirmingPaymentsAtom, [
      {
        key: 'order:1',
        at: new Date(Date.now() - minutesAgo * 60_000),
        amount: 30,
        balanceBefore: null,
        totalRechargeBefore: null,
        via,
      },
    ]);

  it('after a reload shows on the order with no Pay, until the window has passed', async () => {
    logIn();
    remember(29);
    renderWithApp(<OrderDetailScreen />, { path: '/pages/Order/OrderDetail/index?id=1' });
    const header = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(header).findByText('Payment being confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();

    // a payment the server never heard of in the window can only have failed: offered again
    remember(CONFIRM_WINDOW_MS / 60_000 + 1);
    await screen.findByRole('button', { name: 'Pay' });
    expect(within(header).getByText('Unpaid')).toBeTruthy();
  });

  it('back from the card page, which says nothing of a cancel: held back for a shorter window', async () => {
    logIn();
    remember(CARD_CONFIRM_WINDOW_MS / 60_000 - 1, 'card');
    renderWithApp(<OrderDetailScreen />, { path: '/pages/Order/OrderDetail/index?id=1' });
    const header = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(header).findByText('Payment being confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();

    remember(CARD_CONFIRM_WINDOW_MS / 60_000 + 1, 'card');
    await screen.findByRole('button', { name: 'Pay' });
  });

  it('shows on its card in the order list, which offers no Pay', async () => {
    logIn();
    remember(1);
    renderWithApp(<OrderListScreen />, { path: '/pages/Order/Order/index?status=unpaid' });
    const orderNo = unpaidOrder().orderNo;
    expect(await screen.findByRole('link', { name: `Order ${orderNo}, Payment being confirmed` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Pay order ${orderNo}` })).toBeNull();
  });

  it("shows on Home's card of the order, with the order to look at instead of paying again", async () => {
    logIn();
    remember(1);
    const order = await getOrder('1');
    renderWithApp(
      <ul>
        <LiveOrderCard live={{ order, action: 'pay' }} />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Payment being confirmed')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(within(card).queryByText('To pay')).toBeNull();
    expect(within(card).getByRole('button', { name: 'View order' })).toBeTruthy();
  });

  it('a corrupt remembered value resets itself', () => {
    localStorage.setItem('paymentsConfirming', '{"type":"array","data":[{"key":5}]}');
    expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([]);
    expect(localStorage.getItem('paymentsConfirming')).toBeNull();
  });
});
