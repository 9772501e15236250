import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * The bench's own build of the app, apart from dist/ (which other builds may replace while the bench runs),
 * served by vite preview as `npm run preview` serves dist/.
 */
export const BENCH_OUT_DIR = 'bench/results/dist';
/** Where the floor page is served: beside the app, by the same server, from its own folder of the build. */
export const FLOOR_PATH = '/floor/';
/** Its route name, as its screen marks itself (`data-route`). */
export const FLOOR_ROUTE = 'floor';

/**
 * Builds the floor page (bench/floor/: React and react-dom rendering one static screen) with the project's
 * Vite and the same React plugin and target as the app, into the app's build (after it: the app's build
 * empties its folder), so that the app's server serves it the same way as the app.
 */
export async function buildFloor(): Promise<void> {
  const root = resolve('bench/floor');
  await build({
    configFile: false,
    root,
    base: FLOOR_PATH,
    logLevel: 'silent',
    publicDir: false,
    plugins: [react()],
    build: { outDir: resolve(`${BENCH_OUT_DIR}${FLOOR_PATH}`), emptyOutDir: false, target: 'es2020', sourcemap: false },
  });
}
