import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SMS_RESEND_SECONDS } from '../../api/sms';
import { tokenAtom } from '../../state/session';
import { getAppStore } from '../../state/store';
import { reload } from '../../testing/reload';
import { renderWithApp } from '../../testing/render';
import { recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import ForgetScreen from './ForgetScreen';
import LoginScreen from './LoginScreen';
import RegisterScreen from './RegisterScreen';

// The chat app throws the page away and loads it again while the customer reads the SMS (CONTRACT.md,
// "Reloads"): the phone typed on an account form is back, never its password or code, and so is the wait
// before another code can be asked for.

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('draft.'));
const REGISTER = '/pages/Login/register';
const sent = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter(({ path }) => path.endsWith('/sms/send')).length;

describe('the register form across a reload', () => {
  it('is back with the phone typed, never the code or the password', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<RegisterScreen />, { path: REGISTER });
    await user.type(field('Phone number'), '13712345678');
    await user.type(field('Verification code'), '909090');
    await user.type(field('Password'), 'fresh2025');
    reload(first.unmount);

    renderWithApp(<RegisterScreen />, { path: REGISTER });
    expect(field('Phone number').value).toBe('13712345678');
    expect(field('Verification code').value).toBe('');
    expect(field('Password').value).toBe('');
    const kept = Object.values(localStorage).join(' ');
    expect(kept).not.toContain('fresh2025');
    expect(kept).not.toContain('909090');
  });

  it('still waits for the code sent before it, showing how long, and sends no second one', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const first = renderWithApp(<RegisterScreen />, { path: REGISTER });
    await user.type(field('Phone number'), '13712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^Resend in/ });
    reload(first.unmount);

    renderWithApp(<RegisterScreen />, { path: REGISTER });
    const wait = screen.getByRole('button', { name: /^Resend in \d+ s$/ }) as HTMLButtonElement;
    const seconds = Number(/\d+/.exec(wait.textContent ?? '')?.[0]);
    expect(seconds).toBeGreaterThan(SMS_RESEND_SECONDS - 5);
    expect(seconds).toBeLessThanOrEqual(SMS_RESEND_SECONDS);
    expect(wait.disabled).toBe(true);
    await user.click(wait);
    expect(sent(requests)).toBe(1);
  });

  it('offers a new code once the wait since the first one is over', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const first = renderWithApp(<RegisterScreen />, { path: REGISTER });
    await user.type(field('Phone number'), '13712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^Resend in/ });
    reload(first.unmount);
    // the customer came back a minute later (the mock server counts on the same clock)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (SMS_RESEND_SECONDS + 1) * 1000);

    renderWithApp(<RegisterScreen />, { path: REGISTER });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^Resend in/ });
    expect(sent(requests)).toBe(2);
  });
});

describe('the login form across a reload', () => {
  it('is back with the phone typed, not the password, and forgets it once logged in', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.type(field('Phone number'), '13800138000');
    await user.type(field('Password'), 'demo123');
    reload(first.unmount);

    renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    expect(field('Phone number').value).toBe('13800138000');
    expect(field('Password').value).toBe('');
    expect(Object.values(localStorage).join(' ')).not.toContain('demo123');
    await user.type(field('Password'), 'demo123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(getAppStore().get(tokenAtom)).not.toBeNull());
    expect(drafts()).toEqual([]);
  });

  it('fills in the phone a link brings over an older draft, and keeps what is typed over it', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.type(field('Phone number'), '13911112222');
    first.unmount();

    // back from resetting the password of another number
    const linked = '/pages/Login/login?phone=13800138000';
    const second = renderWithApp(<LoginScreen />, { path: linked });
    expect(field('Phone number').value).toBe('13800138000');
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '13800138001');
    reload(second.unmount);

    renderWithApp(<LoginScreen />, { path: linked });
    expect(field('Phone number').value).toBe('13800138001');
  });
});

describe('the reset password form across a reload', () => {
  it('is back with the phone typed, and forgets it once the password is reset', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<ForgetScreen />, { path: '/pages/Login/forget' });
    await user.type(field('Phone number'), '13800138000');
    await user.type(field('New password'), 'newpass1');
    reload(first.unmount);

    renderWithApp(<ForgetScreen />, { path: '/pages/Login/forget' });
    expect(field('Phone number').value).toBe('13800138000');
    expect(field('New password').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^Resend in/ });
    await user.type(field('Verification code'), '123456');
    await user.type(field('New password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location.hash).toBe('#/pages/Login/login?phone=13800138000'));
    expect(drafts()).toEqual([]);
  });

  it('is not shown to another customer signed in on the phone', async () => {
    const user = userEvent.setup();
    logIn(1001, 't-ann');
    const first = renderWithApp(<ForgetScreen />, { path: '/pages/Login/forget' });
    await user.type(field('Phone number'), '13800138000');
    reload(first.unmount);
    const again = renderWithApp(<ForgetScreen />, { path: '/pages/Login/forget' });
    expect(field('Phone number').value).toBe('13800138000');
    reload(again.unmount);

    logIn(1002, 't-bob');
    renderWithApp(<ForgetScreen />, { path: '/pages/Login/forget' });
    expect(field('Phone number').value).toBe('');
  });
});
