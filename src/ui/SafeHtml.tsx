import { useMemo } from 'react';
import { type HtmlLinks, linkPhone, sanitizeHtml } from './safe-html';

/**
 * Server HTML shown through the app's one sanitiser (safe-html.ts). The only place in the app that sets
 * inner HTML: render server HTML with this, never with `dangerouslySetInnerHTML` of your own.
 */
export function SafeHtml({
  html,
  links = 'none',
  phone,
  className,
  as: Tag = 'div',
}: {
  html: string;
  links?: HtmlLinks;
  /** A phone of the shop's to make a `tel:` link wherever the text says it (linkPhone). */
  phone?: string;
  className?: string;
  as?: 'div' | 'article' | 'section';
}) {
  const clean = useMemo(() => {
    const safe = sanitizeHtml(html, { links });
    return phone ? linkPhone(safe, phone) : safe;
  }, [html, links, phone]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (DOMPurify with the app's link policy)
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
