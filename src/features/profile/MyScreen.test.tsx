import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { commonConfigAtom } from '../../state/config';
import { saveToken, userInfoAtom } from '../../state/session';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { telHref } from './MyMenu';
import MyScreen from './MyScreen';

const config = { servicePhone: '400-800-1234', userAgreement: '', privacyAgreement: '', flow: [] };

describe('the profile tab', () => {
  it('asks an anonymous customer to log in, with a way to, and comes back after', () => {
    renderWithApp(<MyScreen />, { path: '/pages/My/My/index' });
    expect(screen.getByText('Please log in')).toBeTruthy();
    screen.getByRole('button', { name: 'Log in' }).click();
    expect(location.hash).toBe(`#/pages/Login/login?redirect=${encodeURIComponent('/pages/My/My/index')}`);
  });

  it("shows the customer's summary: name, ID and phone, balance and vouchers", async () => {
    getDb().tokens.t = 1001;
    saveToken(getAppStore(), 't');
    getAppStore().set(userInfoAtom, {
      id: 1001,
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

  it('has the entries, the service phone as a tel: link and the app version', () => {
    getAppStore().set(commonConfigAtom, config);
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
    const phone = screen.getByRole('link', { name: /Customer service/ });
    expect(phone.getAttribute('href')).toBe('tel:4008001234');
    expect(within(phone).getByText('400-800-1234')).toBeTruthy();
    expect(screen.getByText('Version 2.2.5')).toBeTruthy();
  });

  it('leaves the service phone out while common config has none', () => {
    renderWithApp(<MyScreen />, { path: '/pages/My/My/index' });
    expect(screen.queryByRole('link', { name: /Customer service/ })).toBeNull();
    expect(telHref('')).toBeNull();
    expect(telHref('+84 28 1234 5678')).toBe('tel:+842812345678');
  });
});
