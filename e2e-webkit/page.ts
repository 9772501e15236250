import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { expect, inject } from 'vitest';
import { LOADING_SELECTOR } from '../src/app/marks';
import { encode } from '../src/lib/storage';
import { joinSession } from './browser';
import { BLANK_PATH, STRAY_CALLS_PATH } from './server';

/** The demo customer of the mock user-api (e2e/support/app.ts logs in the same one). */
export const DEMO = { phone: '13800138000', password: 'demo123' };

type Envelope<T> = { code: number; msg: string; data: T };

/**
 * A visible element matching `css` whose text contains `text` (or is it, `exact`), searched in the page, or
 * inside the first visible element matching `within` (a selector and a text it contains).
 */
const FIND_VISIBLE = `
  const [css, text, exact, scopeCss, scopeText] = arguments;
  const shown = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const says = (element, words, whole) => {
    if (words === null) return true;
    const content = (element.textContent || '').trim();
    return whole ? content === words : content.includes(words);
  };
  const scopes = scopeCss === null ? [document] : [...document.querySelectorAll(scopeCss)].filter(
    (scope) => shown(scope) && says(scope, scopeText, false),
  );
  for (const scope of scopes) {
    const found = [...scope.querySelectorAll(css)].find((element) => shown(element) && says(element, text, exact));
    if (found) return found;
  }
  return null;
`;

/** Which element a step means: beside the selector and text, a whole text (`exact`) or a part of another's. */
export type Which = { exact?: boolean; within?: [css: string, text: string | null]; timeout?: number };

/**
 * The app in the lane's WebKit session, with the steps the cases need: WebDriver's own calls, so every tap
 * and key goes through WebKit's event handling as a customer's would.
 */
export class WebKitPage {
  readonly driver: WebDriver;
  readonly appUrl: string;

  constructor() {
    const session = inject('webkit');
    this.driver = joinSession(session);
    this.appUrl = session.appUrl;
  }

