// @vitest-environment happy-dom

import { describe, expect, it, vi } from 'vitest';
import type { Bridge } from '../../src/bridge/types';
import { parseScannedCode } from '../../src/lib/qr';
import { DEFAULT_POSITION } from '../../src/state/position';
import { getDb } from '../db';
import {
  createMockBridge,
  DEFAULT_MOCK_BRIDGE_SETTINGS,
  MOCK_BRIDGE_KEY,
  type MockBridgeOptions,
  type MockBridgeSettings,
  readMockBridgeSettings,
  scanTextFor,
  tradeNoOf,
  writeMockBridgeSettings,
} from '.';

const fast = { answer: 1, slow: 30, timeout: 5, late: 40 };

function browserStub(): Bridge {
  return {
    env: { host: 'browser', canPay: { chatApp: false, card: true }, canScan: true, canShareCard: false },
    getLocation: vi.fn(async () => ({ ok: true, value: { latitude: 1, longitude: 2 } }) as const),
    scanQRCode: vi.fn(async () => ({ ok: true, value: { text: 'from-camera', format: 'QR_CODE' } }) as const),
    pay: vi.fn(async () => 'failed' as const),
    openLocation: vi.fn(async () => ({ ok: true, value: undefined }) as const),
    share: vi.fn(async () => ({ ok: true, value: 'copied' }) as const),
  };
}

function mock(settings: Partial<MockBridgeSettings>, options: Partial<MockBridgeOptions> = {}) {
  const all = { ...DEFAULT_MOCK_BRIDGE_SETTINGS, ...settings };
  const browser = options.browser ?? browserStub();
  return { bridge: createMockBridge({ settings: () => all, delays: fast, ...options, browser }), browser };
}

/** An unpaid top-up of the demo customer, as `/wallet/recharge` would leave it. */
function unpaidTopUp(rechargeNo: string) {
  const db = getDb();
  const pack = db.rechargeActivities[0]?.packages[0];
  if (!pack) throw new Error('no seeded package');
  db.recharges.push({
    rechargeNo,
    userId: 1001,
    shopId: 0,
    packageId: pack.id,
    price: pack.price,
    giftAmount: pack.giftAmount,
    payAmount: pack.payAmount,
    payMethod: 'chat-app',
    status: 'unpaid',
    createdAt: new Date().toISOString(),
    paidAt: null,
  });
  return () => getDb().recharges.find((row) => row.rechargeNo === rechargeNo)?.status;
}

const chatAppPay = (tradeNo: string) => ({
  method: 'chat-app' as const,
  params: {
    appId: 'wxmock',
    timeStamp: '1',
    nonceStr: 'n',
    package: `prepay_id=${tradeNo}`,
    signType: 'RSA',
    paySign: 's',
  },
});

describe('settings', () => {
  it('persist under a __mock. key and survive a corrupt value', () => {
    expect(readMockBridgeSettings()).toEqual(DEFAULT_MOCK_BRIDGE_SETTINGS);
    writeMockBridgeSettings({ pay: 'cancel', scan: 'L002' });
    expect(MOCK_BRIDGE_KEY.startsWith('__mock.')).toBe(true);
    expect(JSON.parse(localStorage.getItem(MOCK_BRIDGE_KEY) ?? '{}')).toMatchObject({ pay: 'cancel', scan: 'L002' });
    expect(readMockBridgeSettings()).toMatchObject({ pay: 'cancel', scan: 'L002', host: 'chat-app' });
    localStorage.setItem(MOCK_BRIDGE_KEY, '{"pay":"maybe","host":"fridge"');
    expect(readMockBridgeSettings()).toEqual(DEFAULT_MOCK_BRIDGE_SETTINGS);
  });

  it('builds scan texts the app reads as the seeded cabinets and stores', () => {
    expect(parseScannedCode(scanTextFor('L001', 'app.example'))).toEqual({
      kind: 'locker',
      lockerNo: 'L001',
      shopId: '0',
    });
    expect(parseScannedCode(scanTextFor('S002', 'app.example'))).toEqual({
      kind: 'store',
      storeNo: 'S002',
      shopId: '3',
    });
    expect(parseScannedCode(scanTextFor('garbage', 'app.example'))).toEqual({ kind: 'invalid' });
  });
});

