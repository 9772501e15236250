import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockBridge, DEFAULT_MOCK_BRIDGE_SETTINGS } from '../../../mocks/bridge';
import { getDb } from '../../../mocks/db';
import { installBridge } from '../../bridge';
import { createBrowserBridge } from '../../bridge/browser/bridge';
import { reload } from '../../testing/reload';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import TopUpScreen from './TopUpScreen';

// The chat app throws the page away and loads it again (CONTRACT.md, "Reloads"): the package and the way to
// pay chosen are back, for the customer who chose them, until a top-up is started.

const TOP_UP = '/pages/Home/TopUp/index';
const open = () => renderWithApp(<TopUpScreen />, { path: TOP_UP });
const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

/** Inside the chat app, whose payment goes through at once. */
const chatApp = () =>
  installBridge(
    createMockBridge({
      settings: () => ({ ...DEFAULT_MOCK_BRIDGE_SETTINGS, host: 'chat-app', pay: 'ok' }),
      delays: { answer: 0, slow: 0, timeout: 0 },
    }),
  );

afterEach(() => installBridge(createBrowserBridge()));

async function choose() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /¥100\.00/ }));
  await user.click(screen.getByText('WeChat Pay'));
  return user;
}

describe('the top-up form across a reload', () => {
  it('is back with the package and the way to pay chosen, and is gone once the top-up is started', async () => {
    logIn();
    chatApp();
    const first = open();
    await choose();
    reload(first.unmount);

    const second = open();
    await screen.findByRole('button', { name: 'Pay ¥100.00' });
    expect(radio(/¥100\.00/).checked).toBe(true);
    expect(radio('WeChat Pay').checked).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay ¥100.00' }));
    await screen.findByText('Top-up successful', {}, { timeout: 5000 });
    expect(getDb().recharges).toHaveLength(1);
    reload(second.unmount);

    open();
    await screen.findByRole('button', { name: 'Pay' });
    expect(radio(/¥100\.00/).checked).toBe(false);
    expect(radio('WeChat Pay').checked).toBe(false);
  });

  it('is not shown to another customer signed in on the phone', async () => {
    logIn(1001, 't-ann');
    chatApp();
    const first = open();
    await choose();
    reload(first.unmount);
    const again = open();
    await screen.findByRole('button', { name: 'Pay ¥100.00' });
    reload(again.unmount);

    logIn(1002, 't-bob');
    open();
    await screen.findByRole('button', { name: 'Pay' });
    expect(screen.getAllByRole('radio').filter((option) => (option as HTMLInputElement).checked)).toEqual([]);
  });
});
