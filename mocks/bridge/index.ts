import { createBrowserBridge } from '../../src/bridge/browser/bridge';
import { envFor } from '../../src/bridge/env';
import { fail, failed, ok } from '../../src/bridge/result';
import type { Bridge, BridgeEnv, PayOutcome, PayRequest, ShareCard } from '../../src/bridge/types';
import { t } from '../../src/i18n';
import { DEFAULT_POSITION } from '../../src/state/position';
import { saveDb } from '../db';
import { LATE_CONFIRM_MS } from '../lib/late-payment';
import {
  HO_CHI_MINH_CITY,
  type MockBridgeSettings,
  mockControlUrl,
  readMockBridgeSettings,
  scanTextFor,
} from './settings';

export * from './settings';

export type MockBridgeOptions = {
  /** Where settings come from (tests pass fixed ones); by default the developer panel's, read on each call. */
  settings?: () => MockBridgeSettings;
  /** The real plain-browser bridge for `camera` scans, `device` locations and browser shares. */
  browser?: Bridge;
  /** Delays, so tests can shorten them. */
  delays?: { answer?: number; slow?: number; timeout?: number; late?: number };
  fetch?: typeof fetch;
  /** How the card page sends the customer back (by default: load `returnUrl`, as after leaving the page). */
  returnFromCardPage?: (returnUrl: string) => void;
};

/** The last share card the page set while pretending to be the chat app (the developer panel shows it). */
let lastShareCard: ShareCard | null = null;
export function getLastShareCard(): ShareCard | null {
  return lastShareCard;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The trade number the mock payment provider knows a payment by. */
export function tradeNoOf(request: PayRequest): string | null {
  if (request.method === 'chat-app') {
    const at = request.params.package.indexOf('prepay_id=');
    return at === -1 ? null : request.params.package.slice(at + 'prepay_id='.length) || null;
  }
  try {
    return new URL(request.payUrl, 'https://mock.invalid/').searchParams.get('tradeNo');
  } catch {
    return null;
  }
}

/** Where the card page sends a customer who paid: `returnUrl`, saying so as the mock card page does. */
function returnUrlOf(payUrl: string): string | null {
  try {
    const back = new URL(new URL(payUrl, location.href).searchParams.get('returnUrl') ?? '', location.href);
    back.searchParams.set('payResult', 'paid');
    return back.origin === location.origin ? back.href : null;
  } catch {
    return null;
  }
}

/**
 * Loads the app again at `url` (same origin), as coming back from another page does. The in-page server
 * saves its tables after an answer has gone out: save them now, or the reload would lose the payment.
 */
function loadAgainAt(url: string): void {
  saveDb();
  history.replaceState(null, '', url);
  location.reload();
}

/**
 * Payments the provider is still to tell the server of ('late'), kept in local storage with the time it will:
 * the in-page server lives as long as the page, and a reload (or coming back from the card page) must not
 * lose a notification a real provider would still send.
 */
const LATE_PAYMENTS_KEY = '__mock.late-payments';
type LatePayment = { tradeNo: string; at: number };

function latePayments(): LatePayment[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(LATE_PAYMENTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((row): row is LatePayment => typeof row?.tradeNo === 'string' && typeof row?.at === 'number')
      : [];
  } catch {
    return [];
  }
}

function keepLatePayments(rows: LatePayment[]): void {
  try {
    if (rows.length === 0) globalThis.localStorage?.removeItem(LATE_PAYMENTS_KEY);
    else globalThis.localStorage?.setItem(LATE_PAYMENTS_KEY, JSON.stringify(rows));
  } catch {
    // storage full or blocked: the timer of this page still tells the server
  }
}

/**
 * The bridge for desktop development and the tests (VITE_MOCK=true): it pretends to be the host chosen in
 * the developer panel and answers scans, payments and locations as the panel says. A payment that goes
 * through is completed on the mock server (`POST /__mock/pay/confirm`), as the provider's callback would.
 */
export function createMockBridge(options: MockBridgeOptions = {}): Bridge {
  const settings = options.settings ?? readMockBridgeSettings;
  const browser = options.browser ?? createBrowserBridge();
  const answerMs = options.delays?.answer ?? 300;
  const slowMs = options.delays?.slow ?? 3000;
  const timeoutMs = options.delays?.timeout ?? 1500;
  const lateMs = options.delays?.late ?? LATE_CONFIRM_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const returnFromCardPage = options.returnFromCardPage ?? loadAgainAt;

  async function confirmPaid(tradeNo: string): Promise<boolean> {
    try {
      const response = await doFetch(mockControlUrl('pay/confirm'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ tradeNo, outcome: 'paid' }),
      });
      const body = (await response.json()) as { code?: number };
      return response.ok && body.code === 200;
    } catch {
      return false;
    }
  }

  /** The provider tells the server of `tradeNo` at `at` (now or later), then forgets it. */
  function confirmAt(tradeNo: string, at: number): void {
    setTimeout(
      () =>
        void confirmPaid(tradeNo).finally(() =>
          keepLatePayments(latePayments().filter((row) => row.tradeNo !== tradeNo)),
        ),
      Math.max(0, at - Date.now()),
    );
  }
  // what a page before this one was still to tell the server
  for (const row of latePayments()) confirmAt(row.tradeNo, row.at);

  async function pay(request: PayRequest): Promise<PayOutcome> {
    const { host, pay: outcome } = settings();
    if (request.method === 'chat-app' && host !== 'chat-app') return 'unsupported';
    await sleep(outcome === 'slow' ? slowMs : answerMs);
    if (outcome === 'cancel') return 'cancelled';
    if (outcome === 'fail') return 'failed';
    const tradeNo = tradeNoOf(request);
    if (!tradeNo) return 'failed';
    if (outcome === 'late') {
      const at = Date.now() + lateMs;
      keepLatePayments([...latePayments(), { tradeNo, at }]);
      confirmAt(tradeNo, at);
    } else if (outcome !== 'never' && !(await confirmPaid(tradeNo))) return 'failed';
    // A card payment the customer made ends on the provider's page, which sends the customer back to the app:
    // the app starts again there and reads the payment from the server (which may not have heard of it yet).
    const back = request.method === 'card' ? returnUrlOf(request.payUrl) : null;
    if (back) returnFromCardPage(back);
    return 'client-ok';
  }

  return {
    get env(): BridgeEnv {
      return envFor(settings().host);
    },

    async getLocation() {
      const choice = settings().location;
      if (choice === 'device') return browser.getLocation();
      if (choice === 'timeout') {
        await sleep(timeoutMs);
        return failed('location', 'timeout');
      }
      await sleep(answerMs);
      if (choice === 'denied') return failed('location', 'permission-denied');
      return ok(choice === 'hcmc' ? { ...HO_CHI_MINH_CITY } : { ...DEFAULT_POSITION });
    },

    async scanQRCode() {
      const choice = settings().scan;
      if (choice === 'camera') return browser.scanQRCode();
      await sleep(answerMs);
      if (choice === 'cancel') return failed('scan', 'cancelled');
      return ok({ text: scanTextFor(choice), format: 'QR_CODE' });
    },

    pay,

    async openLocation(site) {
      if (settings().host === 'browser') return browser.openLocation(site);
      await sleep(answerMs);
      console.info('[mock bridge] the chat app would show a map of', site);
      return ok(undefined);
    },

    async share(card) {
      if (settings().host !== 'chat-app') return browser.share(card);
      if (!card.link) return fail('failed', t('bridge.failed'));
      lastShareCard = { ...card };
      return ok('shared' as const);
    },
  };
}
