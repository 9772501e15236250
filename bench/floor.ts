import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressBuild } from '../scripts/precompress';

/**
 * The bench's own build of the app, apart from dist/ (which other builds may replace while the bench runs),
 * served as deployed (bench/server.ts).
 */
export const BENCH_OUT_DIR = 'bench/results/dist';
/**
 * The two reference pages, served beside the app by the same server, each from its own folder of the build: the
 * floor (React and react-dom rendering one static screen, bench/floor/) and the stack floor (the same screen
 * through every library the app starts with, bench/floor-stack/). Each screen marks itself with its route
 * (`data-route`), as the app's screens do.
 */
export const FLOORS = [
  { name: 'floor (React + react-dom)', route: 'floor', source: 'bench/floor', path: '/floor/' },
  { name: 'stack floor (+ libraries)', route: 'stackFloor', source: 'bench/floor-stack', path: '/stack-floor/' },
] as const;

/**
 * The tap floor (bench/floor-tap/: React and react-dom, one checkbox held in state), built and served as the
 * floors are; it has no row in the routes' table, only in the taps' (bench/taps.ts).
 */
export const TAP_FLOOR = {
  name: 'tap floor (React + react-dom)',
  route: 'floorTap',
  source: 'bench/floor-tap',
  path: '/floor-tap/',
} as const;

/**
 * Builds the floor pages with the project's Vite and the same React plugin and target as the app, into the app's
 * build (after it: the app's build empties its folder), so that the app's server serves them as the app: their
 * files precompressed as the app's are.
 */
export async function buildFloors(): Promise<void> {
  for (const floor of [...FLOORS, TAP_FLOOR])
    await build({
      configFile: false,
      root: resolve(floor.source),
      base: floor.path,
      logLevel: 'silent',
      publicDir: false,
      plugins: [react(), precompressBuild()],
      build: {
        outDir: resolve(`${BENCH_OUT_DIR}${floor.path}`),
        emptyOutDir: false,
        target: 'es2020',
        // as the app's bench build: beside the files, for bench/composition.ts
        sourcemap: 'hidden',
      },
    });
}
