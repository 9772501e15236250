// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { wgs84ToGcj02 } from '../../lib/geo-datum';
import type { Bridge, BridgeResult } from '../types';
import { type ChatAppDeps, createChatAppBridge } from './bridge';
import { FakeJsBridge, FakeWx } from './fake-wx';

const LANDING = 'https://wash.example.com/?from=singlemessage#/pages/Home/Home/index?shopId=3';
const CURRENT = 'https://wash.example.com/?from=singlemessage&isappinstalled=0#/pages/Home/Scan/index';
const SIGNATURE = { appId: 'wx123', nonceStr: 'n0nce', signature: 'sig', timestamp: '1700000000' };

function fallbackBridge(): Bridge {
  return {
    env: { host: 'browser', canPay: { chatApp: false, card: true }, canScan: true, canShareCard: false },
    getLocation: vi.fn(async () => ({ ok: false, error: { kind: 'unsupported', message: 'no' } }) as const),
    scanQRCode: vi.fn(),
    pay: vi.fn(async () => 'client-ok' as const),
    openLocation: vi.fn(),
    share: vi.fn(),
  } as unknown as Bridge;
}

function setup(overrides: Partial<ChatAppDeps> = {}, wx = new FakeWx()) {
  const signed: string[] = [];
  const sign = vi.fn(async ({ url }: { url: string; appId: string }) => {
    signed.push(url);
    return SIGNATURE;
  });
  let current = CURRENT;
  const fallback = fallbackBridge();
  const bridge = createChatAppBridge({
    host: 'chat-app',
    sign,
    appId: 'wx123',
    landingUrl: () => LANDING,
    currentUrl: () => current,
    loadWx: async () => wx,
    fallback,
    timeouts: {
      config: 200,
      scan: 200,
      location: 200,
      openLocation: 200,
      share: 200,
      payReady: 100,
      pay: 200,
      verifyingRetry: 20,
    },
    ...overrides,
  });
  return {
    bridge,
    wx,
    sign,
    signed,
    fallback,
    setCurrent: (url: string) => {
      current = url;
    },
  };
}

