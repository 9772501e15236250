import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { compileMobilePattern } from '../../lib/phone';
import { mobilePatternAtom } from '../../state/config';
import { isLoggedInAtom, tokenAtom, userInfoAtom } from '../../state/session';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { toastText } from '../../testing/toast';
import LoginScreen from './LoginScreen';

const phoneField = () => screen.getByLabelText('Phone number') as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Log in' });

describe('the login screen', () => {
  it('has its own navigation bar with a back button and the title as heading, and the ways on', () => {
    renderWithApp(<LoginScreen />, { path: '/pages/Login/login?redirect=%2Fpages%2FMy%2FWallet%2Findex' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '#/pages/Login/register?redirect=%2Fpages%2FMy%2FWallet%2Findex',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Usage agreement' }).getAttribute('href')).toBe(
      '#/pages/Home/protocol/index',
    );
    expect(screen.getByRole('link', { name: 'Privacy agreement' }).getAttribute('href')).toBe(
      '#/pages/Home/protocol/privacy',
    );
    // the whole sentence around the two links, as the locale words it
    expect(
      screen.getByRole('checkbox', {
        name: 'I have read and agree to the Usage agreement and the Privacy agreement',
      }),
    ).toBeTruthy();
  });

  it("shows the spec's messages for an empty form, sending nothing", async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.click(submit());
    expect(screen.getByRole('textbox', { description: 'Please enter a phone number' })).toBe(phoneField());
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    expect(screen.getByText('Please read and agree to the usage and privacy agreements')).toBeTruthy();
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    // said once, beside the field, with the focus on it: no toast over the same words
    await waitFor(() => expect(document.activeElement).toBe(phoneField()));
    expect(toastText()).toBe('');
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('refuses a malformed phone, keeping what was typed; the password is not judged at login', async () => {
    const user = userEvent.setup();
    renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.type(phoneField(), '12345');
    await user.type(passwordField(), '1abc');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(screen.getByRole('textbox', { description: 'Phone number format error' })).toBe(phoneField());
    expect(
      screen.queryByText('The password starts with a letter and has 6 to 18 letters, digits or underscores'),
    ).toBeNull();
    expect(phoneField().value).toBe('12345');
    expect(passwordField().value).toBe('1abc');
  });

  it('logs in with a password made before the rule (or by the back office), whatever its form', async () => {
    const user = userEvent.setup();
    const legacy = getDb().users.find((row) => row.id === 1001);
    if (!legacy) throw new Error('the demo customer is seeded');
    legacy.password = '8888 and a long old password';
    const { store } = renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.type(phoneField(), '13800138000');
    await user.type(passwordField(), '8888 and a long old password');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(location.hash).toBe('#/pages/Home/Home/index'));
    expect(getDb().tokens[store.get(tokenAtom) ?? '']).toBe(1001);
  });

  it("logs in with a number the server's pattern accepts though the client rule does not (Vietnam)", async () => {
    const user = userEvent.setup();
    const customer = getDb().users.find((row) => row.id === 1001);
    if (!customer) throw new Error('the demo customer is seeded');
    customer.phone = '0912345678';
    getAppStore().set(mobilePatternAtom, compileMobilePattern('^(0|\\+84)[35789]\\d{8}$'));
    const { store } = renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.type(phoneField(), '0912345678');
    await user.type(passwordField(), 'demo123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(location.hash).toBe('#/pages/Home/Home/index'));
    expect(getDb().tokens[store.get(tokenAtom) ?? '']).toBe(1001);
    expect(screen.queryByText('Phone number format error')).toBeNull();
  });

  it("takes a number as long as the server's pattern allows, and 11 digits without one", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.type(phoneField(), '+84912345678');
    expect(phoneField().value).toBe('+8491234567');
    unmount();
    getAppStore().set(mobilePatternAtom, compileMobilePattern('^(0|\\+84)[35789]\\d{8}$'));
    renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.clear(phoneField()); // the number typed before is kept on the phone (a draft)
    await user.type(phoneField(), '+84912345678');
    expect(phoneField().value).toBe('+84912345678');
    expect(phoneField().placeholder).toBe('Enter your phone number');
  });

  it('needs the agreement consent before logging in', async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.type(phoneField(), '13800138000');
    await user.type(passwordField(), 'demo123');
    await user.click(submit());
    expect(await screen.findByText('Please read and agree to the usage and privacy agreements')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox')));
    expect(store.get(tokenAtom)).toBeNull();
  });

  it("keeps the form as typed when the server refuses, showing the server's message", async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<LoginScreen />, { path: '/pages/Login/login' });
    await user.type(phoneField(), '13800138000');
    await user.type(passwordField(), 'wrong123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(toastText()).toBe('Incorrect phone number or password'));
    expect(phoneField().value).toBe('13800138000');
    expect(passwordField().value).toBe('wrong123');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('logs in: saves the token, loads the user, and returns to the page that asked', async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<LoginScreen />, {
      path: '/pages/Login/login?redirect=%2Fpages%2FOrder%2FOrderDetail%2Findex%3Fid%3D4',
    });
    await user.type(phoneField(), '13800138000');
    await user.type(passwordField(), 'demo123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(location.hash).toBe('#/pages/Order/OrderDetail/index?id=4'));
    const token = store.get(tokenAtom);
    expect(token).not.toBeNull();
    expect(getDb().tokens[token ?? '']).toBe(1001);
    expect(store.get(userInfoAtom)?.phone).toBe('13800138000');
  });

  it('never goes to a URL from outside the app after login: Home instead', async () => {
    const user = userEvent.setup();
    renderWithApp(<LoginScreen />, {
      path: `/pages/Login/login?redirect=${encodeURIComponent('https://evil.example/#/pages/My/My/index')}`,
    });
    await user.type(phoneField(), '13800138000');
    await user.type(passwordField(), 'demo123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(location.hash).toBe('#/pages/Home/Home/index'));
  });
});
