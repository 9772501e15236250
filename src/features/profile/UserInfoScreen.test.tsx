import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { setReceivingDefault } from '../../api/receiving';
import { i18n } from '../../i18n';
import { cartAtom } from '../../state/cart';
import { localeAtom } from '../../state/locale';
import { isLoggedInAtom, tokenAtom, userInfoAtom } from '../../state/session';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import UserInfoScreen from './UserInfoScreen';

describe('the account screen', () => {
  it('shows user ID, bound phone, receiver name and address, and keeps the user info', async () => {
    logIn();
    const { store } = renderWithApp(<UserInfoScreen />, { path: '/pages/My/UserInfo/UserInfo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    expect(await screen.findByText('1001')).toBeTruthy();
    expect(screen.getByText('13800138000')).toBeTruthy();
    // the receiver is the default receiving address
    expect(await screen.findByText('Lan Nguyen')).toBeTruthy();
    expect(screen.getByText('Henan, Zhengzhou, Jinshui 12 Garden Street, Building 3, Room 502')).toBeTruthy();
    await waitFor(() => expect(store.get(userInfoAtom)?.id).toBe('1001'));
    expect(screen.getByRole('link', { name: 'Reset password' }).getAttribute('href')).toBe(
      '#/pages/Login/forget?phone=13800138000',
    );
  });

  it('shows the new receiver once another address is made the default', async () => {
    logIn();
    const { unmount } = renderWithApp(<UserInfoScreen />, { path: '/pages/My/UserInfo/UserInfo' });
    expect(await screen.findByText('Lan Nguyen')).toBeTruthy();
    unmount();
    await setReceivingDefault('2');
    renderWithApp(<UserInfoScreen />, { path: '/pages/My/UserInfo/UserInfo' });
    expect(await screen.findByText('Minh Tran')).toBeTruthy();
    expect(screen.getByText('Ho Chi Minh City, District 1 45 Le Loi Street')).toBeTruthy();
    expect(screen.queryByText('Lan Nguyen')).toBeNull();
  });

  it('switches the language live', async () => {
    logIn();
    const user = userEvent.setup();
    const { store } = renderWithApp(<UserInfoScreen />, { path: '/pages/My/UserInfo/UserInfo' });
    await user.click(await screen.findByRole('radio', { name: 'Tiếng Việt' }));
    expect(store.get(localeAtom)).toBe('vi');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Tài khoản' })).toBeTruthy());
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeTruthy());
    expect(i18n.language).toBe('en');
  });

  it('logs out: clears the session as the spec says and lands on Home', async () => {
    logIn();
    const store = getAppStore();
    store.set(cartAtom, [{ id: 1, count: 2, goodsAddVos: [] }] as never);
    renderWithApp(<UserInfoScreen />, { path: '/pages/My/UserInfo/UserInfo' });
    await screen.findByText('1001');
    // asked first: staying changes nothing
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    await screen.findByText('Log out of this account on this phone?');
    act(() => screen.getByRole('button', { name: 'Stay logged in' }).click());
    await waitFor(() => expect(screen.queryByText('Log out of this account on this phone?')).toBeNull());
    expect(store.get(isLoggedInAtom)).toBe(true);
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    await screen.findByText('Log out of this account on this phone?');
    // where the app goes (this render has no routes: the screen stays, and its calls without a session then
    // lead to Log in, which the app's Home never makes)
    const went: string[] = [];
    addEventListener('hashchange', () => went.push(location.hash));
    act(() => screen.getAllByRole('button', { name: 'Log out' }).at(-1)?.click());
    await waitFor(() => expect(store.get(isLoggedInAtom)).toBe(false));
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(cartAtom)).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(went[0]).toBe('#/pages/Home/Home/index');
  });

  it('shows the account and what follows it at once, when the addresses have answered too', async () => {
    logIn();
    let answerAddresses = () => {};
    const held = new Promise<void>((resolve) => {
      answerAddresses = resolve;
    });
    server.use(
      http.get('*/user-api/receiving/list', async () => {
        await held;
        return HttpResponse.json({ code: 200, msg: 'success', data: { list: [] } });
      }),
    );
    const { store } = renderWithApp(<UserInfoScreen />, { path: '/pages/My/UserInfo/UserInfo' });
    // the account has answered, the addresses not yet: nothing is drawn that the receiver's lines would push down
    await waitFor(() => expect(store.get(userInfoAtom)?.id).toBe('1001'));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText('1001')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'English' })).toBeNull();
    answerAddresses();
    expect(await screen.findByText('1001')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('keeps the language and logging out within reach when the account cannot be loaded', async () => {
    logIn();
    server.use(http.get('*/user-api/auth/get-user-info', () => new HttpResponse(null, { status: 500 })));
    renderWithApp(<UserInfoScreen />, { path: '/pages/My/UserInfo/UserInfo' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
