import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/**
 * What a set of built JS files is made of, by part: each library (its npm package), the page's own code (the
 * app's src/), the app's texts (locales/) and what the bundler adds (its runtime, and the wrapper every module of
 * a chunk gets under strictExecutionOrder). Read from the build's hidden source maps (bench/setup.ts builds with
 * them), so that the size target's miss can be shown part by part, the app's shared files beside the stack
 * floor's. A part's figure is the gzip size of its code on its own: the parts of a file compress a little better
 * together, so they add up to a little more than the file.
 */
export type Composition = Map<string, number>;

/** The bundler's own code: its runtime and the module wrappers. */
export const BUNDLER = '(the bundler: runtime and module wrappers)';
/** The page's own code: the app's src/, or a floor page's screen (bench/floor-stack/main.tsx). */
export const APP_CODE = "(the page's own code: the app's src/, the floor's screen)";
export const TEXTS = "(the app's texts: locales/)";

/** The part a source file belongs to: its npm package, the app's texts, or the page's own code; none: the bundler's. */
export function partOf(source: string | null): string {
  if (!source) return BUNDLER;
  // the innermost package: a package manager's store keeps it under node_modules/.pnpm/node_modules/<name>
  const inPackage = source.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (inPackage?.[1]) return inPackage[1];
  if (/(?:^|\/)locales\//.test(source)) return TEXTS;
  return APP_CODE;
}

/** Every text of locales/*.json, for telling the texts (bundled as JSON, which the maps give no source) apart. */
function localeTexts(dir = 'locales'): Set<string> {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.length > 1) texts.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  return texts;
}

const LITERALS = /"((?:[^"\\]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g;

/** Code the source map gives no source for: the app's texts when it holds one of them as a literal, or the bundler's. */
export function unmappedPart(texts: Set<string>): (code: string) => string {
  return (code) => {
    for (const [, quoted, backticked] of code.matchAll(LITERALS)) {
      let text = backticked;
      if (quoted !== undefined)
        try {
          text = JSON.parse(`"${quoted}"`) as string;
        } catch {
          text = quoted;
        }
      if (text !== undefined && texts.has(text)) return TEXTS;
    }
    return BUNDLER;
  };
}

/**
 * Each part's generated code in one file, from its source map's segments (in generated order): a segment runs
 * to the next one, or to the end of its line; code no segment names a source for goes to `unmapped(code)`.
 */
export function splitByPart(code: string, map: string, unmapped: (code: string) => string): Map<string, string> {
  const lines = code.split('\n');
  const parts = new Map<string, string[]>();
  let line = 1;
  let column = 0;
  let source: string | null = null;
  const add = (text: string) => {
    if (!text) return;
    const part = source === null ? unmapped(text) : partOf(source);
    parts
      .set(part, parts.get(part) ?? [])
      .get(part)
      ?.push(text);
  };
  const take = (toLine: number, toColumn: number) => {
    while (line < toLine) {
      add(`${(lines[line - 1] ?? '').slice(column)}\n`);
      line += 1;
      column = 0;
      source = null;
    }
    add((lines[line - 1] ?? '').slice(column, toColumn));
    column = toColumn;
  };
  new SourceMapConsumer(JSON.parse(map)).eachMapping((mapping) => {
    take(mapping.generatedLine, mapping.generatedColumn);
    source = mapping.source;
  });
  take(lines.length, (lines.at(-1) ?? '').length);
  return new Map([...parts].map(([name, texts]) => [name, texts.join('')]));
}

/**
 * The gzip size of each part of `files` (their paths under `root`, as the server names them, with their gzip
 * sizes as the load measured them). A script without a source map is the bundler's (its runtime, an entry's
 * one-line stub); the page's inline scripts (the load's 'index.html') are a part of their own, at that size.
 */
export function compositionOf(root: string, files: Map<string, number>): Composition {
  const unmapped = unmappedPart(localeTexts());
  const code = new Map<string, string[]>();
  const whole = new Map<string, number>();
  const add = (part: string, text: string) =>
    code
      .set(part, code.get(part) ?? [])
      .get(part)
      ?.push(text);
  for (const [file, size] of files) {
    const path = join(root, file);
    if (!file.endsWith('.js')) whole.set(file.replace(/^.*\//, ''), size);
    else if (!existsSync(`${path}.map`)) add(BUNDLER, readFileSync(path, 'utf8'));
    else
      for (const [part, text] of splitByPart(readFileSync(path, 'utf8'), readFileSync(`${path}.map`, 'utf8'), unmapped))
        add(part, text);
  }
  const parts = [...code].map(([part, texts]): [string, number] => [
    part,
    gzipSync(texts.join('\n'), { level: 9 }).length,
  ]);
  return new Map([...parts, ...whole]);
}
