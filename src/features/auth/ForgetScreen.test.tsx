import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { renderWithApp } from '../../testing/render';
import { toastText } from '../../testing/toast';
import ForgetScreen from './ForgetScreen';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the reset password screen', () => {
  it("shows the spec's messages and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWithApp(<ForgetScreen />, { path: '/pages/Login/forget' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('textbox', { description: 'Please enter a phone number' })).toBe(field('Phone number'));
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    await user.type(field('Phone number'), '13800138000');
    await user.type(field('Verification code'), '123456');
    await user.type(field('New password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(field('New password').getAttribute('aria-describedby')).toBe(screen.getByText(/^The password starts/).id);
    expect(field('Phone number').value).toBe('13800138000');
    expect(field('Verification code').value).toBe('123456');
  });

  it('resets the password with an SMS code, then goes to login with the phone filled in', async () => {
    const user = userEvent.setup();
    renderWithApp(<ForgetScreen />, { path: '/pages/Login/forget?phone=13800138000' });
    expect(field('Phone number').value).toBe('13800138000');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^Resend in/ });
    expect(getDb().smsCodes['13800138000']?.type).toBe('reset');
    await user.type(field('Verification code'), '123456');
    await user.type(field('New password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location.hash).toBe('#/pages/Login/login?phone=13800138000'));
    expect(getDb().users.find((row) => row.id === 1001)?.password).toBe('newpass1');
    expect(toastText()).toBe('Password reset. Please log in with the new password.');
  });

  it('tells an unknown phone apart, keeping the form', async () => {
    const user = userEvent.setup();
    renderWithApp(<ForgetScreen />, { path: '/pages/Login/forget' });
    await user.type(field('Phone number'), '13711112222');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(toastText()).toBe('The phone number is not registered'));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
    expect(field('Phone number').value).toBe('13711112222');
  });
});
