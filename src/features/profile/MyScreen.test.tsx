import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { APP_VERSION } from '../../lib/version';
import { userInfoAtom } from '../../state/session';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { telHref } from './MyMenu';
import MyScreen from './MyScreen';

describe('the profile tab', () => {
  it('asks an anonymous customer to log in, with a way to, and comes back after', () => {
    renderWithApp(<MyScreen />, { path: '/pages/My/My/index' });
    expect(screen.getByText('Please log in')).toBeTruthy();
    screen.getByRole('button', { name: 'Log in' }).click();
    expect(location.hash).toBe(`#/pages/Login/login?redirect=${encodeURIComponent('/pages/My/My/index')}`);
  });

  it("shows the customer's summary: name, ID and phone, balance and vouchers", async () => {
    logIn();
    getAppStore().set(userInfoAtom, {
      id: '1001',
      nickName: 'Lan Nguyen',
      phone: '13800138000',
      avatar: null,
      language: 'en',
      receiverName: null,
      receiverAddress: null,
      member: true,
    });
    renderWithApp(<MyScreen />, { path: '/pages/My/My/index' });
    expect(screen.getByText('Lan Nguyen')).toBeTruthy();
    expect(screen.getByText('ID 1001 · 13800138000')).toBeTruthy();
    expect(await screen.findByText(/200\.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Balance' }).getAttribute('href')).toBe('#/pages/My/Wallet/index');
    expect(screen.getByRole('link', { name: 'Vouchers' }).getAttribute('href')).toBe('#/pages/My/MyCoupon/index');
    expect(screen.queryByText('Please log in')).toBeNull();
  });

  it('has the entries, the service phone as a tel: link and the app version', async () => {
    renderWithApp(<MyScreen />, { path: '/pages/My/My/index' });
    const entries: [string, string][] = [
      ['Wallet', '#/pages/My/Wallet/index'],
      ['My vouchers', '#/pages/My/MyCoupon/index'],
      ['Addresses', '#/pages/My/Address/index'],
      ['Account', '#/pages/My/UserInfo/UserInfo'],
      ['Invite friends', '#/pages/My/Share/index'],
      ['Usage agreement', '#/pages/Home/protocol/index'],
      ['Privacy agreement', '#/pages/Home/protocol/privacy'],
    ];
    for (const [name, href] of entries) expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    const phone = await screen.findByRole('link', { name: /Customer service/ });
    expect(phone.getAttribute('href')).toBe('tel:4008001234');
    expect(within(phone).getByText('400-800-1234')).toBeTruthy();
    expect(screen.getByText(`Version ${APP_VERSION}`)).toBeTruthy();
  });

  it("keeps the service phone's row while the shop's configuration is on its way, and leaves it out when it has none", async () => {
    server.use(
      http.get('*/user-api/conf/get-by-shopid', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { servicePhone: null } }),
      ),
    );
    renderWithApp(<MyScreen />, { path: '/pages/My/My/index' });
    // the row is there, not yet a link, so that nothing below moves when the answer comes
    expect(screen.getByText('Customer service')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Customer service/ })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Customer service')).toBeNull());
    expect(telHref('')).toBeNull();
    expect(telHref('+84 28 1234 5678')).toBe('tel:+842812345678');
  });
});
