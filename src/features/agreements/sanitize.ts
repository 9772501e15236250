import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { safeAppPath } from '../../lib/paths';

/**
 * Where a link inside server HTML may lead: one of the app's own routes (`#/pages/...` or `/pages/...`,
 * given back as a hash link) or an https address (opened in a new tab). Anything else (http, javascript:,
 * data:, another scheme, an unknown app path) gives null and the link loses its target.
 */
export function safeLinkTarget(href: string): { href: string; external: boolean } | null {
  const value = href.trim();
  const appPath = value.startsWith('#')
    ? value.slice(1)
    : value.startsWith('/') && !value.startsWith('//')
      ? value
      : null;
  if (appPath !== null) {
    const safe = safeAppPath(appPath);
    return safe ? { href: `#${safe}`, external: false } : null;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}

/**
 * The link and image policy applied to every element DOMPurify keeps: a link's target is made safe (or
 * removed, the text stays), an https link opens in a new tab without access to the app, and an image loads
 * only from https.
 */
export function applyLinkPolicy(node: Element): void {
  if (node.hasAttribute('href')) {
    const target = safeLinkTarget(node.getAttribute('href') ?? '');
    if (!target) {
      node.removeAttribute('href');
      node.removeAttribute('target');
    } else {
      node.setAttribute('href', target.href);
      if (target.external) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('target');
    }
  }
  if (node.hasAttribute('src') && !/^https:\/\//i.test((node.getAttribute('src') ?? '').trim())) {
    node.removeAttribute('src');
  }
}

let purifier: Purifier | null = null;

/** A DOMPurify instance of our own, so its hook never touches other features' sanitising. */
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', applyLinkPolicy);
  }
  return purifier;
}

/**
 * The agreements' HTML from common config, made safe to show: no scripts, styles, frames, forms or event
 * handlers; links only to the app's own routes or https; images only from https.
 */
export function sanitizeAgreement(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style', 'object', 'embed', 'base'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href'],
  });
}
