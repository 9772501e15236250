import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../lib/version';
import { renderWithApp } from '../testing/render';
import { RouteView } from './RouteView';

describe('the route view', () => {
  it('shows the open-error screen for an unknown path, with a way home', async () => {
    renderWithApp(<RouteView />, { path: '/pages/Nope/index' });
    expect(await screen.findByRole('button', { name: 'Back to home' })).toBeTruthy();
    screen.getByRole('button', { name: 'Back to home' }).click();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(location.hash).toBe('#/pages/Home/Home/index');
  });

  it('asks an anonymous customer to log in on a screen that needs a session', async () => {
    renderWithApp(<RouteView />, { path: '/pages/My/Wallet/index' });
    expect(await screen.findByText('Please log in')).toBeTruthy();
    screen.getByRole('button', { name: 'Log in' }).click();
    expect(location.hash).toBe(`#/pages/Login/login?redirect=${encodeURIComponent('/pages/My/Wallet/index')}`);
  });

  it('shows the tab bar on tab pages only', async () => {
    renderWithApp(<RouteView />, { path: '/pages/My/My/index' });
    expect(await screen.findByText(`Version ${APP_VERSION}`, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('treats / as Home', async () => {
    renderWithApp(<RouteView />, { path: '/' });
    expect(document.querySelector('[data-route="home"]')).toBeTruthy();
  });
});
