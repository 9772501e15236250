import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';

/**
 * `npm run bench`: builds for production (mocks off), serves it with the mock user-api as an HTTP server,
 * and prints, for Home and the cabinet deep link: gzip size of the JS and CSS loaded to show the screen,
 * and Lighthouse 12 mobile results (performance, LCP, TBT, CLS). It prints numbers; it never fails on them.
 * Targets to design towards: initial JS <= 100 KB gzip, LCP <= 1.2 s, TBT <= 50 ms, CLS 0.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const API_PORT = 3201;
const WEB_PORT = 4273;
const base = `http://127.0.0.1:${WEB_PORT}`;
const PAGES = [
  { name: 'Home', url: `${base}/#/pages/Home/Home/index` },
  { name: 'Cabinet deep link', url: `${base}/#/pages/Order/PendingList/index?lockerNo=L001&shopId=0` },
];

const children: ChildProcess[] = [];
function start(command: string, env: Record<string, string> = {}) {
  const child = spawn(command, { shell: true, stdio: 'ignore', env: { ...process.env, ...env }, detached: true });
  children.push(child);
}
function stopAll() {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measureAssets(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const assets = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) assets.add(path);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  let js = 0;
  let css = 0;
  for (const path of assets) {
    const size = gzipSync(readFileSync(`dist${path}`), { level: 9 }).length;
    if (path.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css, files: assets.size };
}

function lighthouse(url: string, out: string) {
  const flags =
    '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  execSync(
    `npx lighthouse "${url}" --only-categories=performance --form-factor=mobile --output=json --output-path=${out} --quiet --chrome-flags="${flags}"`,
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'ignore' },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id: string) => report.audits[id]?.numericValue as number;
  return {
    score: report.categories.performance.score as number,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

async function main() {
  console.log('Building for production (mocks off)…');
  execSync('npx vite build', { stdio: 'ignore' });
  mkdirSync('bench/results', { recursive: true });
  start('npx tsx mocks/server/main.ts', { MOCK_PORT: String(API_PORT) });
  start(`npx vite preview --port ${WEB_PORT} --strictPort --host 127.0.0.1`, {
    USER_API_TARGET: `http://127.0.0.1:${API_PORT}`,
  });
  await waitFor(`http://127.0.0.1:${API_PORT}/user-api/sys/get-sys-language`);
  await waitFor(base);

  const rows: string[] = [];
  for (const [index, page] of PAGES.entries()) {
    const assets = await measureAssets(page.url);
    const lh = lighthouse(page.url, `bench/results/lighthouse-${index}.json`);
    rows.push(
      [
        page.name.padEnd(18),
        kb(assets.js).padStart(9),
        kb(assets.css).padStart(8),
        String(Math.round(lh.score * 100)).padStart(5),
        `${(lh.lcp / 1000).toFixed(2)} s`.padStart(8),
        `${Math.round(lh.tbt)} ms`.padStart(7),
        lh.cls.toFixed(3).padStart(6),
      ].join(' '),
    );
  }
  console.log('\nscreen             JS (gzip) CSS(gz)  perf      LCP     TBT    CLS');
  for (const row of rows) console.log(row);
  console.log(
    '\ntargets: JS <= 100 KB gzip, LCP <= 1.20 s, TBT <= 50 ms, CLS 0 (Lighthouse 12, mobile, simulated throttling)',
  );
  stopAll();
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
