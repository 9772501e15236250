// @vitest-environment happy-dom

import { describe, expect, it, vi } from 'vitest';
import { redirectToPayPage } from '../bridge/browser/links';
import { afterSignInPath } from '../features/auth';
import { bannerTarget } from '../features/home/banner-target';
import { safeAppPath } from '../lib/paths';
import { parseScannedCode } from '../lib/qr';
import { safeLinkTarget } from '../ui/safe-html';

// No parameter or scanned content can send the customer off-site or to a `javascript:` URL (a link
// anyone can craft must not turn the app against its customer): one
// list of hostile targets through every gate the app has: the redirect after login (and the other `redirect`
// parameters, which use safeAppPath), banner links, links inside server HTML, scanned QR codes and the card
// payment page. Only the app's own routes (and, for the payment, the server's http(s) page) get through.

const HOSTILE = [
  'https://evil.example/',
  'http://evil.example/',
  'HTTPS://EVIL.EXAMPLE/',
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  'https:evil.example',
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'javascript://evil.example/%0Awindow.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  '/pages//evil.example',
  '/pages/Home/Home/index/../../../evil',
  '/pages/Home/Home/index?x=1 javascript:window.__xss=1',
  '/pages/Home/Home/index\njavascript:window.__xss=1',
  '#//evil.example',
  '',
];

describe('no hostile target gets through any gate', () => {
  const rows: Record<string, string | number>[] = [];

  it.each(HOSTILE)('%j', async (target) => {
    // a `redirect` parameter (after login, register, reset, a payment)
    expect(safeAppPath(target)).toBeNull();
    expect(afterSignInPath(target)).toBe('/pages/Home/Home/index');
    // a banner's link
    expect(bannerTarget({ type: 'route', path: target })).toBeNull();
    // a link inside server HTML: nothing but an app route or an https page in a new tab
    const link = safeLinkTarget(target);
    if (link) {
      expect(link.external).toBe(true);
      expect(new URL(link.href).protocol).toBe('https:');
    }
    // a scanned code: never a place to go, at most a cabinet or store number
    const scanned = parseScannedCode(target);
    expect(scanned.kind === 'invalid' || !('href' in scanned)).toBe(true);
    // the card payment page (a URL the server answers, not a parameter): only an http(s) page is ever loaded
    const location = { href: 'https://app.example/#/pages/Order/OrderDetail/index?id=1', assign: vi.fn() };
    await redirectToPayPage(target, { location, events: window, leaveTimeoutMs: 1 });
    const loaded = location.assign.mock.calls.map(([url]) => new URL(String(url)));
    for (const url of loaded) expect(url.protocol).toMatch(/^https?:$/);
    rows.push({
      target: JSON.stringify(target).slice(0, 48),
      link: link ? 'new tab (https)' : 'removed',
      scan: scanned.kind,
      'as a pay URL':
        loaded.length === 0
          ? 'refused'
          : loaded[0]?.origin === 'https://app.example'
            ? 'stays in the app'
            : 'followed (http/https)',
    });
  });

  it('lets the own routes through', async ({ annotate }) => {
    for (const path of ['/pages/My/Wallet/index', '/pages/Order/OrderDetail/index?id=42']) {
      expect(safeAppPath(path)).toBe(path);
      expect(afterSignInPath(path)).toBe(path);
      expect(bannerTarget({ type: 'route', path })).toEqual({ type: 'route', path });
      expect(safeLinkTarget(`#${path}`)).toEqual({ href: `#${path}`, external: false });
    }
    await annotate(`${HOSTILE.length} hostile targets x 5 gates, none led off-site`, 'off-site gates', {
      contentType: 'application/json',
      body: JSON.stringify(rows, null, 2),
      bodyEncoding: 'utf-8',
    });
  });
});
