import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Fails, naming file:line, on a raw colour in the app's CSS outside src/ui/theme.css: every colour is one of
 * the theme's variables, so that the brand's gold and the checked contrasts hold on every screen. The boot
 * shell's styles in index.html cannot use the variables (they paint before the app's CSS arrives), so each
 * colour there must be one the theme defines. Style objects in components take `var(--app-color-…)` too (a map
 * library's SVG attribute cannot: it gets a class the CSS colours).
 *
 * The same holds for the theme's three size scales, in the CSS outside the theme: `font-size` takes a
 * `--app-font-size-*`, `border-radius` (and each corner's) an `--app-radius-*`, and `padding`, `margin` (each
 * side's) and `gap` an `--app-space-*`, and a variable of those families must be one the theme defines. What
 * they allow besides: 0, a 1px hairline, percentages, `auto` and keywords, `calc()` of the variables and
 * unitless factors (`calc(-1 * var(--app-space-16))`), and a variable of the component's own, declared beside
 * its rule, for a dimension that is not a space of the scale but the room another element takes (a fixed
 * footer's height). Not covered: widths, heights, line heights and offsets (a component's own geometry), the
 * boot shell's few sizes, and icon sizes given as a component's prop.
 *   npx tsx scripts/check-colours.ts
 */
const THEME_FILE = 'src/ui/theme.css';

/** The properties the size scales cover, and the family of variables each one takes. */
const SIZE_FAMILIES: { property: RegExp; family: string }[] = [
  { property: /^font-size$/, family: '--app-font-size-' },
  { property: /^border(?:-(?:top|bottom|start|end)-(?:left|right|start|end))?-radius$/, family: '--app-radius-' },
  {
    property:
      /^(?:(?:padding|margin)(?:-(?:top|right|bottom|left|inline|block)(?:-(?:start|end))?)?|(?:row-|column-)?gap)$/,
    family: '--app-space-',
  },
];
const SIZE_VARIABLE = /var\(\s*(--app-(?:font-size|radius|space)-[\w-]+)/g;

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

type Declaration = { property: string; value: string; line: (offsetInValue: number) => number };

/**
 * A style sheet's declarations, each with its property and value and the line of any offset in the value.
 * Selectors are never read (`#add-photo` is an id, not a colour) nor comments; a value may run over lines.
 */
function declarationsOf(css: string): Declaration[] {
  // comments become spaces, so that every offset keeps its line
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const line = lineAt(text);
  const declarations: Declaration[] = [];
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
        declarations.push({
          property: declaration.slice(0, colon).trim().toLowerCase(),
          value: declaration.slice(colon + 1),
          line: (offset) => line(valueStart + offset),
        });
      }
    }
    start = i + 1;
  }
  return declarations;
}

/** The raw colours in a style sheet's declarations, with their lines. */
export function cssColours(css: string): Finding[] {
  return declarationsOf(css).flatMap(({ value, line }) =>
    [...blankNonColours(value).matchAll(RAW_COLOUR)].map((match) => ({
      line: line(match.index ?? 0),
      colour: match[0],
    })),
  );
}

/**
 * The raw lengths in the value of a property a size scale covers (`12px 16px` gives both), or none when the
 * property is not one of them. Variables are read as sizes of the theme, so only what is left is looked at;
 * 0 and a 1px hairline pass (a text size has no hairline: 1px there is raw).
 */
export function rawSizesIn(property: string, value: string): string[] {
  const scale = SIZE_FAMILIES.find((family) => family.property.test(property));
  if (!scale) return [];
  let rest = value;
  // innermost first, so that a fallback (`var(--a, 4px)`) goes with its variable
  while (/var\([^()]*\)/.test(rest)) rest = rest.replace(/var\([^()]*\)/g, ' ');
  const lengths = [...rest.matchAll(/(?<![\w.#-])-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|pt)(?![\w-])/gi)].map((m) => m[0]);
  return lengths.filter((length) => {
    const number = Math.abs(Number.parseFloat(length));
    if (number === 0) return false;
    return !(number === 1 && /px$/i.test(length) && !/^font-size$/.test(property));
  });
}

export type SizeFinding = { line: number; problem: string };

/**
 * The size problems of a style sheet, with their lines: a raw length where a scale's variable belongs, and a
 * variable of a scale's family that the theme does not define (`var(--app-space-15)`).
 */
export function cssSizes(css: string, defined: ReadonlySet<string>): SizeFinding[] {
  const findings: SizeFinding[] = [];
  for (const { property, value, line } of declarationsOf(css)) {
    for (const raw of rawSizesIn(property, value)) {
      const family = SIZE_FAMILIES.find((scale) => scale.property.test(property))?.family ?? '';
      findings.push({ line: line(value.indexOf(raw)), problem: `${property}: ${raw} (use var(${family}…))` });
    }
    for (const match of value.matchAll(SIZE_VARIABLE))
      if (!defined.has(match[1] ?? ''))
        findings.push({ line: line(match.index ?? 0), problem: `${match[1]} is not defined in ${THEME_FILE}` });
  }
  return findings;
}

/** The custom properties a style sheet declares (`--app-space-4: 4px` gives `--app-space-4`). */
export function declaredVariables(css: string): Set<string> {
  return new Set(
    declarationsOf(css)
      .map(({ property }) => property)
      .filter((property) => property.startsWith('--')),
  );
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

  const themeCss = readFileSync(THEME_FILE, 'utf8');
  const defined = declaredVariables(themeCss);
  for (const file of cssFiles)
    for (const { line, problem } of cssSizes(readFileSync(file, 'utf8'), defined))
      errors.push(`${file}:${line}: ${problem}`);

  const theme = new Set(cssColours(themeCss).map(({ colour }) => normaliseColour(colour)));
  for (const { line, colour } of htmlStyleColours(readFileSync('index.html', 'utf8')))
    if (!theme.has(normaliseColour(colour)))
      errors.push(`index.html:${line}: ${colour} is none of the theme's colours (${THEME_FILE})`);

  const components = filesUnder('src', (name) => name.endsWith('.tsx') && !/\.test\.tsx$/.test(name));
  for (const file of components)
    for (const { line, colour } of scriptColours(readFileSync(file, 'utf8')))
      errors.push(`${file}:${line}: ${colour} (use var(--app-color-…) of ${THEME_FILE})`);

  if (errors.length) {
    console.error(`Theme check failed (${errors.length} raw colours or sizes):\n- ${errors.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `Theme check: ${cssFiles.length} style sheets use the theme's colours, text sizes, radii and spaces only; ` +
      `${components.length} components and the boot shell its colours only`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
