// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteName } from '../lib/paths';
import { preloadLikelyScreens } from './likely-screens';

const chunks = {
  files: [
    '/assets/OrderList.js',
    '/assets/orders.css',
    '/assets/My.js',
    '/assets/Home.js',
    '/assets/shared.js',
    '/assets/TopUp.js',
    '/assets/OrderDetail.js',
    '/assets/ProductList.js',
  ],
  routes: {
    order: [0, 1, 4],
    my: [2, 4],
    home: [3, 4],
    wallet: [0],
    topUp: [5, 4],
    orderDetail: [6, 4],
    productList: [7, 4],
  },
  locales: {},
};

let stop = () => {};
const linkedPaths = () => [...document.head.querySelectorAll('link')].map((link) => new URL(link.href).pathname);

/** The paths of the page's links once the phone is idle, after the route on display was drawn and the worker is active. */
async function preloadedFrom(routeOnDisplay: () => RouteName | null): Promise<string[]> {
  stop();
  vi.stubGlobal('requestIdleCallback', (task: () => void) => task());
  document.head.innerHTML = `<meta name="app-route-chunks" content='${JSON.stringify(chunks)}'>`;
  stop = preloadLikelyScreens(Promise.resolve(), routeOnDisplay, () => Promise.resolve());
  await new Promise((resolve) => setTimeout(resolve, 0));
  return linkedPaths();
}

afterEach(() => {
  stop();
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
    stop = preloadLikelyScreens(
      new Promise<void>((resolve) => (drawn = resolve)),
      () => 'home',
      () => worker,
    );
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
    // Home's next screens: the other tabs and the goods
    expect(links).toEqual([
      ['/assets/shared.js', 'modulepreload', null],
      ['/assets/OrderList.js', 'modulepreload', null],
      ['/assets/orders.css', 'preload', 'style'],
      ['/assets/My.js', 'modulepreload', null],
      ['/assets/ProductList.js', 'modulepreload', null],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("are the ones opened from the screen on display, not every screen's", async () => {
    // the wallet leads to the top-up, not to the tabs, an order or the goods
    expect(await preloadedFrom(() => 'wallet')).toEqual(['/assets/TopUp.js', '/assets/shared.js']);
    // the order list to an order and the other tabs
    expect(await preloadedFrom(() => 'order')).toEqual([
      '/assets/OrderDetail.js',
      '/assets/shared.js',
      '/assets/Home.js',
      '/assets/My.js',
    ]);
    // an agreement is left by Back: nothing is fetched for it
    expect(await preloadedFrom(() => 'privacy')).toEqual([]);
    expect(await preloadedFrom(() => null)).toEqual([]);
  });

  it('follow the customer: a screen opened later has its own next screens asked for, each file once', async () => {
    let onDisplay: RouteName = 'home';
    expect(await preloadedFrom(() => onDisplay)).not.toContain('/assets/OrderDetail.js');
    // Home, then the order list: an order's code is asked for too, what Home asked for is not asked again
    onDisplay = 'order';
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(linkedPaths()).toEqual([
      '/assets/OrderList.js',
      '/assets/orders.css',
      '/assets/shared.js',
      '/assets/My.js',
      '/assets/ProductList.js',
      '/assets/OrderDetail.js',
      '/assets/Home.js',
    ]);
  });

  it('asks for nothing in the dev server, which lists no files', async () => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => task());
    stop = preloadLikelyScreens(
      Promise.resolve(),
      () => 'home',
      () => Promise.resolve(),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
