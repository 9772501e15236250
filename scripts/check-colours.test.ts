import { describe, expect, it } from 'vitest';
import {
  coloursIn,
  cssColours,
  cssSizes,
  declaredVariables,
  htmlStyleColours,
  normaliseColour,
  rawSizesIn,
  scriptColours,
} from './check-colours';

describe('the raw colours in a CSS value', () => {
  it('finds hex colours of 3, 4, 6 and 8 digits', () => {
    expect(coloursIn('1px solid #eee')).toEqual(['#eee']);
    expect(coloursIn('#fff8 #8a6500 #8a650080')).toEqual(['#fff8', '#8a6500', '#8a650080']);
  });

  it('finds colour functions with their arguments', () => {
    expect(coloursIn('0 0 24px rgba(0, 0, 0, 0.08)')).toEqual(['rgba(0, 0, 0, 0.08)']);
    expect(coloursIn('linear-gradient(rgb(1 2 3), hsl(40 100% 27%))')).toEqual(['rgb(1 2 3)', 'hsl(40 100% 27%)']);
    expect(coloursIn('oklch(60% 0.1 80)')).toEqual(['oklch(60% 0.1 80)']);
  });

  it('finds named colours, in any case', () => {
    expect(coloursIn('white')).toEqual(['white']);
    expect(coloursIn('2px solid Red')).toEqual(['Red']);
  });

  it('lets variables, transparent, currentColor and inherit through', () => {
    expect(coloursIn('var(--app-color-white)')).toEqual([]);
    expect(coloursIn('var(--adm-color-primary)')).toEqual([]);
    expect(coloursIn('linear-gradient(transparent, var(--app-color-overlay-strong))')).toEqual([]);
    expect(coloursIn('1px solid currentColor')).toEqual([]);
    expect(coloursIn('inherit')).toEqual([]);
  });

  it('does not take a longer word or a hex-like number for a colour', () => {
    expect(coloursIn('#12345')).toEqual([]);
    expect(coloursIn('#fffffff')).toEqual([]);
    expect(coloursIn('light-spin 0.8s linear infinite')).toEqual([]);
    expect(coloursIn('redraw tan-line')).toEqual([]);
  });

  it('skips addresses and quoted text', () => {
    expect(coloursIn('url(#abc)')).toEqual([]);
    expect(coloursIn('"Silver Sans", sans-serif')).toEqual([]);
    expect(coloursIn('url("data:image/svg+xml,<svg fill=\'%23fff\'/>") #000')).toEqual(['#000']);
  });
});

describe('the raw colours of a style sheet', () => {
  it('reads declarations with their lines, never selectors or comments', () => {
    const css = [
      '/* the gold: #8a6500 */',
      '#add, .bad:hover {',
      '  color: #fff;',
      '  border: 0;',
      '}',
      '@media (min-width: 500px) {',
      '  body { background: #e8e8e8 }',
      '}',
    ].join('\n');
    expect(cssColours(css)).toEqual([
      { line: 3, colour: '#fff' },
      { line: 7, colour: '#e8e8e8' },
    ]);
  });

  it('gives the line of each colour in a value over several lines', () => {
    const css = '.a {\n  background: linear-gradient(\n    90deg,\n    #eee 25%,\n    var(--x) 37%\n  );\n}';
    expect(cssColours(css)).toEqual([{ line: 4, colour: '#eee' }]);
  });

  it('finds nothing in a sheet of variables', () => {
    expect(cssColours('.a { color: var(--app-color-text); background: var(--app-gradient-dark); }')).toEqual([]);
  });
});

describe('the boot shell and the components', () => {
  it("reads an HTML page's style blocks with the page's lines", () => {
    const html =
      '<html>\n<head>\n<meta name="theme-color" content="#ffffff" />\n<style>\n  body { background: #f5f5f5; }\n</style>';
    expect(htmlStyleColours(html)).toEqual([{ line: 5, colour: '#f5f5f5' }]);
  });

  it('compares colours in one spelling', () => {
    expect(normaliseColour('#FFF')).toBe('#ffffff');
    expect(normaliseColour('rgba(0, 0, 0, 0.45)')).toBe('rgba(0,0,0,0.45)');
  });

  it('finds hex and colour functions in string literals, not words', () => {
    const source =
      "const style = {\n  color: '#fff',\n  boxShadow: \"0 0 0 2px rgba(0, 0, 0, 0.25)\",\n  label: 'red',\n};";
    expect(scriptColours(source)).toEqual([
      { line: 2, colour: '#fff' },
      { line: 3, colour: 'rgba(0, 0, 0, 0.25)' },
    ]);
  });
});

describe('the raw sizes of a style sheet', () => {
  it('finds raw text sizes, radii and spaces, each length of a shorthand', () => {
    expect(rawSizesIn('font-size', '15px')).toEqual(['15px']);
    expect(rawSizesIn('border-top-left-radius', '6px')).toEqual(['6px']);
    expect(rawSizesIn('padding', '12px var(--app-space-16) 1.5rem')).toEqual(['12px', '1.5rem']);
    expect(rawSizesIn('gap', '4px 10px')).toEqual(['4px', '10px']);
    expect(rawSizesIn('margin-inline-start', '-16px')).toEqual(['-16px']);
  });

  it('lets 0, hairlines, percentages, keywords and calc() of variables through', () => {
    expect(rawSizesIn('margin', '0 auto')).toEqual([]);
    expect(rawSizesIn('padding', '1px 0')).toEqual([]);
    expect(rawSizesIn('border-radius', '50%')).toEqual([]);
    expect(rawSizesIn('font-size', 'inherit')).toEqual([]);
    expect(rawSizesIn('margin', 'calc(-1 * var(--app-space-16))')).toEqual([]);
    expect(rawSizesIn('padding-bottom', 'calc(var(--footer-room) + env(safe-area-inset-bottom))')).toEqual([]);
  });

  it('takes a 1px text size and a fallback inside a variable as raw, and ignores other properties', () => {
    expect(rawSizesIn('font-size', '1px')).toEqual(['1px']);
    expect(rawSizesIn('padding', 'var(--x, 3px)')).toEqual([]);
    expect(rawSizesIn('width', '37px')).toEqual([]);
    expect(rawSizesIn('line-height', '18px')).toEqual([]);
  });

  it("names the line of each raw size and of a scale's variable the theme does not define", () => {
    const defined = declaredVariables(':root {\n  --app-space-4: 4px;\n  --app-font-size-body: 14px;\n}');
    expect([...defined]).toEqual(['--app-space-4', '--app-font-size-body']);
    const css = [
      '.a {',
      '  padding: var(--app-space-4);',
      '  margin: var(--app-space-5) 0;',
      '  font-size: var(--app-font-size-body);',
      '  /* font-size: 13px */',
      '  border-radius: 9px;',
      '  width: var(--app-space-9);',
      '}',
    ].join('\n');
    expect(cssSizes(css, defined)).toEqual([
      { line: 3, problem: '--app-space-5 is not defined in src/ui/theme.css' },
      { line: 6, problem: 'border-radius: 9px (use var(--app-radius-…))' },
      { line: 7, problem: '--app-space-9 is not defined in src/ui/theme.css' },
    ]);
  });
});
