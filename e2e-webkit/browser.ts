import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Builder, Capabilities, Session, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { WECHAT_UA } from '../e2e/support/wechat-host';
import { MINIBROWSER, WEBDRIVER_BINARY } from './webkit-install';

/** The iPhone's screen in CSS pixels, as the chat app's in-app browser shows a page. */
export const VIEWPORT = { width: 390, height: 844 };

/** What a test file needs to join the session the lane opened (e2e-webkit/global-setup.ts). */
export type SessionInfo = { driverUrl: string; sessionId: string; appUrl: string };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function answers(url: string, timeoutMs: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver ended (${driver.exitCode}) before it answered`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * MiniBrowser's own GTK settings, in a configuration folder of the lane's: its toolbar shrunk to nothing, or the
 * window could not be made narrower than about 450 px; and the system's 'reduce motion' (GTK's animations off,
 * which WebKitGTK reports as prefers-reduced-motion), as Chromium's suite asks (playwright.config.ts).
 */
function gtkConfig(): string {
  const folder = resolve('test-results/webkit-gtk');
  mkdirSync(join(folder, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(folder, 'gtk-3.0/gtk.css'),
    'window * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  );
  writeFileSync(join(folder, 'gtk-3.0/settings.ini'), '[Settings]\ngtk-enable-animations=false\n');
  return folder;
}

export type WebKit = { driver: WebDriver; driverUrl: string; stop(): Promise<void> };

/**
 * Starts WebKitWebDriver on a virtual display and opens a session in the chat app's iPhone browser: its user
 * agent, the shop's time zone (as Chromium's baselines), the window sized so the page sees 390 x 844.
 * `stop` ends the session, the browser, the driver and the display, also when the run fails.
 */
export async function startWebKit(): Promise<WebKit> {
  const port = await freePort();
  const driverUrl = `http://127.0.0.1:${port}`;
  // its own process group: one signal ends xvfb-run, Xvfb, the driver and the browser it started
  const child = spawn(
    'xvfb-run',
    ['--auto-servernum', '--server-args=-screen 0 1280x1024x24', WEBDRIVER_BINARY, `--port=${port}`],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, XDG_CONFIG_HOME: gtkConfig() } },
  );
  const log: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const kill = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', kill);
  try {
    await answers(`${driverUrl}/status`, 30_000, child);
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        args: ['--automation', `--user-agent=${WECHAT_UA.ios}`, '--time-zone=Asia/Shanghai'],
      },
    });
    const driver = await new Builder().usingServer(driverUrl).withCapabilities(capabilities).build();
    await sizeViewport(driver);
    return {
      driver,
      driverUrl,
      stop: async () => {
        await driver.quit().catch(() => undefined);
        kill();
      },
    };
  } catch (error) {
    kill();
    throw new Error(`${(error as Error).message}\n${log.join('')}`);
  }
}

/** The window is larger than the page by the browser's own frame: size it so the page gets the viewport. */
async function sizeViewport(driver: WebDriver): Promise<void> {
  const read = () =>
    driver.executeScript<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight }');
  const right = (seen: { width: number; height: number }) =>
    seen.width === VIEWPORT.width && seen.height === VIEWPORT.height;
  // the window manager applies a new size a moment after setRect answers: the page is read until it has it
  const inner = async () => {
    let seen = await read();
    for (let wait = 0; wait < 10 && !right(seen); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await read();
    }
    return seen;
  };
  await driver.manage().window().setRect(VIEWPORT);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seen = await inner();
    if (right(seen)) return;
    const outer = await driver.manage().window().getRect();
    await driver
      .manage()
      .window()
      .setRect({
        width: outer.width + VIEWPORT.width - seen.width,
        height: outer.height + VIEWPORT.height - seen.height,
      });
  }
  const seen = await inner();
  if (right(seen)) return;
  throw new Error(`the page is ${seen.width} x ${seen.height}, not ${VIEWPORT.width} x ${VIEWPORT.height}`);
}

/** Joins the session the lane opened, from a test file's own process. */
export function joinSession({ driverUrl, sessionId }: SessionInfo): WebDriver {
  return new WebDriver(
    new Session(sessionId, new Capabilities({ browserName: 'MiniBrowser' })),
    new Executor(new HttpClient(driverUrl)),
  );
}
