import { existsSync } from 'node:fs';

/**
 * Debian's WebKitGTK (packages webkit2gtk-driver, xvfb and xauth, which .ci/run installs): its WebDriver server
 * starts MiniBrowser, WebKitGTK's own small browser, in automation mode, on a virtual X display.
 */
export const WEBDRIVER_BINARY = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';

/** What is missing for the WebKit lane, or null. */
export function missingWebKit(): string | null {
  for (const path of [WEBDRIVER_BINARY, MINIBROWSER, XVFB_RUN])
    if (!existsSync(path)) return `${path} not found: install Debian's webkit2gtk-driver, xvfb and xauth`;
  return null;
}
