/**
 * In the mock, the field reports' beacons go by fetch: msw, which answers in the page through its service worker,
 * never received a beacon in Chromium, so the developer panel had nothing to list. They are sent when the page
 * is hidden, while it is still there to answer. Every other beacon goes as the browser sends it.
 */
export function sendFieldReportsThroughMock(endpoint: string): void {
  if (!endpoint || typeof navigator.sendBeacon !== 'function') return;
  const target = new URL(endpoint, location.href).href;
  const sendBeacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    if (new URL(url, location.href).href !== target) return sendBeacon(url, data);
    void fetch(target, { method: 'POST', body: data ?? null }).catch(() => undefined);
    return true;
  };
}
