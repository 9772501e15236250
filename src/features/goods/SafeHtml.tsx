import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server HTML (goods detail, activity description) shown after DOMPurify: no scripts, styles, frames or
 * forms, and no links (text kept), so nothing in it can lead the customer off-site.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['a', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'style', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset'],
  });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
