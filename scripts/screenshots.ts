import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { LOADING_SELECTOR } from '../src/app/marks';
import { PATHS } from '../src/lib/paths';

/**
 * Screenshots of every route in each locale at a phone's size (390 x 844), logged in as the demo customer,
 * into screenshots/ (not committed). Needs a running app: `npm start` (or BASE_URL=... for a preview).
 *   npx tsx scripts/screenshots.ts [route names...]
 */
const base = process.env.BASE_URL ?? 'http://localhost:5173';
const only = process.argv.slice(2);
const locales = ['en', 'vi', 'zh-CN'];
const wrap = (value: unknown) => JSON.stringify({ type: typeof value, data: value });

async function main() {
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  for (const locale of locales) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${base}/#/pages/My/My/index`);
    await page.waitForSelector('[data-route]');
    const login = await page.evaluate(async () => {
      const response = await fetch('/user-api/auth/password-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: '13800138000', password: 'demo123' }),
      });
      return response.json();
    });
    await page.evaluate(
      ([token, loc]) => {
        localStorage.setItem('token', token as string);
        localStorage.setItem('isLogin', JSON.stringify({ type: 'boolean', data: true }));
        localStorage.setItem('locale', loc as string);
      },
      [wrap(login.data.token), wrap(locale)],
    );
    await page.reload();
    await page.waitForSelector('[data-route]');
    for (const [name, path] of Object.entries(PATHS)) {
      if (only.length && !only.includes(name)) continue;
      await page.goto(`${base}/#${path}`);
      await page.waitForSelector(`[data-route="${name}"]`);
      // drawn with its answers: its code in (the loader's frame has an empty body until then), no loader or
      // skeleton left (as the bench's Ready), then its pictures
      await page
        .waitForFunction(
          ({ route, loading }) =>
            document.querySelector(`[data-route="${route}"] .page-body:empty`) === null &&
            document.querySelector(loading) === null,
          { route: name, loading: LOADING_SELECTOR },
          { timeout: 10_000 },
        )
        .catch(() => undefined); // a screen that stays loading is photographed as it is
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.screenshot({ path: `screenshots/${name}-${locale}.png` });
    }
    await context.close();
  }
  await browser.close();
  console.log('screenshots/ written');
}

void main();
