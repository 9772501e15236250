import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The WebKit lane (`npm run test:webkit`, and a step of `npm test`): its own runner configuration, apart from the
 * unit tests' (vite.config.ts), whose file patterns do not reach e2e-webkit/. One browser session shared by
 * all files, so they run one after another.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    include: ['e2e-webkit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e-webkit/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // beside the other checks of `npm test` (scripts/test-all.ts) a flow may take twice its time alone
    testTimeout: 45_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/webkit.json' },
  },
});
