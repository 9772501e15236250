// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadLikelyScreens } from './likely-screens';

const chunks = {
  files: ['/assets/OrderList.js', '/assets/orders.css', '/assets/My.js', '/assets/Home.js', '/assets/shared.js'],
  routes: { order: [0, 1, 4], my: [2, 4], home: [3, 4], wallet: [0] },
  locales: {},
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the screens a customer opens next', () => {
  it('have their code asked for once the first screen is drawn and the phone idle, never run, each file once', async () => {
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idle = task;
    });
    document.head.innerHTML = `<meta name="app-route-chunks" content='${JSON.stringify(chunks)}'><link rel="modulepreload" href="/assets/shared.js">`;
    let drawn: () => void = () => undefined;
    let workerActive: () => void = () => undefined;
    const worker = new Promise<void>((resolve) => (workerActive = resolve));
    preloadLikelyScreens(new Promise<void>((resolve) => (drawn = resolve)), 'home', () => worker);
    await Promise.resolve();
    expect(document.head.querySelectorAll('link')).toHaveLength(1); // nothing before the first screen is drawn
    drawn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link')).toHaveLength(1); // nor before the worker has the files
    workerActive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link')).toHaveLength(1); // nor before the phone is idle
    idle();
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      new URL(link.href).pathname,
      link.rel,
      link.getAttribute('as'),
    ]);
    expect(links).toEqual([
      ['/assets/shared.js', 'modulepreload', null],
      ['/assets/OrderList.js', 'modulepreload', null],
      ['/assets/orders.css', 'preload', 'style'],
      ['/assets/My.js', 'modulepreload', null],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('asks for nothing in the dev server, which lists no files', async () => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => task());
    preloadLikelyScreens(Promise.resolve(), 'home', () => Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
