import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { hasNginx, NGINX_BINARY, SERVER_PORT, SERVER_URL } from './e2e/support/nginx';

/**
 * Browser tests in Debian's Chromium (never `playwright install`), against the production build in two modes:
 * - "mock": the build with the in-browser mock user-api (VITE_MOCK=true, dist-mock/);
 * - "server": the production build with mocks off (dist/), its /user-api proxied to `npm run mock-server`.
 * `npm test` builds both before running these (scripts/test-all.ts).
 */
/**
 * Debian's headless shell (package chromium-headless-shell): the same Chromium without the browser's own UI,
 * as Playwright itself runs headless tests; about a third less CPU per test than the full browser in headless
 * mode on a 2-core machine. The full browser where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const MOCK_PORT = 4173;
const API_PORT = 3101;
/** Point the mock project at an already running app (e.g. `npx vite --mode mock --port 5182`) instead of the builds. */
const external = process.env.PW_BASE_URL;
if (!hasNginx && !external)
  console.warn(
    `${NGINX_BINARY} not found: the builds are served by vite preview, and the nginx smoke test (e2e/server-only/nginx.spec.ts) is left out`,
  );

/** A server Playwright starts and waits for, on 127.0.0.1:port. */
function webServer(command: string, port: number) {
  return { command, url: `http://127.0.0.1:${port}/`, reuseExistingServer: !process.env.CI, timeout: 60_000 };
}

/**
 * A build served as deployed: nginx with the configuration of deploy/ (scripts/nginx-conf.ts), its /user-api
 * proxied where one is given. It starts in milliseconds and compresses in C, where vite preview took seconds to
 * start and gzipped every answer in Node (about 4 % of the browser suite's CPU).
 */
function staticServer(root: string, port: number, userApi?: string) {
  const prefix = `${process.cwd()}/test-results/nginx-${root}`;
  return webServer(
    [
      `mkdir -p ${prefix}`,
      `node --import tsx scripts/nginx-conf.ts --standalone --root ${root} --port ${port} --prefix ${prefix}${userApi ? ` --user-api ${userApi}` : ''} > ${prefix}/nginx.conf`,
      `exec ${NGINX_BINARY} -c ${prefix}/nginx.conf -g 'daemon off;'`,
    ].join(' && '),
    port,
  );
}

/** Where nginx is missing (a developer's machine): vite preview, as `npm run preview` serves a build. */
function vitePreview(root: string, port: number) {
  return webServer(`npx vite preview --outDir ${root} --port ${port} --strictPort --host 127.0.0.1`, port);
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder at the start: keep it apart from the unit report in test-results/
  outputDir: 'test-results/e2e-artifacts',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The look of every screen (e2e/a11y.spec.ts) against the committed baselines in e2e/baselines/:
    // `npx playwright test a11y --update-snapshots` rewrites them on purpose, after looking at the change.
    toHaveScreenshot: { maxDiffPixelRatio: 0.005, scale: 'css', stylePath: 'e2e/support/screenshot.css' },
  },
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  // a missing baseline fails the run instead of being written by it
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  fullyParallel: true,
  // Three on two cores: many steps wait (a slow answer, a chaos delay, a timeout) and a third browser works
  // meanwhile; the server project's one worker counts among them (docs/decisions.md).
  workers: 3,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // Sheets and toasts appear at once (the app follows the system's 'reduce motion', as a customer's phone
    // may ask); e2e/motion.spec.ts walks the animated app.
    reducedMotion: 'reduce',
    // A trace records every step of every test and cost a tenth of the run: `npx playwright test --trace on`
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
    // One browser context per worker, reset between tests instead of made anew: a new context and page is most
    // of what a short test costs (docs/decisions.md). Playwright clears cookies, the cache, local and session
    // storage, IndexedDB and service workers of the origins a test visited, and removes its routes, init scripts,
    // bindings and page clock; a test that asks for other context options (service workers allowed, a time
    // zone) gets a fresh context. Not reset, so the fixture (e2e/support/app.ts) does it: going offline.
    // Tests grant no permission and set no position while running: those would carry over. A service worker is
    // only unregistered and can still control the next test's first page: SERVICE_WORKERS_ALLOWED opts out.
    reuseContext: true,
  },
  projects: [
    {
      name: 'server',
      // The app shell's service worker downloads the offline screens' files on a first visit: CPU spent on
      // every test for what only a few test. The offline and nginx tests let it install, as a customer's phone does.
      use: { baseURL: SERVER_URL, serviceWorkers: 'block' },
      // One shared mock server whose state and faults the tests change: one test at a time, each resetting it.
      // e2e/both-modes runs in both projects.
      testMatch: /(server-only|both-modes)\/.*\.spec\.ts/,
      testIgnore: hasNginx ? [] : /nginx\.spec\.ts/,
      // Listed first: its one worker starts at once beside the mock project's, instead of running alone
      // once every mock test is done.
      workers: 1,
    },
    {
      name: 'mock',
      use: { baseURL: external ?? `http://127.0.0.1:${MOCK_PORT}` },
      testIgnore: /server-only\//,
    },
  ],
  webServer: external
    ? []
    : [
        {
          command: `node --import tsx mocks/server/main.ts`,
          url: `http://127.0.0.1:${API_PORT}/user-api/sys/get-sys-language`,
          env: { MOCK_PORT: String(API_PORT) },
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        ...(hasNginx
          ? [staticServer('dist-mock', MOCK_PORT), staticServer('dist', SERVER_PORT, `http://127.0.0.1:${API_PORT}`)]
          : [
              vitePreview('dist-mock', MOCK_PORT),
              { ...vitePreview('dist', SERVER_PORT), env: { USER_API_TARGET: `http://127.0.0.1:${API_PORT}` } },
            ]),
      ],
});
