import type { RouteName } from '../lib/paths';

/** The texts the shell shows, in one language (taken from locales/*.json at build time). */
export type ShellTexts = {
  title: string;
  tabs: { home: string; order: string; my: string; label: string };
  placeOrder: string;
  pageTimeout: string;
};

export type ShellFrame = { route: RouteName | null; tab: boolean; customNavBar: boolean };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/**
 * Draws the frame of the screen being opened, with plain DOM and the styles inlined in index.html, so the
 * customer sees it after the page itself has arrived instead of a white page while the app's code downloads:
 * Home's navigation bar, banner frame, order button and tab bar; any other screen's navigation bar with its
 * title. The screen's first content, from the early answers, is drawn into its `[data-boot-block]` frame
 * (./blocks.ts). It is decoration only (hidden from assistive technology, out of the focus order, not
 * clickable) and the app removes it as soon as its first screen is on display (`removeShell`). Texts are set
 * with textContent, never as HTML.
 */
export function drawShell(host: HTMLElement, frame: ShellFrame, texts: ShellTexts): HTMLElement {
  const shell = el('div', 'boot-shell');
  shell.setAttribute('aria-hidden', 'true');
  // the blocks are the app's components, scrollable regions included: none may take the focus
  shell.setAttribute('inert', '');
  shell.setAttribute('data-boot-shell', frame.route ?? 'unknown');
  if (frame.route === 'home') {
    shell.append(el('div', 'boot-home-nav'));
    const banner = el('div', 'boot-banner');
    banner.setAttribute('data-boot-block', '');
    shell.append(banner, el('div', 'boot-place', texts.placeOrder), el('div', 'boot-card'));
  } else if (frame.route && !frame.customNavBar) {
    const nav = el('div', 'boot-nav');
    nav.append(el('div', 'boot-nav-title', texts.title));
    const lines = el('div', 'boot-card boot-lines');
    lines.setAttribute('data-boot-block', '');
    shell.append(nav, lines);
  }
  if (frame.tab) {
    const tabs = el('div', 'boot-tabs');
    for (const key of ['home', 'order', 'my'] as const) {
      tabs.append(el('span', key === frame.route ? 'boot-tab boot-tab-on' : 'boot-tab', texts.tabs[key]));
    }
    shell.append(tabs);
  }
  host.append(shell);
  return shell;
}
