import { useMemo } from 'react';
import { type HtmlLinks, sanitizeHtml } from './safe-html';

/**
 * Server HTML shown through the app's one sanitiser (safe-html.ts). The only place in the app that sets
 * inner HTML: render server HTML with this, never with `dangerouslySetInnerHTML` of your own.
 */
export function SafeHtml({
  html,
  links = 'none',
  className,
  as: Tag = 'div',
}: {
  html: string;
  links?: HtmlLinks;
  className?: string;
  as?: 'div' | 'article' | 'section';
}) {
  const clean = useMemo(() => sanitizeHtml(html, { links }), [html, links]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (DOMPurify with the app's link policy)
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
