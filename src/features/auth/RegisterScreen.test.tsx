import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { compileMobilePattern } from '../../lib/phone';
import { mobilePatternAtom } from '../../state/config';
import { tokenAtom, userInfoAtom } from '../../state/session';
import { pidAtom, shopIdAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { toastText } from '../../testing/toast';
import RegisterScreen from './RegisterScreen';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the register screen', () => {
  it('has its own navigation bar and heading', () => {
    renderWithApp(<RegisterScreen />, { path: '/pages/Login/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toBeTruthy();
  });

  it('checks the phone before sending a code', async () => {
    const user = userEvent.setup();
    renderWithApp(<RegisterScreen />, { path: '/pages/Login/register' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a phone number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Phone number')));
    await user.type(field('Phone number'), '1371234');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Phone number format error')).toBeTruthy();
    expect(toastText()).toBe('');
    expect(getDb().smsCodes['1371234']).toBeUndefined();
  });

  it('sends a code and counts down visibly before another can be sent', async () => {
    const user = userEvent.setup();
    renderWithApp(<RegisterScreen />, { path: '/pages/Login/register' });
    await user.type(field('Phone number'), '13712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const countdown = await screen.findByRole('button', { name: /^Resend in (60|59) s$/ });
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    expect(getDb().smsCodes['13712345678']?.type).toBe('register');
    await waitFor(() => expect(toastText()).toBe('Verification code sent'));
  });

  it("shows the spec's messages and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWithApp(<RegisterScreen />, { path: '/pages/Login/register' });
    await user.type(field('Phone number'), '13712345678');
    await user.type(field('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('textbox', { description: /the verification code$/ })).toBe(field('Verification code'));
    expect(
      screen.getByText('The password starts with a letter and has 6 to 18 letters, digits or underscores'),
    ).toBeTruthy();
    expect(screen.getByText('Please read and agree to the usage and privacy agreements')).toBeTruthy();
    expect(field('Phone number').value).toBe('13712345678');
    expect(field('Password').value).toBe('abc');
  });

  it('keeps the form as typed when the code is wrong', async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<RegisterScreen />, { path: '/pages/Login/register' });
    await user.type(field('Phone number'), '13712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^Resend in/ });
    await user.type(field('Verification code'), '000000');
    await user.type(field('Password'), 'fresh2025');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toastText()).toBe('Incorrect verification code'));
    expect(field('Verification code').value).toBe('000000');
    expect(field('Password').value).toBe('fresh2025');
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('registers with the shop and the inviter, signs the new customer in and goes on', async () => {
    getAppStore().set(shopIdAtom, '3');
    getAppStore().set(pidAtom, '1001');
    const user = userEvent.setup();
    const { store } = renderWithApp(<RegisterScreen />, { path: '/pages/Login/register' });
    await user.type(field('Phone number'), '13712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^Resend in/ });
    await user.type(field('Verification code'), '123456');
    await user.type(field('Password'), 'fresh2025');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location.hash).toBe('#/pages/Home/Home/index'));
    const created = getDb().users.find((row) => row.phone === '13712345678');
    expect(created?.isNew).toBe(true);
    expect(getDb().registrations.at(-1)).toMatchObject({ userId: created?.id, shopId: 3, inviterId: 1001 });
    expect(store.get(tokenAtom)).not.toBeNull();
    expect(store.get(userInfoAtom)?.phone).toBe('13712345678');
  });

  it("registers a number the server's pattern accepts though the client rule does not (Vietnam)", async () => {
    // a user-api whose pattern is Vietnam's: it sends the code and registers the number
    const sent: unknown[] = [];
    server.use(
      http.post('*/user-api/sms/send', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'success', data: null });
      }),
      http.post('*/user-api/auth/register', async ({ request }) => {
        const body = (await request.json()) as { phone: string; password: string };
        sent.push(body);
        const db = getDb();
        const seeded = db.users[0];
        if (!seeded) throw new Error('a seeded customer');
        db.users.push({ ...seeded, id: 4242, phone: body.phone, password: body.password, isNew: true });
        db.tokens['t-vn'] = 4242;
        return HttpResponse.json({ code: 200, msg: 'success', data: { token: 't-vn' } });
      }),
    );
    getAppStore().set(mobilePatternAtom, compileMobilePattern('^0[35789]\\d{8}$'));
    const user = userEvent.setup();
    const { store } = renderWithApp(<RegisterScreen />, { path: '/pages/Login/register' });
    await user.type(field('Phone number'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^Resend in/ });
    await user.type(field('Verification code'), '123456');
    await user.type(field('Password'), 'fresh2025');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location.hash).toBe('#/pages/Home/Home/index'));
    expect(sent).toMatchObject([{ phone: '0912345678' }, { phone: '0912345678', password: 'fresh2025' }]);
    expect(store.get(tokenAtom)).toBe('t-vn');
    expect(screen.queryByText('Phone number format error')).toBeNull();
  });
});
