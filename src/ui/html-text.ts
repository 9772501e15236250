/** A line of text, and whether it is a list's item. */
export type TextLine = { text: string; item: boolean };

/** Comments, and elements whose content is not text a reader sees (code, styles, templates, embedded things). */
const UNSEEN =
  /<!--[\s\S]*?(?:-->|$)|<(script|style|template|noscript|iframe|object|svg|math|textarea|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
/** A tag, its quoted attribute values may hold '>'. */
const TAG = /<\/?([a-z][\w-]*)(?:[^>"']|"[^"]*"|'[^']*')*>?/gi;
/** Tags that start a line of their own. */
const BLOCK = /^(p|div|br|li|h[1-6]|tr|ul|ol|dl|dt|dd|section|article|blockquote|pre|table|hr)$/i;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The lines of text server HTML shows, read from it as a string: never parsed into elements, so nothing in it
 * runs, loads or is even looked at by the browser (a document of DOMParser's still has Chromium weigh its inline
 * handlers against the page's Content-Security-Policy, and report them). Its text is taken block by block, a list's
 * items marked as such. What a screen shows of the HTML while the sanitiser's code is still on its way
 * (DeferredSafeHtml.tsx), as text the app puts into elements of its own.
 */
export function htmlToLines(html: string): TextLine[] {
  const lines: TextLine[] = [];
  let line = '';
  let item = false;
  const breakLine = () => {
    const text = decode(line).replace(/\s+/g, ' ').trim();
    if (text) lines.push({ text, item });
    line = '';
    item = false;
  };
  const source = html.replace(UNSEEN, ' ');
  let at = 0;
  for (const tag of source.matchAll(TAG)) {
    line += source.slice(at, tag.index);
    at = tag.index + tag[0].length;
    const name = tag[1] ?? '';
    if (!BLOCK.test(name)) continue;
    breakLine();
    if (name.toLowerCase() === 'li' && !tag[0].startsWith('</')) item = true;
  }
  line += source.slice(at);
  breakLine();
  return lines;
}
