// @vitest-environment happy-dom

import { describe, expect, it, vi } from 'vitest';
import { mapUrl, redirectToPayPage } from './links';
import { browserShare, copyText } from './share';

const card = { title: 'Clean shoes', desc: 'A voucher for you', link: 'https://h.example/?pid=9&shareShopId=3' };
const abort = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

describe('browserShare', () => {
  it('uses the Web Share API where present', async () => {
    const share = vi.fn(async () => undefined);
    expect(await browserShare(card, { navigator: { share } })).toEqual({ ok: true, value: 'shared' });
    expect(share).toHaveBeenCalledWith({ title: card.title, text: card.desc, url: card.link });
  });

  it('settles the customer closing the share sheet as cancelled', async () => {
    const share = vi.fn(async () => Promise.reject(abort()));
    expect(await browserShare(card, { navigator: { share } })).toMatchObject({
      ok: false,
      error: { kind: 'cancelled' },
    });
  });

  it('copies the link when sharing is refused or missing', async () => {
    const writeText = vi.fn(async () => undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    const refused = vi.fn(async () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    expect(await browserShare(card, { navigator: { share: refused, clipboard } })).toEqual({
      ok: true,
      value: 'copied',
    });
    expect(await browserShare(card, { navigator: { clipboard } })).toEqual({ ok: true, value: 'copied' });
    expect(writeText).toHaveBeenCalledWith(card.link);
  });

  it('copies when the browser says it cannot share this data', async () => {
    const share = vi.fn();
    const writeText = vi.fn(async () => undefined);
    const result = await browserShare(card, {
      navigator: { share, canShare: () => false, clipboard: { writeText } as unknown as Clipboard },
    });
    expect(result).toEqual({ ok: true, value: 'copied' });
    expect(share).not.toHaveBeenCalled();
  });

  it("says 'Copy failed, please copy manually' when nothing works", async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    const doc = document.implementation.createHTMLDocument('x');
    doc.execCommand = () => false;
    expect(
      await browserShare(card, { navigator: { clipboard: { writeText } as unknown as Clipboard }, document: doc }),
    ).toEqual({
      ok: false,
      error: { kind: 'failed', message: 'Copy failed, please copy manually' },
    });
  });

  it('falls back to the selection copy and cleans up after itself', async () => {
    const doc = document.implementation.createHTMLDocument('x');
    doc.execCommand = vi.fn(() => true);
    expect(await copyText('hello', { navigator: {}, document: doc })).toBe(true);
    expect(doc.execCommand).toHaveBeenCalledWith('copy');
    expect(doc.querySelector('textarea')).toBeNull();
  });

  it('settles when the share sheet never answers', async () => {
    const share = vi.fn(() => new Promise<void>(() => undefined));
    expect(await browserShare(card, { navigator: { share }, timeoutMs: 20 })).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
    });
  });
});

describe('mapUrl', () => {
  it('uses a provider that takes WGS-84 inside mainland China', () => {
    const url = new URL(mapUrl({ latitude: 34.79, longitude: 113.54, name: 'Cabinet', address: 'Zhengzhou' }));
    expect(url.host).toBe('uri.amap.com');
    expect(url.searchParams.get('position')).toBe('113.54,34.79');
    expect(url.searchParams.get('coordinate')).toBe('wgs84');
  });

  it('uses Google Maps elsewhere', () => {
    const url = new URL(mapUrl({ latitude: 10.77, longitude: 106.7, name: 'Store', address: 'HCMC' }));
    expect(url.host).toBe('www.google.com');
    expect(url.searchParams.get('query')).toBe('10.77,106.7');
  });
});

describe('redirectToPayPage', () => {
  const here = 'https://app.example/index.html#/pages/Order/OrderDetail/index?id=1';

  function fakeLocation() {
    return { href: here, assign: vi.fn() };
  }

  it('goes to the payment page and fails if the page never leaves', async () => {
    const location = fakeLocation();
    const outcome = await redirectToPayPage('https://pay.example/card?tradeNo=OP1', {
      location,
      events: window,
      leaveTimeoutMs: 20,
    });
    expect(location.assign).toHaveBeenCalledWith('https://pay.example/card?tradeNo=OP1');
    expect(outcome).toBe('failed');
  });

  it('settles client-ok when the payment page is a route of this page', async () => {
    const location = fakeLocation();
    expect(await redirectToPayPage('#/pages/Order/OrderDetail/index?id=1&paid=1', { location, events: window })).toBe(
      'client-ok',
    );
  });

  it('settles cancelled when the customer comes back through the cache', async () => {
    const location = fakeLocation();
    const outcome = redirectToPayPage('https://pay.example/card', { location, events: window, leaveTimeoutMs: 1000 });
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(await outcome).toBe('cancelled');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'http://[bad'])('refuses %s', async (payUrl) => {
    const location = fakeLocation();
    expect(await redirectToPayPage(payUrl, { location, events: window })).toBe('failed');
    expect(location.assign).not.toHaveBeenCalled();
  });
});
