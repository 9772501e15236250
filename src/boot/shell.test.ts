// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import { drawShell } from './shell';

const texts = {
  title: 'Collect or store shoes',
  tabs: { home: 'Home', order: 'Order', my: 'My', label: 'Main navigation' },
  placeOrder: 'Place an order',
  pageTimeout: 'Connection timed out, click the screen to try again',
};

function host() {
  document.body.innerHTML = '<div id="boot"></div>';
  return document.getElementById('boot') as HTMLElement;
}

describe('the boot shell', () => {
  it("draws a screen's navigation bar with its title, hidden from assistive technology", () => {
    const shell = drawShell(host(), { route: 'pendingList', tab: false, customNavBar: false }, texts);
    expect(shell.querySelector('.boot-nav-title')?.textContent).toBe('Collect or store shoes');
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.querySelector('.boot-tabs')).toBeNull();
  });

  it("draws Home's frame: banner, order button and tab bar with Home selected", () => {
    const shell = drawShell(host(), { route: 'home', tab: true, customNavBar: true }, texts);
    expect(shell.querySelector('.boot-banner[data-boot-block]')).not.toBeNull();
    expect(shell.querySelector('.boot-place')?.textContent).toBe('Place an order');
    expect([...shell.querySelectorAll('.boot-tab')].map((tab) => tab.textContent)).toEqual(['Home', 'Order', 'My']);
    expect(shell.querySelector('.boot-tab-on')?.textContent).toBe('Home');
  });

  it('sets texts as text, never as markup', () => {
    const shell = drawShell(
      host(),
      { route: 'wallet', tab: false, customNavBar: false },
      { ...texts, title: '<img src=x onerror="window.__xss=1">' },
    );
    expect(shell.querySelector('img')).toBeNull();
    expect(shell.querySelector('.boot-nav-title')?.textContent).toContain('<img');
  });

  it('draws nothing but the background for a screen with its own bar, or an unknown path', () => {
    expect(drawShell(host(), { route: 'login', tab: false, customNavBar: true }, texts).children).toHaveLength(0);
    expect(drawShell(host(), { route: null, tab: false, customNavBar: false }, texts).children).toHaveLength(0);
  });
});
