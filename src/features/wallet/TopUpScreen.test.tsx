import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockBridge, DEFAULT_MOCK_BRIDGE_SETTINGS, type PayChoice, tradeNoOf } from '../../../mocks/bridge';
import { getDb } from '../../../mocks/db';
import { settleRecharge } from '../../../mocks/db/commerce';
import { server } from '../../../mocks/node';
import { installBridge, type PayRequest } from '../../bridge';
import { createBrowserBridge } from '../../bridge/browser/bridge';
import { confirmingPaymentsAtom } from '../../state/payments-confirming';
import { shopIdAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { expectProblemAt } from '../../testing/form-problem';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import TopUpScreen from './TopUpScreen';
import WalletScreen from './WalletScreen';

/** The chat app as the mock bridge plays it: the payment goes as `pay` says, confirmed on the mock server. */
function chatApp(pay: PayChoice = 'ok', host: 'chat-app' | 'browser' = 'chat-app') {
  installBridge(
    createMockBridge({
      settings: () => ({ ...DEFAULT_MOCK_BRIDGE_SETTINGS, host, pay }),
      delays: { answer: 0, slow: 0, timeout: 0 },
    }),
  );
}

/** The chat app saying ok at once, its payment provider telling the server `lateMs` later (null: never). */
function chatAppPayingLate(lateMs: number | null) {
  const host = createMockBridge({ settings: () => ({ ...DEFAULT_MOCK_BRIDGE_SETTINGS, host: 'chat-app' }) });
  installBridge({
    ...host,
    env: host.env,
    pay: async (request: PayRequest) => {
      const row = getDb().recharges.find((recharge) => recharge.rechargeNo === tradeNoOf(request));
      if (row && lateMs !== null) setTimeout(() => settleRecharge(getDb(), row, 'paid'), lateMs);
      return 'client-ok';
    },
  });
}

/** A server that keeps no 'recharge' records to look at (the spec lists no such kind): none are asked for. */
function noRechargeRecords() {
  const asked = vi.fn();
  server.use(
    http.get('*/user-api/wallet/bill-list', () => {
      asked();
      return HttpResponse.json({ code: 200, msg: 'success', data: { list: [], total: 0 } });
    }),
  );
  return asked;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const wallet = (userId = 1001) => getDb().wallets.find((row) => row.userId === userId);
const balanceShown = () => screen.getByTestId('wallet-balance').textContent;

afterEach(() => installBridge(createBrowserBridge()));

describe('the top-up screen', () => {
  it('asks for a package, then a payment method, before sending anything', async () => {
    const user = userEvent.setup();
    logIn();
    chatApp();
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    // one heading for the one list: the shop's offer names the packages
    expect(await screen.findByRole('group', { name: 'Top up and get more' })).toBeTruthy();
    expect(screen.queryByText('Recharge packages')).toBeNull();
    expect(screen.queryByText('Top-up packages')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    // said beside the packages, the focus on the first of them
    await expectProblemAt(screen.getAllByRole('radio')[0] as HTMLElement, 'Please select a top-up package first');

    await user.click(screen.getByRole('radio', { name: /¥100\.00/ }));
    expect(screen.queryByText('Please select a top-up package first')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay ¥100.00' }));
    await expectProblemAt(screen.getByRole('radio', { name: 'WeChat Pay' }), 'Please select payment method');
    expect(getDb().recharges).toHaveLength(0);
  });

  it('shows price, gift and payment amount of each package, and never offers the balance', async () => {
    logIn();
    chatApp();
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    const pack = (await screen.findByRole('radio', { name: /¥200\.00/ })).closest('label');
    expect(pack?.textContent).toBe('¥200.00Gift ¥40.00Pay ¥200.00');
    expect(screen.queryByText('New-user pack')).toBeNull(); // the demo customer has topped up before
    expect(screen.getByText('WeChat Pay')).toBeTruthy();
    expect(screen.getByText('Credit card')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'WeChat Pay' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Balance/ })).toBeNull();
  });

  it('pays a package through the chat app and shows the face value and gift added to the balance', async () => {
    const user = userEvent.setup();
    logIn();
    chatApp('ok');
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await waitFor(() => expect(balanceShown()).toBe('¥200.00'));
    await user.click(await screen.findByRole('radio', { name: /¥100\.00/ }));
    await user.click(screen.getByText('WeChat Pay'));
    await user.click(screen.getByRole('button', { name: 'Pay ¥100.00' }));

    await screen.findByText('Top-up successful', {}, { timeout: 5000 });
    expect(screen.getByText('¥115.00 has been added to your balance, including a gift of ¥15.00.')).toBeTruthy();
    expect(wallet()).toMatchObject({ balance: 315, giftBalance: 55, totalRecharge: 300 });
    expect(getDb().recharges).toEqual([expect.objectContaining({ status: 'paid', payMethod: 'chat-app' })]);
    await waitFor(() => expect(balanceShown()).toBe('¥315.00'));
    expect(screen.getByTestId('wallet-gift').textContent).toBe('¥55.00');

    await user.click(screen.getByRole('button', { name: 'Top up again' }));
    expect(await screen.findByRole('radio', { name: /¥50\.00/ })).toBeTruthy();
  });

  it('sends one top-up for two taps on Pay in the same moment, and confirms it', async () => {
    const user = userEvent.setup();
    logIn();
    chatApp('ok');
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await user.click(await screen.findByRole('radio', { name: /¥100\.00/ }));
    await user.click(screen.getByText('WeChat Pay'));
    const pay = screen.getByRole('button', { name: 'Pay ¥100.00' });
    act(() => {
      pay.click();
      pay.click();
    });

    await screen.findByText('Top-up successful', {}, { timeout: 5000 });
    expect(getDb().recharges).toHaveLength(1);
    expect(wallet()).toMatchObject({ balance: 315, totalRecharge: 300 });
  });

  it('says the payment failed and changes nothing when the chat app payment fails', async () => {
    const user = userEvent.setup();
    logIn();
    chatApp('fail');
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await user.click(await screen.findByRole('radio', { name: /¥50\.00/ }));
    await user.click(screen.getByText('WeChat Pay'));
    await user.click(screen.getByRole('button', { name: 'Pay ¥50.00' }));
    await waitFor(() => expect(toastText()).toBe('Payment failed'));
    expect(screen.queryByText('Top-up successful')).toBeNull();
    expect(wallet()?.balance).toBe(200);
    expect(getDb().recharges).toEqual([expect.objectContaining({ status: 'unpaid' })]);
  });

  it('pays by card in a plain browser, coming back to the wallet, and reads the top-up back', async () => {
    const user = userEvent.setup();
    logIn();
    chatApp('ok', 'browser');
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await user.click(await screen.findByRole('radio', { name: /¥50\.00/ }));
    expect(screen.queryByText('WeChat Pay')).toBeNull();
    await user.click(screen.getByText('Credit card'));
    await user.click(screen.getByRole('button', { name: 'Pay ¥50.00' }));
    await screen.findByText('Top-up successful', {}, { timeout: 5000 });
    expect(wallet()?.balance).toBe(255);
    const [row] = getDb().recharges;
    expect(row?.payMethod).toBe('card');
  });

  it('offers a new customer the new-user pack, paid for less than it credits', async () => {
    const user = userEvent.setup();
    logIn(1002);
    chatApp('ok');
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    const badge = await screen.findByText('New-user pack');
    expect(badge.closest('label')?.textContent).toBe('New-user pack¥100.00Gift ¥20.00Pay ¥80.00');
    await user.click(badge);
    await user.click(screen.getByText('WeChat Pay'));
    await user.click(screen.getByRole('button', { name: 'Pay ¥80.00' }));
    await screen.findByText('Top-up successful', {}, { timeout: 5000 });
    expect(wallet(1002)).toMatchObject({ balance: 120, giftBalance: 20, totalRecharge: 80 });
  });

  it('tells when the shop has no top-up', async () => {
    logIn();
    getAppStore().set(shopIdAtom, '5');
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await screen.findByText('Top-up is not available at this shop');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('tells when the shop has top-up open but no top-up offer', async () => {
    logIn();
    getDb().rechargeActivities.length = 0;
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await screen.findByText('There is no top-up offer at this shop right now');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('is confirmed from the balance, with no top-up record, when the server hears 10 s after the chat app', async () => {
    const user = userEvent.setup();
    const bills = noRechargeRecords();
    logIn();
    chatAppPayingLate(10_000);
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await user.click(await screen.findByRole('radio', { name: /¥100\.00/ }));
    await user.click(screen.getByText('WeChat Pay'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Pay ¥100.00' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Confirming your payment')).toBeTruthy();
    expect(within(status).getByText('Top-up')).toBeTruthy();
    expect(within(status).getByText('¥100.00')).toBeTruthy();
    await advance(6_000);
    expect(toastText()).not.toMatch(/failed/i);

    await advance(8_000);
    await screen.findByText('Top-up successful');
    expect(screen.getByText('¥115.00 has been added to your balance, including a gift of ¥15.00.')).toBeTruthy();
    expect(wallet()?.balance).toBe(315);
    expect(toastText()).not.toMatch(/failed/i);
    expect(bills).not.toHaveBeenCalled();
    expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([]);
  });

  it('when the server never hears: "Payment being confirmed", no failure, and the wallet shows it until it does', async () => {
    const user = userEvent.setup();
    noRechargeRecords();
    logIn();
    chatAppPayingLate(null);
    const first = renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await user.click(await screen.findByRole('radio', { name: /¥50\.00/ }));
    await user.click(screen.getByText('WeChat Pay'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Pay ¥50.00' }));
    await advance(75_000);

    await screen.findByText('Payment being confirmed');
    expect(toastText()).not.toMatch(/failed/i);
    expect(screen.queryByText('Top-up successful')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Top up again' })).toBeNull(); // no second payment unawares
    expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([
      expect.objectContaining({ key: 'top-up', amount: 50, balanceBefore: 200 }),
    ]);
    first.unmount();

    // later, on the wallet: still being confirmed, until the provider tells the server
    renderWithApp(<WalletScreen />, { path: '/pages/My/Wallet/index' });
    await screen.findByText('Payment being confirmed');
    const row = getDb().recharges.at(-1);
    if (row) settleRecharge(getDb(), row, 'paid');
    await advance(3_500);
    await waitFor(() => expect(screen.queryByText('Payment being confirmed')).toBeNull());
    await waitFor(() => expect(balanceShown()).toBe('¥255.00'));
    expect(getAppStore().get(confirmingPaymentsAtom)).toEqual([]);
  });
});