  /** Polls `check` until it returns something other than null/false, or fails saying `what`. */
  async until<T>(what: string, check: () => Promise<T | null | false>, timeout = 10_000): Promise<T> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = await check().catch(() => null); // a document on its way out
      if (found !== null && found !== false) return found;
      if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what} (${await this.onScreen()})`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  /** The screens and headings shown, to say where the page was when a wait failed. */
  onScreen(): Promise<string> {
    return this.driver
      .executeScript<string>(
        `return [...document.querySelectorAll('[data-route], h1')].map((e) => e.dataset.route || e.textContent).join(', ')`,
      )
      .catch((error: Error) => error.message);
  }

  find(css: string, text: string | null = null, which: Which = {}): Promise<WebElement | null> {
    const [scopeCss, scopeText] = which.within ?? [null, null];
    return this.driver.executeScript<WebElement | null>(
      FIND_VISIBLE,
      css,
      text,
      which.exact ?? false,
      scopeCss,
      scopeText,
    );
  }

  /** Waits until an element matching `css` (with `text`) is shown, and returns it. */
  shown(css: string, text: string | null = null, which: Which = {}): Promise<WebElement> {
    const what = `${which.within ? `${which.within.join(' ')} > ` : ''}${css}${text === null ? '' : ` "${text}"`}`;
    return this.until(`${what} to show`, () => this.find(css, text, which), which.timeout);
  }

  /**
   * Waits until an element matching `css` is in the page, shown or not (a file field hidden behind its label),
   * and returns it: every lookup of the lane waits, as Playwright's locators do, never `findElement` at once.
   */
  attached(css: string, timeout = 10_000): Promise<WebElement> {
    return this.until(
      `${css} to be in the page`,
      () => this.driver.executeScript<WebElement | null>('return document.querySelector(arguments[0])', css),
      timeout,
    );
  }

  /** Waits until no element matching `css` (with `text`) is shown. */
  async hidden(css: string, text: string | null = null, timeout = 10_000): Promise<void> {
    const what = `${css}${text === null ? '' : ` "${text}"`}`;
    await this.until(`${what} to go`, async () => (await this.find(css, text)) === null, timeout);
  }

  /**
   * Taps the shown element matching `css` (with `text`) once it has stopped moving, scrolled to the middle of the
   * screen: WebDriver scrolls it to the bottom edge only, under a screen's fixed bottom bar, and a list that
   * re-renders (a card gone after a flow) moves it between finding and tapping.
   */
  async click(css: string, text: string | null = null, which: Which = {}): Promise<void> {
    const what = `${css}${text === null ? '' : ` "${text}"`} to show and stand still`;
    const element = await this.until(
      what,
      async () => {
        const found = await this.find(css, text, which);
        if (!found) return null;
        const still = await this.driver.executeAsyncScript<boolean>(
          `
          const [element, done] = arguments;
          element.scrollIntoView({ block: 'center', inline: 'nearest' });
          const at = () => JSON.stringify(element.getBoundingClientRect());
          const first = at();
          requestAnimationFrame(() => requestAnimationFrame(() => done(at() === first)));
          `,
          found,
        );
        return still ? found : null;
      },
      which.timeout,
    );
    await element.click();
  }

  /** Types `value` into the shown field matching `css`, after what it held. */
  async fill(css: string, value: string): Promise<void> {
    const field = await this.shown(css);
    await field.clear();
    await field.sendKeys(value);
  }

  /** Loads an app path (`/pages/...`) as a link opens it, and waits until its screen `route` is drawn. */
  async open(path: string, route: string): Promise<void> {
    // from another page: going to a URL that differs from the current one only after its '#' loads nothing
    await this.driver.get('about:blank');
    await this.driver.get(`${this.appUrl}/#${path}`);
    await this.drawn(route);
  }

  /** Goes to an app path inside the running app (a hash change: the session and caches stay). */
  async go(path: string, route: string): Promise<void> {
    await this.driver.executeScript('location.hash = arguments[0]', `#${path}`);
    await this.drawn(route);
  }

  /** The screen `route` shows its heading, nothing is loading, and no user-api call has been on its way for 500 ms. */
  async drawn(route: string): Promise<void> {
    await this.shown(`[data-route="${route}"] h1`, null, { timeout: 20_000 });
    await this.hidden(LOADING_SELECTOR, null, 20_000);
    await this.until(
      'the user-api calls answered, then 500 ms with none',
      () =>
        this.driver.executeScript<boolean>(`
          const calls = window.__userApiCalls;
          return calls !== undefined && calls.pending === 0 && performance.now() - calls.lastChange >= 500;
        `),
      20_000,
    );
  }

  /**
   * A new customer's phone: the origin's storage emptied (the mock server's tables with it: it seeds them anew),
   * then `entries` put in it, on a page of the origin without the app. The mock bridge is the chat app, its
   * payment sheets saying ok (its default).
   */
  private async empty(entries: Record<string, string> = {}): Promise<void> {
    await this.driver.get(`${this.appUrl}${BLANK_PATH}`);
    await this.driver.executeScript(
      `localStorage.clear(); sessionStorage.clear();
       for (const [key, value] of Object.entries(arguments[0])) localStorage.setItem(key, value);`,
      entries,
    );
  }

  /** A new customer's phone, `now` fixed if given, on Home. */
  async fresh(options: { now?: Date } = {}): Promise<void> {
    await this.empty(options.now ? { '__webkit-lane.now': String(options.now.getTime()) } : {});
    await this.open('/pages/Home/Home/index', 'home');
  }

  /** What a phone keeps once it has logged the demo customer in: the session, and the mock's tables that know it. */
  private demoSession: Record<string, string> | null = null;

  /**
   * A new customer's phone with the demo customer logged in, opening `path` (its screen `route`): the first time
   * by the real login call, then from the storage that left (as e2e/support/app.ts seeds Chromium's pages).
   * `entries` are put in the storage too before `path` loads (a mock's mode: `{'__mock.java': 'numbers'}`).
   */
  async freshLoggedIn(path: string, route: string, entries: Record<string, string> = {}): Promise<void> {
    if (this.demoSession) {
      await this.empty({ ...this.demoSession, ...entries });
    } else {
      await this.fresh();
      await this.logIn();
      this.demoSession = await this.driver.executeScript<Record<string, string>>(
        `return Object.fromEntries(['token', 'isLogin', '__mock.db'].map((key) => [key, localStorage.getItem(key) ?? '']));`,
      );
      await this.driver.executeScript(
        'for (const [key, value] of Object.entries(arguments[0])) localStorage.setItem(key, value);',
        entries,
      );
    }
    await this.open(path, route);
  }

  /** Logs the demo customer in by the real login call from the page, kept where the app keeps it. */
  async logIn(): Promise<void> {
    const answer = await this.api<{ token: string }>('/auth/password-login', DEMO);
    expect(answer.code).toBe(200);
    await this.driver.executeScript(
      'localStorage.setItem("token", arguments[0]); localStorage.setItem("isLogin", arguments[1]);',
      encode(answer.data.token),
      encode(true),
    );
  }

  /** Calls the user-api from inside the page, as the app does (through the mock's service worker). */
  api<T>(path: string, body?: unknown): Promise<Envelope<T>> {
    return this.driver.executeAsyncScript<Envelope<T>>(
      `
      const [path, body, done] = arguments;
      const token = JSON.parse(localStorage.getItem('token') ?? 'null')?.data ?? '';
      fetch('/user-api' + path, {
        method: body === null ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json', token },
        body: body === null ? undefined : JSON.stringify(body),
      }).then((response) => response.json()).then(done, (error) => done({ code: -1, msg: String(error), data: null }));
      `,
      path,
      body ?? null,
    );
  }

  /** The page's uncaught errors, unhandled rejections and blocked loads since this was last asked. */
  async errors(): Promise<string[]> {
    const kept = await this.driver.executeScript<string | null>(`
      const kept = sessionStorage.getItem('__webkit-lane.errors');
      sessionStorage.removeItem('__webkit-lane.errors');
      return kept;
    `);
    const stray = (await (await fetch(`${this.appUrl}${STRAY_CALLS_PATH}`)).json()) as string[];
    return [
      ...(JSON.parse(kept ?? '[]') as string[]),
      ...stray.map((call) => `${call}: answered by the web server, not the mock`),
    ];
  }

  /** Keeps what the page showed when a case failed, in test-results/webkit/. */
  async keepScreenshot(name: string): Promise<void> {
    const file = join('test-results/webkit', `${name.replace(/[^a-zA-Z0-9]+/g, '-')}.png`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await this.screenshot());
    console.log(`what the page showed: ${file} (${await this.onScreen()})`);
  }

  /** The viewport as a PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }
}
