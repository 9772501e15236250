import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, resetMock, SERVICE_WORKERS_ALLOWED, test } from '../support/app';
import { logInThroughForm } from '../support/flows';
import { hasBrotli } from '../support/nginx';
import { appUrl } from '../support/paths';

// The server project's build is served by nginx with the configuration of deploy/ (scripts/nginx-conf.ts), its
// /user-api proxied to the mock server: what a customer's phone gets from a real deployment. Left out where
// nginx is not installed (playwright.config.ts).
test.use(SERVICE_WORKERS_ALLOWED);

test.afterEach(async ({ page }) => {
  await resetMock(page);
});

test('nginx sends the security headers, compresses, and caches hashed files for good but never the page', async ({
  page,
  request,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(headers['content-security-policy'], 'the header carries the policy the build wrote').toBe(meta);
  expect(headers).toMatchObject({
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  });
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers.server).toBe('nginx'); // no version

  // the largest file the boot script asks for (the entry itself may be a line that runs the start-up: too small
  // to be worth compressing)
  const modules = (await page.locator('meta[name="app-modules"]').getAttribute('content'))?.split(' ') ?? [];
  const [entry] = modules.sort((a, b) => statSync(join('dist', b)).size - statSync(join('dist', a)).size);
  expect(entry).toMatch(/^\/assets\/[\w-]+\.js$/);
  const asset = await request.get(entry ?? '', { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe(hasBrotli ? 'br' : 'gzip');
  const gzipOnly = await request.get(entry ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  // the copies the build compressed at the highest levels (scripts/precompress.ts), not compressed again
  const built = (encoding: string) => statSync(join('dist', `${entry}.${encoding}`)).size;
  expect(Number(asset.headers()['content-length'])).toBe(built(hasBrotli ? 'br' : 'gz'));
  expect(Number(gzipOnly.headers()['content-length'])).toBe(built('gz'));
  expect(asset.headers()['content-security-policy']).toBe(meta);
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);
});

test('Home, a cabinet link and logging in work through nginx with no policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.goto(appUrl('home'));
  await expect(page.locator('[data-route="home"] h1')).toHaveText('Shoe Care Central');
  // 'Cabinets' (no distance) until the browser gives a position, 'Nearest cabinet' after: a card either way
  const cabinet = page.getByRole('region', { name: /^(Nearest cabinet|Cabinets)$/ });
  await expect(cabinet.getByRole('link').first()).toBeVisible();

  await page.goto(appUrl('pendingList', { lockerNo: 'L001', shopId: 0 }));
  await expect(page.getByRole('heading', { name: /Zhengzhou Jinshui Cabinet/ }).first()).toBeVisible();

  await logInThroughForm(page, 'my');
  await expect(page.locator('.my-phone')).toContainText('13800138000'); // the user info, read through the proxy
  expect(violations).toEqual([]);
});
