import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserBridge } from '../../bridge/browser/bridge';
import { type Bridge, type BridgeResult, envFor, installBridge } from '../../bridge/index';
import { shopIdAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import ShareScreen from './ShareScreen';

function fakeBridge(answer: BridgeResult<'shared' | 'copied'>, host: 'browser' | 'chat-app' = 'browser') {
  const share = vi.fn(async () => answer);
  const bridge: Bridge = { ...createBrowserBridge(), env: envFor(host), share };
  installBridge(bridge);
  return share;
}

// Every case is the demo customer sharing from shop 3.
beforeEach(() => {
  logIn();
  getAppStore().set(shopIdAtom, '3');
});

afterEach(() => {
  installBridge(createBrowserBridge());
});

describe('the share screen', () => {
  it("shares the app's link with the customer as pid and the current shop as shareShopId", async () => {
    const share = fakeBridge({ ok: true, value: 'copied' });
    const user = userEvent.setup();
    renderWithApp(<ShareScreen />, { path: '/pages/My/Share/index' });
    expect(await screen.findByRole('heading', { name: 'Invite friends', level: 2 })).toBeTruthy();
    const link = (screen.getByLabelText('Your invitation link') as HTMLInputElement).value;
    expect(link).toMatch(/#\/pages\/Home\/Home\/index\?shopId=3&pid=1001&shareShopId=3$/);
    await user.click(screen.getByRole('button', { name: 'Share with friends' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ link }));
    await waitFor(() => expect(toastText()).toBe('Content copied'));
  });

  it('sets the share card at once in the chat app, and says where to share it', async () => {
    const share = fakeBridge({ ok: true, value: 'shared' }, 'chat-app');
    renderWithApp(<ShareScreen />, { path: '/pages/My/Share/index' });
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(screen.getByText('Tap ··· in the top right corner to send it to a friend')).toBeTruthy();
  });

  it('says nothing when the customer cancels the share sheet', async () => {
    const share = fakeBridge({ ok: false, error: { kind: 'cancelled', message: 'Cancelled' } });
    const user = userEvent.setup();
    renderWithApp(<ShareScreen />, { path: '/pages/My/Share/index' });
    const toastsAsked = vi.spyOn(Toast, 'show');
    await user.click(await screen.findByRole('button', { name: 'Share with friends' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    // once the sheet's answer is handled, a toast for it would have been asked for
    await act(async () => {
      await share.mock.results[0]?.value;
    });
    expect(toastsAsked).not.toHaveBeenCalled();
    expect(toastText()).toBe('');
  });

  it("shows the bridge's failure", async () => {
    fakeBridge({ ok: false, error: { kind: 'failed', message: 'Copy failed, please copy manually' } });
    const user = userEvent.setup();
    renderWithApp(<ShareScreen />, { path: '/pages/My/Share/index' });
    await user.click(await screen.findByRole('button', { name: 'Share with friends' }));
    await waitFor(() => expect(toastText()).toBe('Copy failed, please copy manually'));
  });
});
