/// <reference types="vitest/config" />
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeGroups } from './scripts/locale-groups.ts';
import { offlineShell } from './scripts/offline-files.ts';
import { precompressBuild } from './scripts/precompress.ts';
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
 * one is closed (no skipWaiting): an update starts on a later visit, never in the middle of a payment. It
 * installs the files the app needs with no signal (scripts/offline-files.ts); every other file is kept as it is
 * first loaded. Not in the mock build, whose msw worker owns the same scope. src/app/service-worker.ts
 * registers it.
 */
function appShellWorker({ disable, offline }: { disable: boolean; offline: ReturnType<typeof offlineShell> }) {
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
      manifestTransforms: [offline.manifestTransform],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          // the other screens' files, the map and the scanner, as each is first loaded
          options: { cacheName: 'on-demand-assets', expiration: { maxEntries: 200 } },
        },
      ],
    },
  });
}

/**
 * The dev server's pre-bundled antd-mobile imports every component's stylesheet, and each came as a request of
 * its own (about 70, one module after another) before the first screen that uses antd could draw. In the
 * pre-bundling step (dev server only; a build bundles the styles itself) every component stylesheet import
 * becomes one import of a single stylesheet that @imports them all, in the order they were met: Vite inlines
 * those, so the browser asks once.
 */
function antdStylesInOne(cacheDir: string) {
  const file = resolve(cacheDir, 'antd-mobile-styles.css');
  const sheets: string[] = [];
  return {
    name: 'antd-mobile-styles-in-one',
    buildStart() {
      sheets.length = 0;
    },
    resolveId(source: string, importer: string | undefined) {
      if (!source.endsWith('.css') || !importer || !/antd-mobile[\\/]es[\\/]components[\\/]/.test(importer))
        return null;
      const sheet = resolve(dirname(importer), source);
      // an empty one (antd's date picker has one) would only make the CSS pipeline warn
      if (!sheets.includes(sheet) && statSync(sheet, { throwIfNoEntry: false })?.size) sheets.push(sheet);
      return { id: file, external: 'absolute' as const };
    },
    buildEnd() {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, sheets.map((sheet) => `@import ${JSON.stringify(sheet)};`).join('\n'));
    },
  };
}

/** Test files that replace a module with vi.mock. */
const MODULE_MOCKING_TESTS = [
  'src/features/scan/ScanScreen.test.tsx',
  'src/features/lockers/*.sheet-load.test.tsx',
  'src/features/*/*.code-load.test.tsx',
];
/** Test files that render (React, antd-mobile): they run in happy-dom. */
const RENDERING_TESTS = ['src/**/*.test.tsx'];
/** A test file's own word, in its first lines, that it needs a browser's APIs. */
const DOM_MARK = /^\s*\/\/\s*@vitest-environment\s+happy-dom\b/m;
const firstLines = (file: string) => readFileSync(file, 'utf8').split('\n', 5).join('\n');
/**
 * Test files of plain modules that still need a browser's APIs (location, localStorage, document, navigator)
 * or show a toast (the API client reports a failed call so): each says so in its first lines
 * (`// @vitest-environment happy-dom`, which scripts/check-conventions.ts asks of a test that uses one), and
 * runs in happy-dom too. Read here when the config loads.
 */
