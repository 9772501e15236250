/**
 * Stands in for `tldts` in the mock build (vite.config.ts). msw's cookie store (tough-cookie) asks it for a
 * host's registrable domain, and its full public suffix list is 251 KB: a quarter of the mock build's code,
 * parsed by every page load, while the mock only ever sees the developer's own host (localhost, an IP, a LAN
 * name). The last two labels of a name serve there; an IP address or a single label has none, as in tldts.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return null;
  const labels = host.split('.').filter(Boolean);
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
