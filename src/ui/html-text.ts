/** Elements whose text is not text a reader sees (code, styles, templates). */
const UNSEEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'SVG', 'MATH']);
/** Elements that start a line of their own. */
const BLOCKS = new Set([
  'P',
  'DIV',
  'BR',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'TR',
  'UL',
  'OL',
  'DL',
  'DT',
  'DD',
  'SECTION',
  'ARTICLE',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
  'HR',
]);

/** A line of text, and whether it is a list's item. */
export type TextLine = { text: string; item: boolean };

/**
 * The lines of text server HTML shows, read without showing it: parsed into a document of its own (DOMParser's,
 * which runs no script and loads no picture), its text taken block by block, a list's items marked as such.
 * What a screen shows of the HTML while the sanitiser's code is still on its way (DeferredSafeHtml.tsx): text
 * only, so nothing of the HTML reaches the page.
 */
export function htmlToLines(html: string): TextLine[] {
  if (typeof DOMParser === 'undefined') return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lines: TextLine[] = [];
  let line = '';
  let item = false;
  const breakLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push({ text, item });
    line = '';
    item = false;
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      line += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const name = (node as Element).tagName.toUpperCase();
    if (UNSEEN.has(name)) return;
    const block = BLOCKS.has(name);
    if (block) breakLine();
    if (name === 'LI') item = true;
    for (const child of node.childNodes) walk(child);
    if (block) breakLine();
  };
  walk(body);
  breakLine();
  return lines;
}
