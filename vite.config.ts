/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScript, REACT_DOM_CHUNK } from './scripts/vite-boot.ts';

/**
 * A Content-Security-Policy for the built app (the dev server's fast refresh needs inline scripts, so only
 * builds get it): scripts only from this origin, and the boot script inlined in the page by its hash; styles inline too (antd-mobile sets style attributes);
 * images from this origin, data:/blob: (previews) and https (server images, map tiles); calls to this origin
 * and https (the user-api when on another origin, the storage upload host).
 */
function contentSecurityPolicy(apiBase: string, inlineScripts: () => string[]): Plugin {
  const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
  const policy = () =>
    [
      "default-src 'self'",
      ['script-src', "'self'", ...inlineScripts()].join(' '),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      `connect-src 'self' https: ${apiOrigin}`.trim(),
      "worker-src 'self' blob:",
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self' https:",
    ].join('; ');
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy() }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The app shell's service worker (Workbox, generated at build time as sw.js): the page and its code come
 * from the phone on a repeat visit and with no signal, so a pickup pass saved on the phone can be shown in a
 * basement. The calls to the user-api always go to the network. A new build waits until every tab of the old
 * one is closed (no skipWaiting): an update starts on a later visit, never in the middle of a payment. Not in
 * the mock build, whose msw worker owns the same scope. src/app/service-worker.ts registers it.
 */
function appShellWorker({ disable }: { disable: boolean }) {
  // the map and the camera scanner's decoder are large and optional: fetched when first used, then kept
  const onDemand = ['**/leaflet-src-*.js', '**/qr-scanner-worker*.js'];
  return VitePWA({
    disable,
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,ico}'],
      globIgnores: onDemand,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/user-api\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'on-demand-assets', expiration: { maxEntries: 20 } },
        },
      ],
    },
  });
}

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'];
/** Test files that replace a module with vi.mock. */
const MODULE_MOCKING_TESTS = ['src/features/scan/ScanScreen.test.tsx', 'src/features/lockers/*.sheet-load.test.tsx'];

// `npm start` and the mock build run in mode "mock" (.env.mock sets VITE_MOCK=true): the msw worker
// lives in mocks/public so that a production build never ships it (STACK.md trap 5).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mock = env.VITE_MOCK === 'true';
  // With mocks off, /user-api can be proxied to a real or mock HTTP server (see README).
  const target = process.env.USER_API_TARGET;
  const proxy = target ? { '/user-api': { target, changeOrigin: true } } : undefined;
  const boot = bootScript({ apiBase: env.VITE_API_BASE ?? '', mock });
  return {
    plugins: [
      react(),
      contentSecurityPolicy(env.VITE_API_BASE ?? '', boot.scriptHashes),
      ...boot.plugins,
      appShellWorker({ disable: mock }),
    ],
    publicDir: mock ? 'mocks/public' : false,
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      target: 'es2020',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically in one chunk with it. The first load is that, React DOM
          // (which the entry imports by import() to evaluate it in a task of its own, see src/main.tsx) and the
          // bundler's runtime helpers (0.5 KB, which both share), not a dozen small shared chunks that each take
          // a connection while the boot script's calls wait.
          codeSplitting: {
            groups: [
              {
                name: REACT_DOM_CHUNK,
                test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                // not React itself, which the app's own modules need first
                includeDependenciesRecursively: false,
                priority: 2,
              },
              { name: 'startup', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
    test: {
      // one antd-mobile in tests as in the app (its ES build), so the React 19 renderer set at start-up is the
      // one the lazily loaded Toast uses
      alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
      environment: 'happy-dom',
      setupFiles: ['./vitest.setup.ts'],
      restoreMocks: true,
      testTimeout: 15000,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: TEST_FILES,
            exclude: MODULE_MOCKING_TESTS,
            // One environment and one set-up per worker, not per file: the set-up (antd, msw, i18n) took
            // 100 of the 245 s. vitest.setup.ts resets every shared state after each test.
            isolate: false,
          },
        },
        // vi.mock replaces a module for one file: such a file needs a module graph of its own
        { extends: true, test: { name: 'isolated', include: MODULE_MOCKING_TESTS } },
      ],
    },
  };
});
