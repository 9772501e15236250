import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Fails, naming file:line, on a raw colour in the app's CSS outside src/ui/theme.css: every colour is one of
 * the theme's variables, so that the brand's gold and the checked contrasts hold on every screen. The boot
 * shell's styles in index.html cannot use the variables (they paint before the app's CSS arrives), so each
 * colour there must be one the theme defines. Style objects in components take `var(--app-color-…)` too (a map
 * library's SVG attribute cannot: it gets a class the CSS colours).
 *   npx tsx scripts/check-colours.ts
 */
const THEME_FILE = 'src/ui/theme.css';

// CSS's named colours; `transparent` and `currentColor` carry no colour of their own and are allowed.
const NAMED = (
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
  'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod ' +
  'darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon ' +
  'darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray ' +
  'dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green ' +
  'greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon ' +
  'lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon ' +
  'lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta ' +
  'maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
  'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
  'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
  'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen ' +
  'seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato ' +
  'turquoise violet wheat white whitesmoke yellow yellowgreen'
).split(' ');

// A hex colour has 3, 4, 6 or 8 digits and is not part of a longer word; a colour function is matched with its
// arguments. Neither may follow a `-` or a word character, so `var(--app-color-white)` is not a colour.
const HEX = String.raw`#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![\w-])`;
const FUNCTION = String.raw`(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)`;
const NAME = String.raw`(?<![\w-])(?:${NAMED.join('|')})(?![\w-])`;
const RAW_COLOUR = new RegExp(`${HEX}|${FUNCTION}|${NAME}`, 'gi');
const RAW_COLOUR_NOT_NAMED = new RegExp(`${HEX}|${FUNCTION}`, 'gi');

/**
 * A CSS value with what cannot hold a colour of its own blanked out, keeping its length: `url(...)` (`url(#clip)`
 * names an element) and quoted text (a font called 'Silver Sans', a `content` string).
 */
function blankNonColours(value: string): string {
  return value.replace(/url\([^)]*\)|"[^"]*"|'[^']*'/gi, (part) => ' '.repeat(part.length));
}

/** The raw colours in a CSS value: `1px solid #eee` gives `#eee`, `var(--app-color-border)` nothing. */
export function coloursIn(value: string): string[] {
  return [...blankNonColours(value).matchAll(RAW_COLOUR)].map((m) => m[0]);
}

export type Finding = { line: number; colour: string };

/** The line of each character offset, for a text read as a whole. */
function lineAt(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/**
 * The raw colours in a style sheet's declarations, with their lines. Only values are read, never selectors
 * (`#add-photo` is an id, not a colour) nor comments; a value may run over several lines.
 */
export function cssColours(css: string): Finding[] {
  // comments become spaces, so that every offset keeps its line
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const line = lineAt(text);
  const findings: Finding[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const char = text[i];
    if (i < text.length && char !== '{' && char !== '}' && char !== ';') continue;
    // a run ending in `{` is a selector or an at-rule's prelude; one ending in `;` or `}` is a declaration
    if (char !== '{') {
      const declaration = text.slice(start, i);
      const colon = declaration.indexOf(':');
      if (colon >= 0) {
        const valueStart = start + colon + 1;
        for (const match of blankNonColours(declaration.slice(colon + 1)).matchAll(RAW_COLOUR))
          findings.push({ line: line(valueStart + (match.index ?? 0)), colour: match[0] });
      }
    }
    start = i + 1;
  }
  return findings;
}

/** A colour as one spelling: lower case, no spaces, `#abc` as `#aabbcc`. */
export function normaliseColour(colour: string): string {
  const text = colour.toLowerCase().replace(/\s+/g, '');
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/.exec(text);
  if (short)
    return `#${short
      .slice(1)
      .map((digit) => (digit ?? '').repeat(2))
      .join('')}`;
  return text;
}

/** The colours in `<style>` blocks of an HTML page (the boot shell), with their lines in the page. */
export function htmlStyleColours(html: string): Finding[] {
  const line = lineAt(html);
  const findings: Finding[] = [];
  for (const block of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)) {
    const offset = (block.index ?? 0) + block[0].indexOf('>') + 1;
    const before = line(offset) - 1;
    for (const finding of cssColours(block[1] ?? '')) findings.push({ ...finding, line: finding.line + before });
  }
  return findings;
}

/**
 * Colours written in string literals of a component (`color: '#fff'`, `fillColor: '#0a58ca'`). Only hex and
 * colour functions: a name such as 'red' in a component is as likely to be a word as a colour.
 */
export function scriptColours(source: string): Finding[] {
  const line = lineAt(source);
  const findings: Finding[] = [];
  for (const literal of source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    const body = literal[2] ?? '';
    for (const match of body.matchAll(RAW_COLOUR_NOT_NAMED))
      findings.push({ line: line((literal.index ?? 0) + 1 + (match.index ?? 0)), colour: match[0] });
  }
  return findings;
}

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(test)
    .map((name) => join(dir, name).split('\\').join('/'))
    .sort();
}

function main() {
  const errors: string[] = [];

  const cssFiles = filesUnder('src', (name) => name.endsWith('.css')).filter((file) => file !== THEME_FILE);
  for (const file of cssFiles)
    for (const { line, colour } of cssColours(readFileSync(file, 'utf8')))
      errors.push(`${file}:${line}: ${colour} (use a variable of ${THEME_FILE})`);

  const theme = new Set(cssColours(readFileSync(THEME_FILE, 'utf8')).map(({ colour }) => normaliseColour(colour)));
  for (const { line, colour } of htmlStyleColours(readFileSync('index.html', 'utf8')))
    if (!theme.has(normaliseColour(colour)))
      errors.push(`index.html:${line}: ${colour} is none of the theme's colours (${THEME_FILE})`);

  const components = filesUnder('src', (name) => name.endsWith('.tsx') && !/\.test\.tsx$/.test(name));
  for (const file of components)
    for (const { line, colour } of scriptColours(readFileSync(file, 'utf8')))
      errors.push(`${file}:${line}: ${colour} (use var(--app-color-…) of ${THEME_FILE})`);

  if (errors.length) {
    console.error(`Colour check failed (${errors.length} raw colours):\n- ${errors.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `Colour check: ${cssFiles.length} style sheets, ${components.length} components and the boot shell use the theme's colours only`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
