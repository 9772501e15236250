import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockBridge, DEFAULT_MOCK_BRIDGE_SETTINGS, type PayChoice } from '../../../mocks/bridge';
import { getDb } from '../../../mocks/db';
import { installBridge } from '../../bridge';
import { createBrowserBridge } from '../../bridge/browser/bridge';
import { shopIdAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import TopUpScreen from './TopUpScreen';

/** The chat app as the mock bridge plays it: the payment goes as `pay` says, confirmed on the mock server. */
function chatApp(pay: PayChoice = 'ok', host: 'chat-app' | 'browser' = 'chat-app') {
  installBridge(
    createMockBridge({
      settings: () => ({ ...DEFAULT_MOCK_BRIDGE_SETTINGS, host, pay }),
      delays: { answer: 0, slow: 0, timeout: 0 },
    }),
  );
}

const wallet = (userId = 1001) => getDb().wallets.find((row) => row.userId === userId);
const balanceShown = () => screen.getByTestId('wallet-balance').textContent;

afterEach(() => installBridge(createBrowserBridge()));

// Let toasts and dialogs close by themselves before the shared clean-up removes what is left of them.
afterEach(async () => {
  Toast.clear();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-toast-mask, .adm-dialog')).toBeNull(), { timeout: 3000 });
});

describe('the top-up screen', () => {
  it('asks for a package, then a payment method, before sending anything', async () => {
    const user = userEvent.setup();
    logIn();
    chatApp();
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await screen.findByText('Top up and get more');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(toastText()).toBe('Please select the recharge package first'));

    await user.click(screen.getByRole('radio', { name: /¥100\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ¥100.00' }));
    await waitFor(() => expect(toastText()).toBe('Please select payment method'));
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
    getAppStore().set(shopIdAtom, 5);
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await screen.findByText('Top-up is not available at this shop');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('tells when the shop has top-up open but no recharge activity', async () => {
    logIn();
    getDb().rechargeActivities.length = 0;
    renderWithApp(<TopUpScreen />, { path: '/pages/Home/TopUp/index' });
    await screen.findByText('There is no recharge activity at this shop right now');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
