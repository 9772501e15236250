import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { localeAtom } from '../../state/locale';
import { renderWithApp } from '../../testing/render';
import PrivacyScreen from './PrivacyScreen';
import ProtocolScreen from './ProtocolScreen';

describe('the agreement screens', () => {
  it('show the usage agreement from common config under their own navigation bar', async () => {
    renderWithApp(<ProtocolScreen />, { path: '/pages/Home/protocol/index' });
    expect(screen.getByRole('heading', { level: 1, name: 'Usage agreement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(await screen.findByText(/By registering or placing an order you accept this agreement/)).toBeTruthy();
  });

  it('make the service phone in the text a tel: link that keeps the number on one line', async () => {
    const phone = getDb().configs.find((row) => row.shopId === 0)?.servicePhone ?? '';
    expect(phone).toMatch(/\d/);
    renderWithApp(<ProtocolScreen />, { path: '/pages/Home/protocol/index' });
    const link = await screen.findByRole('link', { name: phone });
    expect(link.getAttribute('href')).toBe(`tel:${phone.replace(/[^\d+]/g, '')}`);
    // agreements.css keeps a phone link unbroken (the body may break anywhere else)
    expect(link.className).toBe('html-phone');
  });

  it('show the privacy agreement, and reload it in a new language', async () => {
    const { store } = renderWithApp(<PrivacyScreen />, { path: '/pages/Home/protocol/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy agreement' })).toBeTruthy();
    expect(await screen.findByText(/We collect only what the service needs/)).toBeTruthy();
    act(() => store.set(localeAtom, 'vi'));
    expect(await screen.findByText(/Chúng tôi chỉ thu thập những gì dịch vụ cần/)).toBeTruthy();
  });

  it('say so when the shop has no agreement text', async () => {
    const config = getDb().configs.find((row) => row.shopId === 0);
    if (config) config.privacyAgreement = { en: '', vi: '', 'zh-CN': '' };
    renderWithApp(<PrivacyScreen />, { path: '/pages/Home/protocol/privacy' });
    expect(await screen.findByText('This agreement is not available yet.')).toBeTruthy();
  });
});
