import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files nginx compresses (scripts/nginx-conf.ts, its `gzip_types`), by name. */
const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, at the highest levels, where
 * they are smaller than the file. nginx serves them as they are (`brotli_static`, `gzip_static`): compressing
 * on the fly, it uses brotli level 6 and gzip level 1, which leave the app's code about a tenth larger, and it
 * spends CPU on every request. Returns the files written.
 */
export async function precompress(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [brotli, gzipped] = await Promise.all([
        toBrotli(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        }),
        toGzip(data, { level: 9 }),
      ]);
      const out = [
        { path: `${file}.br`, body: brotli },
        { path: `${file}.gz`, body: gzipped },
      ].filter(({ body }) => body.length < data.length);
      await Promise.all(out.map(({ path, body }) => writeFile(path, body)));
      return out.map(({ path }) => path);
    }),
  );
  return written.flat();
}

/**
 * Precompresses the build once every file is written, the service worker included (Workbox writes it as the
 * bundle closes, so this runs after it).
 */
export function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompress(outDir);
      },
    },
  };
}