describe('the mock bridge', () => {
  it('pretends the chosen host', () => {
    expect(mock({ host: 'chat-app' }).bridge.env).toMatchObject({ host: 'chat-app', canPay: { chatApp: true } });
    expect(mock({ host: 'browser' }).bridge.env).toMatchObject({ host: 'browser', canPay: { chatApp: false } });
  });

  it('answers scans as chosen, and uses the real camera scanner for camera', async () => {
    const { bridge, browser } = mock({ scan: 'L003' });
    expect(await bridge.scanQRCode()).toEqual({ ok: true, value: { text: scanTextFor('L003'), format: 'QR_CODE' } });
    expect(await mock({ scan: 'cancel' }).bridge.scanQRCode()).toMatchObject({
      ok: false,
      error: { kind: 'cancelled' },
    });
    const camera = mock({ scan: 'camera' }, { browser });
    expect(await camera.bridge.scanQRCode()).toMatchObject({ ok: true, value: { text: 'from-camera' } });
  });

  it('answers locations as chosen', async () => {
    expect(await mock({ location: 'seeded' }).bridge.getLocation()).toEqual({
      ok: true,
      value: { ...DEFAULT_POSITION },
    });
    expect(await mock({ location: 'hcmc' }).bridge.getLocation()).toEqual({
      ok: true,
      value: { latitude: 10.776889, longitude: 106.700806 },
    });
    expect(await mock({ location: 'denied' }).bridge.getLocation()).toEqual({
      ok: false,
      error: { kind: 'permission-denied', message: 'Location permission denied' },
    });
    expect(await mock({ location: 'timeout' }).bridge.getLocation()).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
    });
    expect(await mock({ location: 'device' }).bridge.getLocation()).toEqual({
      ok: true,
      value: { latitude: 1, longitude: 2 },
    });
  });

  it('completes a chat-app payment on the mock server when the outcome is ok', async () => {
    const status = unpaidTopUp('RC-MOCK-1');
    expect(await mock({ pay: 'ok' }).bridge.pay(chatAppPay('RC-MOCK-1'))).toBe('client-ok');
    expect(status()).toBe('paid');
  });

  it('completes a card payment by the tradeNo of its payUrl, slowly when asked', async () => {
    const status = unpaidTopUp('RC-MOCK-2');
    const payUrl = `${location.origin}/user-api/__mock/pay/page?tradeNo=RC-MOCK-2&returnUrl=%2F`;
    const started = Date.now();
    const returned: string[] = [];
    const { bridge } = mock({ pay: 'slow', host: 'browser' }, { returnFromCardPage: (url) => void returned.push(url) });
    expect(await bridge.pay({ method: 'card', payUrl })).toBe('client-ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(status()).toBe('paid');
    // and the card page sends the customer back to the app
    expect(returned).toEqual([`${location.origin}/?payResult=paid`]);
  });

  it("'late': the sheet says ok at once, and the server hears of it afterwards", async () => {
    const status = unpaidTopUp('RC-MOCK-4');
    expect(await mock({ pay: 'late' }).bridge.pay(chatAppPay('RC-MOCK-4'))).toBe('client-ok');
    expect(status()).toBe('unpaid');
    await vi.waitFor(() => expect(status()).toBe('paid'));
  });

  it("'late' waits 10 s by default, and a page loaded meanwhile still tells the server", async () => {
    const status = unpaidTopUp('RC-MOCK-5');
    const settings = () => ({ ...DEFAULT_MOCK_BRIDGE_SETTINGS, pay: 'late' as const });
    const asked = Date.now();
    const bridge = createMockBridge({ settings, browser: browserStub(), delays: { answer: 1 } });
    expect(await bridge.pay(chatAppPay('RC-MOCK-5'))).toBe('client-ok');
    // kept where the next page finds it, due 10 s after the sheet said ok
    const [kept] = JSON.parse(localStorage.getItem('__mock.late-payments') ?? '[]') as Array<{ at: number }>;
    expect(kept?.at).toBeGreaterThanOrEqual(asked + 10_000);
    expect(status()).toBe('unpaid');
    // the page is loaded again as if those 10 s had passed: the next page's bridge tells the server
    localStorage.setItem('__mock.late-payments', JSON.stringify([{ tradeNo: 'RC-MOCK-5', at: Date.now() + 20 }]));
    createMockBridge({ settings, browser: browserStub() });
    await vi.waitFor(() => expect(status()).toBe('paid'));
    await vi.waitFor(() => expect(localStorage.getItem('__mock.late-payments')).toBeNull());
  });

  it("'never': the sheet says ok, and the server never hears of the payment", async () => {
    const status = unpaidTopUp('RC-MOCK-6');
    expect(await mock({ pay: 'never' }).bridge.pay(chatAppPay('RC-MOCK-6'))).toBe('client-ok');
    // an 'ok' tells the server before the sheet answers, a 'late' keeps the payment for later: neither here
    expect(status()).toBe('unpaid');
    expect(localStorage.getItem('__mock.late-payments')).toBeNull();
  });

  it('a card payment heard late or never still comes back from the card page at once', async () => {
    for (const [pay, tradeNo] of [
      ['late', 'RC-MOCK-7'],
      ['never', 'RC-MOCK-8'],
    ] as const) {
      const status = unpaidTopUp(tradeNo);
      const returned: string[] = [];
      const payUrl = `${location.origin}/user-api/__mock/pay/page?tradeNo=${tradeNo}&returnUrl=%2F`;
      const { bridge } = mock({ pay, host: 'browser' }, { returnFromCardPage: (url) => void returned.push(url) });
      expect(await bridge.pay({ method: 'card', payUrl })).toBe('client-ok');
      expect([status(), returned]).toEqual(['unpaid', [`${location.origin}/?payResult=paid`]]);
      if (pay === 'late') await vi.waitFor(() => expect(status()).toBe('paid'));
    }
  });

  it('leaves the payment unpaid on cancel or fail', async () => {
    const status = unpaidTopUp('RC-MOCK-3');
    expect(await mock({ pay: 'cancel' }).bridge.pay(chatAppPay('RC-MOCK-3'))).toBe('cancelled');
    expect(await mock({ pay: 'fail' }).bridge.pay(chatAppPay('RC-MOCK-3'))).toBe('failed');
    expect(status()).toBe('unpaid');
  });

  it('says unsupported for chat-app payment outside the chat app, and failed for an unknown trade', async () => {
    expect(await mock({ host: 'browser' }).bridge.pay(chatAppPay('RC-X'))).toBe('unsupported');
    expect(await mock({ host: 'mini-program' }).bridge.pay(chatAppPay('RC-X'))).toBe('unsupported');
    const noTrade = { ...chatAppPay('x'), params: { ...chatAppPay('x').params, package: 'no-prepay-id' } };
    expect(await mock({ pay: 'ok' }).bridge.pay(noTrade)).toBe('failed');
    const refused = vi.fn(async () => Response.json({ code: 400, msg: 'unknown trade', data: null }));
    const bridge = createMockBridge({ settings: () => DEFAULT_MOCK_BRIDGE_SETTINGS, delays: fast, fetch: refused });
    expect(await bridge.pay(chatAppPay('NO-SUCH-TRADE'))).toBe('failed');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('reads trade numbers from both kinds of request', () => {
    expect(tradeNoOf(chatAppPay('OP42'))).toBe('OP42');
    expect(tradeNoOf({ method: 'card', payUrl: '/user-api/__mock/pay/page?tradeNo=OP43' })).toBe('OP43');
    expect(tradeNoOf({ method: 'card', payUrl: 'https://pay.example/' })).toBeNull();
  });

  it('keeps the share card in the chat app and shares through the browser otherwise', async () => {
    const card = { title: 'T', desc: 'D', link: 'https://h.example/?pid=1001&shareShopId=0' };
    expect(await mock({ host: 'chat-app' }).bridge.share(card)).toEqual({ ok: true, value: 'shared' });
    const { getLastShareCard } = await import('.');
    expect(getLastShareCard()).toEqual(card);
    expect(await mock({ host: 'browser' }).bridge.share(card)).toEqual({ ok: true, value: 'copied' });
  });
});
