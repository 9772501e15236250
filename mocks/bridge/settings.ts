import { API_BASE } from '../../src/api/client';

/** A control endpoint of the mock user-api, as an absolute URL (`<api base>/__mock/<path>`). */
export function mockControlUrl(path: string): string {
  return new URL(`${API_BASE}/__mock/${path}`, globalThis.location?.href ?? 'http://localhost/').href;
}

/**
 * The mock bridge's settings, chosen in the developer panel and kept in local storage under a `__mock.`
 * key (never one of the app's own keys), so they survive reloads.
 */

export const MOCK_BRIDGE_KEY = '__mock.bridge';

export const MOCK_HOSTS = ['chat-app', 'browser', 'mini-program'] as const;
export type MockHost = (typeof MOCK_HOSTS)[number];

/**
 * `camera` runs the real plain-browser camera scanner; the others answer at once. The seeded cabinets and
 * stores come first in the panel's list.
 */
export const SCAN_CHOICES = ['L001', 'L002', 'L003', 'S001', 'S002', 'camera', 'garbage', 'cancel'] as const;
export type ScanChoice = (typeof SCAN_CHOICES)[number];

/**
 * The next scan until the panel says otherwise. In `npm start` (the dev server) the first seeded cabinet: a
 * developer's first "Scan a cabinet" leads to it, where the camera ended on 'No camera was found on this
 * device' on a desktop. In the mock build the camera: the scanner screen is then what a customer's phone
 * shows, which the browser tests' accessibility sweep and the bench open.
 */
export function defaultScanChoice(devServer: boolean | undefined): ScanChoice {
  return devServer ? 'L001' : 'camera';
}

/**
 * `late`: the sheet (or the card page) says ok at once, and the provider tells the server 10 s later
 * (LATE_CONFIRM_MS); `never`: it says ok and the server never hears of the payment.
 */
export const PAY_CHOICES = ['ok', 'cancel', 'fail', 'slow', 'late', 'never'] as const;
export type PayChoice = (typeof PAY_CHOICES)[number];

/** `seeded` is the seed data's city (the default position); `device` asks the browser. */
export const LOCATION_CHOICES = ['seeded', 'hcmc', 'denied', 'timeout', 'device'] as const;
export type LocationChoice = (typeof LOCATION_CHOICES)[number];

export type MockBridgeSettings = {
  host: MockHost;
  scan: ScanChoice;
  pay: PayChoice;
  location: LocationChoice;
};

export const DEFAULT_MOCK_BRIDGE_SETTINGS: MockBridgeSettings = {
  host: 'chat-app',
  // optional chaining: the HTTP mock server (mocks/server) runs this file in Node, without Vite's import.meta.env
  scan: defaultScanChoice(import.meta.env?.DEV),
  pay: 'ok',
  location: 'seeded',
};

const pick = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

export function readMockBridgeSettings(): MockBridgeSettings {
  const defaults = DEFAULT_MOCK_BRIDGE_SETTINGS;
  let stored: Partial<Record<keyof MockBridgeSettings, unknown>> = {};
  try {
    const raw = globalThis.localStorage?.getItem(MOCK_BRIDGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') stored = parsed;
  } catch {
    // corrupt or blocked: the defaults
  }
  return {
    host: pick(MOCK_HOSTS, stored.host, defaults.host),
    scan: pick(SCAN_CHOICES, stored.scan, defaults.scan),
    pay: pick(PAY_CHOICES, stored.pay, defaults.pay),
    location: pick(LOCATION_CHOICES, stored.location, defaults.location),
  };
}

const listeners = new Set<() => void>();

export function writeMockBridgeSettings(patch: Partial<MockBridgeSettings>): MockBridgeSettings {
  const next = { ...readMockBridgeSettings(), ...patch };
  try {
    globalThis.localStorage?.setItem(MOCK_BRIDGE_KEY, JSON.stringify(next));
  } catch {
    // quota or blocked: this page keeps working, the choice is not kept
  }
  for (const listener of listeners) listener();
  return next;
}

export function subscribeMockBridgeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The text a cabinet's or a store's sticker holds, pointing at this host; or a code that is not ours. */
export function scanTextFor(
  choice: Exclude<ScanChoice, 'camera' | 'cancel'>,
  host = globalThis.location?.host ?? 'localhost',
): string {
  if (choice === 'garbage') return 'WIFI:S:ShoeCareGuest;T:WPA;P:not-a-cabinet;;';
  const key = choice.startsWith('L') ? 'lockerNo' : 'storeNo';
  return `https://${host}/#/pages/Order/PendingList/index?${key}=${choice}&shopId=${SEED_SHOP[choice]}`;
}

/** The shop of each seeded cabinet and store (mocks/db/orders/seed-sites.ts). */
const SEED_SHOP: Record<'L001' | 'L002' | 'L003' | 'S001' | 'S002', number> = {
  L001: 0,
  L002: 0,
  L003: 3,
  S001: 0,
  S002: 3,
};

/** Ho Chi Minh City, the seed data's other city. */
export const HO_CHI_MINH_CITY = { latitude: 10.776889, longitude: 106.700806 } as const;