function markedDomTests(...dirs: string[]): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file.replaceAll('\\', '/')}`),
    )
    .filter((file) => file.endsWith('.test.ts') && DOM_MARK.test(firstLines(file)))
    .sort();
}
const DOM_API_TESTS = markedDomTests('src', 'mocks');
/** Every other test file runs in node: no document to set up, and no antd-mobile to load. */
const PLAIN_TESTS = ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];

// `npm start` and the mock build run in mode "mock" (.env.mock sets VITE_MOCK=true): the msw worker
// lives in mocks/public so that a production build never ships it (STACK.md trap 5).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mock = env.VITE_MOCK === 'true';
  // With mocks off, /user-api can be proxied to a real or mock HTTP server (see README).
  const target = process.env.USER_API_TARGET;
  const proxy = target ? { '/user-api': { target, changeOrigin: true } } : undefined;
  const boot = bootScript({ apiBase: env.VITE_API_BASE ?? '', mock });
  const offline = offlineShell({ routes: 'src/app/routes.ts' });
  return {
    plugins: [
      localeGroups(process.cwd()),
      react(),
      contentSecurityPolicy(env.VITE_API_BASE ?? '', boot.scriptHashes),
      ...boot.plugins,
      offline.plugin,
      appShellWorker({ disable: mock, offline }),
      precompressBuild(),
    ],
    publicDir: mock ? 'mocks/public' : false,
    // msw's cookie store needs no public suffix list for the developer's own host (mocks/lib/public-suffix.ts)
    resolve: mock
      ? { alias: { tldts: fileURLToPath(new URL('mocks/lib/public-suffix.ts', import.meta.url)) } }
      : undefined,
    server: {
      port: 5173,
      proxy,
      // The dev server transforms the app's start and every route's screen while it starts, not on the first
      // request of each: a first visit to any screen is served from memory.
      warmup: { clientFiles: ['./index.html', './src/main.tsx', './src/features/*/*Screen.tsx', './mocks/browser.ts'] },
    },
    // The dependencies are found from the app's page only (not from the builds' copies of it in dist*/).
    optimizeDeps: {
      entries: ['index.html'],
      rolldownOptions: { plugins: [antdStylesInOne(fileURLToPath(new URL('node_modules/.vite', import.meta.url)))] },
    },
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
            // The small chunks two screens or more share (a hook, a formatter, a part, with its styles) copied into
            // the screens' chunks, with one state and one run per module at runtime (the bundler's registry, which
            // turns on strictExecutionOrder): a screen is its chunk, the start-up's and its stylesheet, 2 to 3
            // files instead of 3 to 42 (issue 49, docs/decisions.md). A shared part's styles are then in each
            // screen's stylesheet that uses it: scripts/check-bundle.ts refuses a copied rule another file
            // overrides with the same selector, whose winner would depend on the order the screens were opened.
            experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
            groups: [
              {
                name: REACT_DOM_CHUNK,
                test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                // not React itself, which the app's own modules need first
                includeDependenciesRecursively: false,
                priority: 2,
              },
              // antd-mobile's Button and the helpers every antd component uses (its utils, config, ahooks), apart
              // from the motion code: left to the bundler they share a chunk with Dialog, which imports
              // react-spring (17 KB gzip), so every screen with a button, a skeleton or a paged list loaded the
              // dialogs' motion too. Left out as well, for the few that use them: the pinch-zoom helper (with
              // @use-gesture, the image viewer's), the React 19 renderer (antd's legacy render and Babel's async
              // runtime, the imperative toast's and dialog's) and ahooks' useSize (a ResizeObserver polyfill)
              {
                name: 'antd-base',
                test: /node_modules[\\/](?:antd-mobile[\\/]es[\\/](?:utils[\\/](?!reduce-and-restore-motion|render-imperatively|use-drag-and-pinch|render\.js|unstable-render|render-to-body)|components[\\/](?:button|dot-loading|config-provider)[\\/])|ahooks[\\/](?!es[\\/](?:useSize|useInfiniteScroll)[\\/]))/,
                priority: 1,
              },
              // first, so that what the entry needs at once stays in it: when antd's base came first, it took React
              // and antd's dom check (which the entry's antd theme imports) with its own dependencies, and every
              // screen's start loaded antd's base and React DOM with it, in one task
              { name: 'startup', tags: ['$initial'], priority: 3 },
            ],
          },
        },
      },
    },
    test: {
      // one antd-mobile in tests as in the app (its ES build), so the React 19 renderer set at start-up is the
      // one the lazily loaded Toast uses
      alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
      restoreMocks: true,
      testTimeout: 15000,
      // Every core: vitest's default leaves one free, which on a 2-core machine runs the files one at a time
      maxWorkers: '100%',
      // as the browser suite: antd's sheets, dialogs and toasts open and close without animating, so a test
      // waits for none (src/ui/antd-setup.ts follows the setting)
      environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: PLAIN_TESTS,
            exclude: DOM_API_TESTS,
            // the node set-up first: it replaces the toast before vitest.setup.ts loads the API client
            setupFiles: ['./vitest.setup-node.ts', './vitest.setup.ts'],
            // One set-up per worker, not per file: vitest.setup.ts resets every shared state after each test.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: [...RENDERING_TESTS, ...DOM_API_TESTS],
            exclude: MODULE_MOCKING_TESTS,
            // after-each hooks run last-registered first: the screen is unmounted before the state is reset
            setupFiles: ['./vitest.setup.ts', './vitest.setup-dom.ts'],
            // One environment and one set-up (antd, msw, i18n) per worker, not per file, as in the node
            // project: the set-up files reset every shared state after each test.
            isolate: false,
          },
        },
        // vi.mock replaces a module for one file: such a file needs a module graph of its own
        {
          extends: true,
          test: {
            name: 'isolated',
            environment: 'happy-dom',
            include: MODULE_MOCKING_TESTS,
            setupFiles: ['./vitest.setup.ts', './vitest.setup-dom.ts'],
          },
        },
      ],
    },
  };
});