function failureOf<T>(result: BridgeResult<T>) {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/**
 * Advances the fake clock (vi.useFakeTimers) timer by timer until `pending` settles: a test of a timeout
 * waits for no real time, and Date.now() moves with the clock.
 */
async function settled<T>(pending: Promise<T>): Promise<T> {
  let done = false;
  void pending.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  for (let timers = 0; !done; timers += 1) {
    if (timers === 1000) throw new Error('still pending after 1000 timers');
    await vi.advanceTimersToNextTimerAsync();
  }
  return pending;
}

afterEach(() => {
  delete (globalThis as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

describe('configuration', () => {
  it('signs the landing URL without its # part, once, while calls made meanwhile wait for it', async () => {
    const { bridge, wx, signed } = setup();
    const [a, b] = await Promise.all([bridge.scanQRCode(), bridge.scanQRCode()]);
    expect(a.ok && b.ok).toBe(true);
    expect(signed).toEqual(['https://wash.example.com/?from=singlemessage']);
    expect(wx.configs).toHaveLength(1);
    expect(wx.configs[0]).toMatchObject({ appId: 'wx123', timestamp: 1700000000, nonceStr: 'n0nce', signature: 'sig' });
    expect(wx.configs[0]?.jsApiList).toEqual(expect.arrayContaining(['scanQRCode', 'getLocation', 'openLocation']));
    // configured once: later calls go straight to the SDK
    await bridge.scanQRCode();
    expect(wx.configs).toHaveLength(1);
  });

  it('retries once with the current URL after an invalid signature, and succeeds there', async () => {
    const wx = new FakeWx();
    wx.verdicts = ['config:invalid signature', 'ok'];
    const { bridge, signed } = setup({}, wx);
    const result = await bridge.scanQRCode();
    expect(result.ok).toBe(true);
    expect(signed).toEqual([
      'https://wash.example.com/?from=singlemessage',
      'https://wash.example.com/?from=singlemessage&isappinstalled=0',
    ]);
    expect(wx.configs).toHaveLength(2);
  });

  it('does not take the stale ready of the first configuration for the second one succeeding', async () => {
    const wx = new FakeWx();
    // After the first configuration has finished, the SDK calls every later ready callback at once.
    wx.verdicts = ['config:invalid signature', 'config:invalid signature'];
    const { bridge, signed } = setup({}, wx);
    const error = failureOf(await bridge.scanQRCode());
    expect(error.kind).toBe('signature-invalid');
    expect(error.message).toMatch(/did not allow this page/);
    expect(signed).toHaveLength(2);
    expect(wx.calls).toHaveLength(0);
  });

  it('does not retry with the same URL, and configures again on the next call', async () => {
    const wx = new FakeWx();
    wx.verdicts = ['config:invalid signature', 'ok'];
    const { bridge, signed, setCurrent } = setup({}, wx);
    setCurrent('https://wash.example.com/?from=singlemessage#/elsewhere');
    expect(failureOf(await bridge.getLocation()).kind).toBe('signature-invalid');
    expect(signed).toHaveLength(1);
    expect((await bridge.scanQRCode()).ok).toBe(true);
    expect(signed).toHaveLength(2);
  });

  it('maps an unregistered domain to signature-invalid', async () => {
    const wx = new FakeWx();
    wx.verdicts = ['config:invalid url domain', 'config:invalid url domain'];
    const { bridge } = setup({}, wx);
    expect(failureOf(await bridge.scanQRCode()).kind).toBe('signature-invalid');
  });

  it('times out a configuration the chat app never answers, and tries again on the next call', async () => {
    const wx = new FakeWx();
    wx.verdicts = ['never', 'ok'];
    const { bridge, signed } = setup({}, wx);
    vi.useFakeTimers();
    const started = Date.now();
    const error = failureOf(await settled(bridge.scanQRCode()));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await settled(bridge.scanQRCode())).ok).toBe(true);
    expect(signed).toHaveLength(2);
  });

  it('settles when the signing call fails or hangs, and aborts a hanging one', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const { bridge } = setup({
      sign: (_request, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    expect(failureOf(await settled(bridge.scanQRCode())).kind).toBe('timeout');
    expect(aborted).toBe(true);

    const failing = setup({ sign: async () => Promise.reject(new Error('Request Error')) });
    expect(failureOf(await settled(failing.bridge.scanQRCode())).kind).toBe('failed');
  });

  it('says unsupported when the SDK cannot be loaded', async () => {
    const { bridge } = setup({ loadWx: async () => Promise.reject(new Error('offline')) });
    expect(failureOf(await bridge.scanQRCode()).kind).toBe('unsupported');
  });

  it('configures again after an API answers permission denied', async () => {
    const { bridge, wx, signed } = setup();
    wx.behaviours.scanQRCode = (params) => setTimeout(() => params.fail({ errMsg: 'scanQRCode:permission denied' }), 1);
    expect(failureOf(await bridge.scanQRCode()).kind).toBe('signature-invalid');
    delete wx.behaviours.scanQRCode;
    expect((await bridge.scanQRCode()).ok).toBe(true);
    expect(signed).toHaveLength(2);
  });
});

describe("a call made while the chat app is still verifying ('offline verifying')", () => {
  const verifying = (api: string) => ({ errMsg: `${api}:the permission value is offline verifying` });

  it('is asked again once the verification is over, without configuring again', async () => {
    const { bridge, wx, signed } = setup();
    let refusals = 2;
    wx.behaviours.scanQRCode = (params) =>
      setTimeout(() => {
        if (refusals-- > 0) params.fail(verifying('scanQRCode'));
        else params.success({ errMsg: 'scanQRCode:ok', resultStr: 'https://h.example/#/p?lockerNo=L002' });
      }, 1);
    const result = await bridge.scanQRCode();
    expect(result).toEqual({ ok: true, value: { text: 'https://h.example/#/p?lockerNo=L002', format: 'QR_CODE' } });
    expect(wx.calls.filter((call) => call.api === 'scanQRCode')).toHaveLength(3);
    expect(signed).toHaveLength(1);
    // the configuration was kept: the next call needs no new one
    delete wx.behaviours.scanQRCode;
    expect((await bridge.scanQRCode()).ok).toBe(true);
    expect(wx.configs).toHaveLength(1);
  });

  it('gives up at the call timeout, and the next tap still uses the same configuration', async () => {
    const { bridge, wx } = setup();
    vi.useFakeTimers();
    wx.behaviours.getLocation = (params) => setTimeout(() => params.fail(verifying('getLocation')), 1);
    const site = { latitude: 1, longitude: 2, name: 'L001', address: 'x' };
    const started = Date.now();
    const result = await settled(bridge.openLocation(site));
    expect(result.ok).toBe(true); // another API is not held up
    wx.behaviours.openLocation = (params) => setTimeout(() => params.fail(verifying('openLocation')), 1);
    expect(failureOf(await settled(bridge.openLocation(site))).kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(wx.configs).toHaveLength(1);
    const calls = wx.calls.length;
    await vi.advanceTimersByTimeAsync(400);
    expect(wx.calls.length, 'no retries after the call settled').toBe(calls);
  });
});

describe('scanQRCode', () => {
  it('asks for the result and strips a known barcode prefix only', async () => {
    const { bridge, wx } = setup();
    wx.behaviours.scanQRCode = (params) =>
      setTimeout(() => params.success({ errMsg: 'scanQRCode:ok', resultStr: 'EAN_13,6901234567892' }), 1);
    expect(await bridge.scanQRCode()).toEqual({ ok: true, value: { text: '6901234567892', format: 'EAN_13' } });
    expect(wx.calls[0]?.params).toMatchObject({ needResult: 1 });

    wx.behaviours.scanQRCode = (params) =>
      setTimeout(() => params.success({ resultStr: 'https://h.example/#/p?a=1,2&lockerNo=L002' }), 1);
    expect(await bridge.scanQRCode()).toEqual({
      ok: true,
      value: { text: 'https://h.example/#/p?a=1,2&lockerNo=L002', format: 'QR_CODE' },
    });
  });

  it('settles a cancel as cancelled', async () => {
    const { bridge, wx } = setup();
    wx.behaviours.scanQRCode = (params) => setTimeout(() => params.cancel({ errMsg: 'scanQRCode:cancel' }), 1);
    expect(failureOf(await bridge.scanQRCode()).kind).toBe('cancelled');
  });

  it('settles a cancel reported through fail as cancelled', async () => {
    const { bridge, wx } = setup();
    wx.behaviours.scanQRCode = (params) => setTimeout(() => params.fail({ errMsg: 'scanQRCode:cancel' }), 1);
    expect(failureOf(await bridge.scanQRCode()).kind).toBe('cancelled');
  });

  it('settles with timeout when the scanner never answers', async () => {
    const { bridge, wx } = setup();
    vi.useFakeTimers();
    wx.behaviours.scanQRCode = () => undefined;
    const error = failureOf(await settled(bridge.scanQRCode()));
    expect(error.kind).toBe('timeout');
  });

  it('settles when the SDK throws', async () => {
    const { bridge, wx } = setup();
    wx.behaviours.scanQRCode = () => {
      throw new Error('boom');
    };
    expect(failureOf(await bridge.scanQRCode()).kind).toBe('failed');
  });
});

describe('getLocation', () => {
  it('asks for WGS-84 and returns it as it is', async () => {
    const { bridge, wx } = setup();
    expect(await bridge.getLocation()).toEqual({ ok: true, value: { latitude: 10.5, longitude: 106.5 } });
    expect(wx.calls[0]?.params).toMatchObject({ type: 'wgs84' });
  });

  it.each(['getLocation:fail auth deny', 'getLocation:fail:auth denied'])(
    'maps %s to permission-denied with the spec text, without asking the browser',
    async (errMsg) => {
      const { bridge, wx, fallback } = setup();
      wx.behaviours.getLocation = (params) => setTimeout(() => params.fail({ errMsg }), 1);
      const error = failureOf(await bridge.getLocation());
      expect(error).toEqual({ kind: 'permission-denied', message: 'Location permission denied' });
      expect(fallback.getLocation).not.toHaveBeenCalled();
    },
  );

  it("tells a denial by the phone's settings apart", async () => {
    const { bridge, wx } = setup();
    wx.behaviours.getLocation = (params) =>
      setTimeout(() => params.fail({ errMsg: 'getLocation:fail system permission denied' }), 1);
    expect(failureOf(await bridge.getLocation()).message).toBe('System location service failed');
  });

  it('converts a GCJ-02 answer when the GPS datum is refused', async () => {
    const { bridge, wx } = setup();
    const wgs = { latitude: 34.792774, longitude: 113.543671 };
    const gcj = wgs84ToGcj02(wgs);
    wx.behaviours.getLocation = (params) =>
      setTimeout(
        () =>
          params.type === 'wgs84'
            ? params.fail({ errMsg: 'getLocation:fail' })
            : params.success({ errMsg: 'getLocation:ok', latitude: String(gcj.latitude), longitude: gcj.longitude }),
        1,
      );
    const result = await bridge.getLocation();
    if (!result.ok) throw new Error('expected a position');
    expect(result.value.latitude).toBeCloseTo(wgs.latitude, 6);
    expect(result.value.longitude).toBeCloseTo(wgs.longitude, 6);
  });

  it("falls back to the browser's geolocation when the chat app cannot configure", async () => {
    const wx = new FakeWx();
    wx.verdicts = ['config:invalid signature', 'config:invalid signature'];
    const { bridge, fallback } = setup({}, wx);
    vi.mocked(fallback.getLocation).mockResolvedValue({ ok: true, value: { latitude: 1, longitude: 2 } });
    expect(await bridge.getLocation()).toEqual({ ok: true, value: { latitude: 1, longitude: 2 } });
  });

  it('rejects an answer that is not a position', async () => {
    const { bridge, wx } = setup();
    wx.behaviours.getLocation = (params) => setTimeout(() => params.success({ latitude: 'x', longitude: 500 }), 1);
    expect(failureOf(await bridge.getLocation()).kind).toBe('failed');
  });
});

describe('openLocation and share', () => {
  it("shows a site on the chat app's map in GCJ-02", async () => {
    const { bridge, wx } = setup();
    const site = { latitude: 34.792774, longitude: 113.543671, name: 'L001', address: 'Zhengzhou' };
    expect(await bridge.openLocation(site)).toEqual({ ok: true, value: undefined });
    const gcj = wgs84ToGcj02(site);
    expect(wx.calls[0]?.params).toMatchObject({ latitude: gcj.latitude, longitude: gcj.longitude, name: 'L001' });
  });

  it('sets the friend and timeline share cards', async () => {
    const { bridge, wx } = setup();
    const card = { title: 'Clean shoes', desc: 'A voucher for you', link: 'https://h.example/?pid=9&shareShopId=3' };
    expect(await bridge.share(card)).toEqual({ ok: true, value: 'shared' });
    expect(wx.calls.map((call) => call.api).sort()).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
    expect(wx.calls[0]?.params).toMatchObject({ link: card.link, imgUrl: '' });
  });

  it('shares like a browser where there is no share menu', async () => {
    const { bridge, wx, fallback } = setup({ host: 'mini-program' });
    vi.mocked(fallback.share).mockResolvedValue({ ok: true, value: 'copied' });
    expect(await bridge.share({ title: 't', desc: 'd', link: 'https://h.example/' })).toEqual({
      ok: true,
      value: 'copied',
    });
    expect(wx.calls).toHaveLength(0);
  });

  it('reports a share card the chat app refused', async () => {
    const { bridge, wx } = setup();
    wx.behaviours.updateTimelineShareData = (params) =>
      setTimeout(() => params.fail({ errMsg: 'updateTimelineShareData:fail' }), 1);
    expect(failureOf(await bridge.share({ title: 't', desc: 'd', link: 'https://h.example/' })).kind).toBe('failed');
  });
});

describe('pay', () => {
  const params = {
    appId: 'wx123',
    timeStamp: '1700000000',
    nonceStr: 'abc',
    package: 'prepay_id=OP123',
    signType: 'RSA',
    paySign: 'signed',
  };
  const chatApp = { method: 'chat-app' as const, params };

  it('runs getBrandWCPayRequest with the server parameters when the bridge is ready', async () => {
    const jsBridge = new FakeJsBridge();
    const { bridge, wx } = setup({ getJsBridge: () => jsBridge });
    expect(await bridge.pay(chatApp)).toBe('client-ok');
    expect(jsBridge.invocations).toEqual([{ name: 'getBrandWCPayRequest', params }]);
    expect(wx.configs).toHaveLength(0); // payment needs no JS-SDK configuration
  });

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    const jsBridge = new FakeJsBridge();
    let present: FakeJsBridge | undefined;
    const { bridge } = setup({ getJsBridge: () => present, events: document });
    const outcome = bridge.pay(chatApp);
    setTimeout(() => {
      present = jsBridge;
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    }, 20);
    expect(await outcome).toBe('client-ok');
    expect(jsBridge.invocations).toHaveLength(1);
  });

  it('fails when the bridge never becomes ready', async () => {
    const { bridge } = setup({ getJsBridge: () => undefined, events: document });
    vi.useFakeTimers();
    expect(await settled(bridge.pay(chatApp))).toBe('failed');
  });

  it.each([
    ['get_brand_wcpay_request:ok', 'client-ok'],
    ['get_brand_wcpay_request:cancel', 'cancelled'],
    ['get_brand_wcpay_request:fail', 'failed'],
    ['get_brand_wcpay_request:fail_no_permission', 'failed'],
    ['never', 'failed'],
  ])('settles %s as %s', async (answer, outcome) => {
    const { bridge } = setup({ getJsBridge: () => new FakeJsBridge(answer) });
    vi.useFakeTimers();
    expect(await settled(bridge.pay(chatApp))).toBe(outcome);
  });

  it('finds the global WeixinJSBridge by default', async () => {
    (globalThis as { WeixinJSBridge?: unknown }).WeixinJSBridge = new FakeJsBridge();
    const { bridge } = setup();
    expect(await bridge.pay(chatApp)).toBe('client-ok');
  });

  it('says unsupported inside the mini-program web view instead of hanging', async () => {
    const jsBridge = new FakeJsBridge();
    const { bridge } = setup({ host: 'mini-program', getJsBridge: () => jsBridge });
    expect(bridge.env.canPay.chatApp).toBe(false);
    expect(await bridge.pay(chatApp)).toBe('unsupported');
    expect(jsBridge.invocations).toHaveLength(0);
  });

  it('hands card payment to the browser redirect', async () => {
    const { bridge, fallback } = setup();
    const card = { method: 'card' as const, payUrl: 'https://pay.example/?tradeNo=OP1' };
    expect(await bridge.pay(card)).toBe('client-ok');
    expect(fallback.pay).toHaveBeenCalledWith(card);
  });
});
