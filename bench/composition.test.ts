import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { APP_CODE, BUNDLER, partOf, splitByPart, TEXTS, unmappedPart } from './composition';

/** A source map whose segments start at the given generated places, each from the given source (null: none). */
function mapOf(segments: { line: number; column: number; source: string | null }[]): string {
  const generator = new SourceMapGenerator({ file: 'chunk.js' });
  for (const { line, column, source } of segments)
    generator.addMapping(
      source
        ? { generated: { line, column }, source, original: { line: 1, column: 0 } }
        : { generated: { line, column } },
    );
  return generator.toString();
}

describe('partOf', () => {
  it('names a library by its npm package, scoped or not', () => {
    expect(partOf('../node_modules/i18next/dist/esm/i18next.js')).toBe('i18next');
    expect(partOf('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(partOf('../node_modules/.pnpm/node_modules/ky/distribution/index.js')).toBe('ky');
  });

  it("counts locales/ as the app's texts, any other source as the page's own code, and none as the bundler's", () => {
    expect(partOf('../../src/api/client.ts')).toBe(APP_CODE);
    expect(partOf('../../../../floor-stack/main.tsx')).toBe(APP_CODE);
    expect(partOf('../../locales/en.json')).toBe(TEXTS);
    expect(partOf(null)).toBe(BUNDLER);
  });
});

describe('splitByPart', () => {
  it("gives each segment's code to its source's part, up to the next segment, across lines", () => {
    const code = ['var a=1;var b=2;', 'wrap(function(){', 'c()})'].join('\n');
    const map = mapOf([
      { line: 1, column: 0, source: '../node_modules/react/index.js' },
      { line: 1, column: 8, source: '../src/main.tsx' },
      { line: 3, column: 0, source: '../node_modules/react/index.js' },
      { line: 3, column: 3, source: null },
    ]);
    const parts = splitByPart(code, map, () => BUNDLER);
    expect(parts.get('react')).toBe('var a=1;c()');
    // the rest of its line, and a line with no segment of its own, are the last segment's and then the bundler's
    expect(parts.get(APP_CODE)).toBe('var b=2;\n');
    expect(parts.get(BUNDLER)).toBe('wrap(function(){\n})');
    expect([...parts.values()].join('').length).toBe(code.length);
  });

  it("gives code with no source that holds one of the app's texts to the texts (JSON is bundled unmapped)", () => {
    const unmapped = unmappedPart(new Set(['Place an order', 'Đặt đơn']));
    expect(unmapped('var e={home:{placeOrder:`Place an order`}}')).toBe(TEXTS);
    expect(unmapped('{"placeOrder":"\\u0110\\u1eb7t \\u0111\\u01a1n"}')).toBe(TEXTS);
    expect(unmapped('o(()=>{t=`Place an`})')).toBe(BUNDLER);
  });
});
