import { spawn } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { LOADING_SELECTOR } from '../src/app/marks';
import { type BenchRoute, urlOf } from './routes';

/**
 * `npm run bench -- --dev`: how `npm start` feels to a developer. Starts the dev server with its dependency
 * cache thrown away (`--force`, as on a fresh clone), opens Home as the very first visit (2 s after the
 * server is up, as a developer clicks the printed URL), logs the demo customer in, then opens every route in
 * a new tab, and prints for each, from navigation:
 * - Paint: the first content drawn (the boot shell's bar, or the screen);
 * - Screen: the app's own screen shown (its title);
 * - Ready: no loader left on it (its answers are in).
 * No throttling: the developer's own machine. It prints numbers; it never fails on them.
 */
const DEV_PORT = 5273;
const base = `http://127.0.0.1:${DEV_PORT}`;
/** The developer opens the printed URL a moment after the server says it is ready. */
const CLICK_DELAY_MS = 2000;

type Visit = { paint: number; screen: number; ready: number };

async function visit(page: Page, url: string): Promise<Visit> {
  const started = Date.now();
  await page.goto(url);
  await page.locator('[data-route] h1, [data-route] .light-notice').first().waitFor({ timeout: 60_000 });
  const screen = Date.now() - started;
  await page.waitForFunction((loading) => !document.querySelector(loading), LOADING_SELECTOR, { timeout: 60_000 });
  const ready = Date.now() - started;
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  return { paint: Math.round(paint), screen, ready };
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the dev server at ${base} did not come up`);
}

const seconds = (ms: number) => (ms / 1000).toFixed(2).padStart(7);

export async function benchDevServer(browser: Browser, routes: BenchRoute[]): Promise<void> {
  const server = spawn(`npx vite --mode mock --force --port ${DEV_PORT} --strictPort --host 127.0.0.1`, {
    shell: true,
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer();
    await new Promise((resolve) => setTimeout(resolve, CLICK_DELAY_MS));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const first = await visit(await context.newPage(), `${base}/#/pages/Home/Home/index`);
    // the mock user-api lives in the page and keeps its db (with the new session) in local storage
    const page = await context.newPage();
    await page.goto(`${base}/#/pages/My/My/index`);
    await page.locator('[data-route]').first().waitFor();
    await page.evaluate(async () => {
      const response = await fetch('/user-api/auth/password-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: '13800138000', password: 'demo123' }),
      });
      const { data } = (await response.json()) as { data: { token: string } };
      localStorage.setItem('token', JSON.stringify({ type: 'string', data: data.token }));
      localStorage.setItem('isLogin', JSON.stringify({ type: 'boolean', data: true }));
    });
    console.log(`\n${'dev server (npm start)'.padEnd(30)}  Paint s Screen s  Ready s`);
    const row = (name: string, { paint, screen, ready }: Visit) =>
      console.log(`${name.padEnd(30)}${seconds(paint)}${seconds(screen)}${seconds(ready)}`);
    row('first visit, cold (home)', first);
    for (const route of routes) {
      const tab = await context.newPage();
      row(route.name, await visit(tab, urlOf(base, route)));
      await tab.close();
    }
    console.log(
      '\nFirst visit: the dependency cache rebuilt, nothing transformed yet. Then each route in a new tab,',
      'logged in except on the guest screens, as a developer opens them.',
    );
    await context.close();
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}
