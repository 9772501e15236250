import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { WebKitPage } from './page';

/**
 * Screenshots compared with committed WebKit baselines (e2e-webkit/baselines/<locale>/<name>.png) by Playwright's
 * own comparator, with Chromium's tolerance (playwright.config.ts: maxDiffPixelRatio 0.005).
 * `UPDATE_WEBKIT_BASELINES=1 npm run test:webkit` rewrites them on purpose, after looking at the change; a missing
 * one is written, except in CI (`CI` set), where it fails the run.
 */
type Comparator = (
  actual: Buffer,
  expected: Buffer,
  options: { maxDiffPixelRatio?: number },
) => { errorMessage: string; diff?: Buffer } | null;
const require = createRequire(import.meta.url);
const { utils } = require('playwright-core/lib/coreBundle') as {
  utils: { getComparator(mimeType: string): Comparator };
};
const compare = utils.getComparator('image/png');

const MAX_DIFF_PIXEL_RATIO = 0.005;
const BASELINES = join(import.meta.dirname, 'baselines');
const FAILURES = 'test-results/webkit';

/** Screenshots until two in a row are the same (as Playwright waits for a still page), at most `tries`. */
async function stillScreenshot(page: WebKitPage, tries = 6): Promise<Buffer> {
  let previous = await page.screenshot();
  for (let attempt = 1; attempt < tries; attempt += 1) {
    await new Promise((done) => setTimeout(done, 100));
    const next = await page.screenshot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`the page kept changing over ${tries} screenshots`);
}

/** Fails with the difference when the page does not look as its baseline `locale/name`. */
export async function expectLooksAsBaseline(page: WebKitPage, locale: string, name: string): Promise<void> {
  const actual = await stillScreenshot(page);
  const baseline = join(BASELINES, locale, `${name}.png`);
  const update = process.env.UPDATE_WEBKIT_BASELINES === '1';
  if (update || !existsSync(baseline)) {
    if (!update && process.env.CI) throw new Error(`no baseline ${baseline}: write it with UPDATE_WEBKIT_BASELINES=1`);
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, actual);
    console.log(`wrote ${baseline}`);
    return;
  }
  const difference = compare(actual, readFileSync(baseline), { maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO });
  if (!difference) return;
  const saved = join(FAILURES, locale, name);
  mkdirSync(dirname(saved), { recursive: true });
  writeFileSync(`${saved}-actual.png`, actual);
  if (difference.diff) writeFileSync(`${saved}-diff.png`, difference.diff);
  throw new Error(`${name} does not look as ${baseline}: ${difference.errorMessage} (see ${saved}-actual.png)`);
}
