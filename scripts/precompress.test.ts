import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressing a build', () => {
  it('writes brotli and gzip copies of its code and page that decompress to the files, and nothing else', async () => {
    mkdirSync(join(dir, 'assets'));
    const code = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text number ${i}`))};`;
    writeFileSync(join(dir, 'assets', 'screen-abc.js'), code);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>App</title>${'<p>shoes</p>'.repeat(50)}`);
    // a picture is compressed already; a two-byte file comes out larger compressed
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.from([137, 80, 78, 71]));
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{}');

    const written = await precompress(dir);

    expect(written.map((file) => file.slice(dir.length + 1)).sort()).toEqual([
      'assets/screen-abc.js.br',
      'assets/screen-abc.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const file = join(dir, 'assets', 'screen-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(code);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(code);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
    expect(existsSync(join(dir, 'assets', 'logo.png.br'))).toBe(false);
  });
});
