import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { BENCH_OUT_DIR, buildFloors } from './floor';
import { startBuildServer, trustRunCertificate } from './server';

/**
 * What the bench and its profilers (bench/profile-taps.ts, bench/profile-load.ts) start before they measure: the
 * production build (mocks off) with the floor pages beside it, the mock user-api and the server that serves the
 * build as deployed (bench/server.ts), and Chromium. Every process started here is stopped with `stopAll`, and
 * at exit.
 */
export const API_PORT = 3201;
export const WEB_PORT = 4273;

const children: ChildProcess[] = [];
function start(command: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, { shell: true, stdio: 'ignore', env: { ...process.env, ...env }, detached: true });
  children.push(child);
  return child;
}
export function stopAll() {
  for (const child of children.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);

/** The value given after `name` on a bench script's command line (`--runs 3`), if any. */
export function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** Runs a bench script's `main`: on a failure, says why, stops what it started and exits with 1. */
export function runToEnd(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    stopAll();
    process.exit(1);
  });
}

/** Waits for a server to take connections (the build's, over TLS with the run's own certificate, included). */
async function waitForPort(port: number) {
  for (let i = 0; i < 120; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing took connections on port ${port}`);
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

const mockApi = (path: string) => `http://127.0.0.1:${API_PORT}/user-api${path}`;

/** The demo customer's token, from the mock user-api's login. */
export async function demoToken(): Promise<string> {
  const response = await fetch(mockApi('/auth/password-login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '13800138000', password: 'demo123' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * Puts the mock user-api's tables back as seeded (a box opening moved an order on) and logs the demo customer
 * in again: the reset forgets every session.
 */
export async function resetMockApi(): Promise<string> {
  await fetch(mockApi('/__mock/reset'), { method: 'POST' });
  return demoToken();
}

/**
 * Chromium for the bench. `worker`: one that takes the run's certificate as valid (bench/server.ts), so that the
 * app's service worker registers, as on a phone: the taps and the returning customer; the routes' table is
 * measured without it (a first visit, whose worker only installs once the screen is up).
 */
export function launch({ worker = false }: { worker?: boolean } = {}) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, ...(worker ? trustRunCertificate() : [])],
  });
}

/**
 * Builds, serves and logs in: the base URL of the served build, the server's name and the demo's token. The
 * build's source maps lie beside its files, not named in them (the code is the same): the profiler reads them to
 * name the app's own functions, the report to weigh the shared files part by part (bench/composition.ts).
 */
export async function startBench(): Promise<{ base: string; served: string; token: string }> {
  console.log('Building for production (mocks off)…');
  execSync(`npx vite build --outDir ${BENCH_OUT_DIR} --sourcemap hidden`, { stdio: 'ignore' });
  await buildFloors();
  mkdirSync('bench/results', { recursive: true });
  start('npx tsx mocks/server/main.ts', { MOCK_PORT: String(API_PORT) });
  const { base, served } = startBuildServer(start, { root: BENCH_OUT_DIR, port: WEB_PORT, apiPort: API_PORT });
  console.log(`Serving the build with ${served} at ${base}`);
  await waitFor(mockApi('/sys/get-sys-language'));
  await waitForPort(WEB_PORT);
  return { base, served, token: await demoToken() };
}
