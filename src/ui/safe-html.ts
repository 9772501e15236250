import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { safeAppPath } from '../lib/paths';

/**
 * The app's one sanitiser for server HTML (agreements, goods details, discount activity descriptions): every
 * `dangerouslySetInnerHTML` in the app shows the output of `sanitizeHtml` and nothing else (SafeHtml.tsx).
 *
 * What survives: the HTML profile of DOMPurify (no SVG, no MathML), without scripts, styles, frames, forms,
 * embedded objects, `<base>`, event handlers or style attributes. Images load from https only. Links follow
 * `links`:
 * - 'app-and-https' (agreements, which link to each other): a link to one of the app's own routes stays in
 *   the app as a hash link; an https link opens in a new tab without a handle on the app; any other target
 *   (`javascript:`, `data:`, http, `//host`, an unknown route) is removed and the link's text stays.
 * - 'none' (goods and activity texts, shown in the middle of a purchase): no links at all, their text stays.
 */
export type HtmlLinks = 'app-and-https' | 'none';

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

const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'frameset',
  'style',
  'object',
  'embed',
  'base',
  'link',
  'meta',
];
const FORBID_ATTR = ['style', 'srcset', 'formaction', 'xlink:href', 'action', 'ping'];

/** A start tag, its quoted attribute values (which may hold `>`) included. */
const START_TAG = /<[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** An event-handler attribute's name inside a tag: after white space, `/` or a closing quote. */
const HANDLER_NAME = /([\s/"'])(on[a-z]+)(?=[\s/>=])/gi;

/**
 * Renames event-handler attributes (`onerror=`, `<svg/onload=`) inside tags before the HTML is parsed, so the
 * parser never creates one: Chrome checks the Content-Security-Policy for every inline handler it parses, even
 * in DOMPurify's inert document, and reports a (blocked, harmless) violation that would hide a real one. Only
 * names change, never `<`, `>` or quotes, so the markup keeps its shape; DOMPurify drops the renamed
 * attributes, and removes any handler this best-effort pass misses.
 */
export function disarmHandlers(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER_NAME, '$1x-$2'));
}

let purifier: Purifier | null = null;

/** A DOMPurify instance of the app's own, so its hook is installed once and touches nothing else. */
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', applyLinkPolicy);
  }
  return purifier;
}

/** Server HTML made safe to show (see HtmlLinks for what stays). */
export function sanitizeHtml(html: string, { links }: { links: HtmlLinks }): string {
  return getPurifier().sanitize(disarmHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: links === 'none' ? [...FORBID_TAGS, 'a', 'area'] : FORBID_TAGS,
    FORBID_ATTR,
  });
}

/**
 * Clean HTML (sanitizeHtml's output) with each occurrence of `phone` in its text made a `tel:` link of class
 * `html-phone`, outside links already there. The link policy lets no `tel:` through from the server; this one
 * is the app's own, built from the digits of a phone it already shows as a link elsewhere (Home, My), so a
 * customer reading the agreement can call it from there too.
 */
export function linkPhone(clean: string, phone: string): string {
  const written = phone.trim();
  const dialable = written.replace(/[^\d+]/g, '');
  if (!/\d/.test(dialable) || !clean.includes(written)) return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(written) && !node.parentElement?.closest('a')) texts.push(node as Text);
  }
  for (const text of texts) {
    const parts = (text.textContent ?? '').split(written);
    const pieces = parts.flatMap((part, i) => {
      if (i === 0) return [document.createTextNode(part)];
      const link = document.createElement('a');
      link.href = `tel:${dialable}`;
      link.className = 'html-phone';
      link.textContent = written;
      return [link, document.createTextNode(part)];
    });
    text.replaceWith(...pieces);
  }
  return template.innerHTML;
}
