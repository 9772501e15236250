import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

/**
 * Serves a build for the WebKit lane, with the lane's own script and style put into the page before the app's:
 * WebKit's WebDriver has no init scripts (it speaks no WebDriver BiDi), so what Playwright adds to every page
 * (e2e/support/app.ts) comes with the page itself. Both are files of the same origin, which the build's
 * Content-Security-Policy (script-src 'self') allows, as it would any script of the app.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Where the lane's own files are served, beside the build's. */
export const LANE_PATH = '/__webkit-lane/';
const LANE_FILES: Record<string, string> = {
  'page.js': resolve(import.meta.dirname, 'in-page.js'),
  // the look of the app only: the mock's developer panel hidden, as in Chromium's baselines
  'screenshot.css': resolve(import.meta.dirname, '../e2e/support/screenshot.css'),
  'webkit-screenshot.css': resolve(import.meta.dirname, 'screenshot.css'),
};
const LANE_TAGS = [
  `<script src="${LANE_PATH}page.js"></script>`,
  `<link rel="stylesheet" href="${LANE_PATH}screenshot.css">`,
  `<link rel="stylesheet" href="${LANE_PATH}webkit-screenshot.css">`,
].join('');
export const BLANK_PATH = `${LANE_PATH}blank`;
/** Answers the user-api calls that reached this server (see `userApiCalls`), for the test files. */
export const STRAY_CALLS_PATH = `${LANE_PATH}stray-user-api-calls`;

/** index.html with the lane's tags first in the head, right after the page's Content-Security-Policy. */
export function withLaneTags(html: string): string {
  const csp = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(html);
  if (csp) return html.replace(csp[0], `${csp[0]}${LANE_TAGS}`);
  return html.replace('<head>', `<head>${LANE_TAGS}`);
}

export type BuildServer = {
  url: string;
  /** User-api calls that reached this server: in the mock build the in-page mock answers them all. */
  userApiCalls: string[];
  close(): Promise<void>;
};

export async function serveBuild(root: string): Promise<BuildServer> {
  const base = resolve(root);
  const index = withLaneTags(await readFile(join(base, 'index.html'), 'utf8'));
  const userApiCalls: string[] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path.startsWith('/user-api/')) userApiCalls.push(`${request.method} ${path}`);
    if (path === STRAY_CALLS_PATH) {
      // told once: each answer holds the calls since the last
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(userApiCalls.splice(0)));
      return;
    }
    if (path === BLANK_PATH) {
      // a page of the app's origin without the app, where the lane empties the origin's storage
      response.writeHead(200, { 'Content-Type': TYPES['.html'] as string }).end('<!doctype html><title>blank</title>');
      return;
    }
    if (path === '/' || path === '/index.html') {
      response.writeHead(200, { 'Content-Type': TYPES['.html'] as string, 'Cache-Control': 'no-cache' });
      response.end(index);
      return;
    }
    const laneFile = path.startsWith(LANE_PATH) ? LANE_FILES[path.slice(LANE_PATH.length)] : undefined;
    const file = laneFile ?? resolve(base, `.${path}`);
    if (!laneFile && !file.startsWith(base + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    userApiCalls,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
