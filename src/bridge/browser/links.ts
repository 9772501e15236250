import { isInMainlandChina } from '../../lib/geo-datum';
import type { PayOutcome } from '../types';

/**
 * A map page for a site: inside mainland China a provider that takes WGS-84 and converts it itself (a
 * Google map would be both blocked and shifted there), elsewhere Google Maps, which opens the maps app on
 * phones that have one.
 */
export function mapUrl(site: { latitude: number; longitude: number; name: string; address: string }): string {
  const { latitude, longitude } = site;
  if (isInMainlandChina(site)) {
    const params = new URLSearchParams({
      position: `${longitude},${latitude}`,
      name: site.name,
      coordinate: 'wgs84',
      callnative: '1',
    });
    return `https://uri.amap.com/marker?${params}`;
  }
  const params = new URLSearchParams({ api: '1', query: `${latitude},${longitude}` });
  return `https://www.google.com/maps/search/?${params}`;
}

/** Opens a URL in a new tab without giving it a handle on this page. */
export function openInNewTab(url: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  doc.body.append(link);
  link.click();
  link.remove();
}

export type RedirectDeps = {
  location?: Pick<Location, 'href' | 'assign'>;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** How long to wait for the page to go before saying the redirect failed. */
  leaveTimeoutMs?: number;
};

/**
 * Card payment: goes to the payment page URL the server gave; the payment page brings the customer back
 * to the order's page, which reads the order from the server. Only http(s) URLs are followed. The promise
 * settles 'client-ok' if the URL only changes this page's `#` route, 'cancelled' if the customer comes back
 * through the browser's cache, and 'failed' if the page never leaves.
 */
export function redirectToPayPage(payUrl: string, deps: RedirectDeps = {}): Promise<PayOutcome> {
  const loc = deps.location ?? globalThis.location;
  const events = deps.events ?? globalThis;
  let target: URL;
  try {
    target = new URL(payUrl, loc.href);
  } catch {
    return Promise.resolve('failed');
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return Promise.resolve('failed');
  const here = new URL(loc.href);
  const sameDocument =
    target.origin === here.origin && target.pathname === here.pathname && target.search === here.search;
  return new Promise<PayOutcome>((resolve) => {
    const onShow = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) finish('cancelled');
    };
    const timer = setTimeout(() => finish('failed'), deps.leaveTimeoutMs ?? 15_000);
    function finish(outcome: PayOutcome) {
      clearTimeout(timer);
      events.removeEventListener('pageshow', onShow);
      resolve(outcome);
    }
    events.addEventListener('pageshow', onShow);
    try {
      loc.assign(target.href);
    } catch {
      finish('failed');
      return;
    }
    if (sameDocument) finish('client-ok');
  });
}
