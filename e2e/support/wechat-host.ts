import type { Page } from '@playwright/test';
import { MOCK_JSAPI_TICKET } from '../../mocks/lib/wx-signature';

/**
 * A simulated chat-app host for the real weixin-js-sdk: the native `WeixinJSBridge` the chat app injects
 * into its in-app browser, installed before any page script and answering in the host's raw formats
 * (docs/bridge.md, "The host simulation"). The app's production build talks to it exactly as it would to
 * the chat app: nothing of the app, the SDK or the bridge is replaced.
 */

/** User agents of the chat app's in-app browser (the SDK reads the platform and client version from them). */
export const WECHAT_UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240301 MMWEBID/6533 ' +
    'MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64',
  ios:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Mobile/15E148 MicroMessenger/8.0.48(0x18003030) NetType/WIFI Language/en',
} as const;

export type HostPlatform = keyof typeof WECHAT_UA;

export type HostOptions = {
  platform: HostPlatform;
  /** How long the host takes to verify a signature (`preVerifyJSAPI`). */
  verifyMs?: number;
  /** When `WeixinJSBridge` appears and `WeixinJSBridgeReady` fires: 0 before any page script, null never. */
  bridgeReadyMs?: number | null;
  /** The first N verifications fail as 'invalid signature', whatever was signed. */
  invalidSignatures?: number;
  /** The scanned code's text; 'cancel': the customer closes the scanner. */
  scan?: string;
  /** How the code is reported: a QR code, or a barcode (the host prefixes its type: `EAN_13,<digits>`). */
  scanType?: 'qrcode' | 'EAN_13';
  /** 'gcj02-only': the host refuses the GPS datum and answers in GCJ-02 only. */
  location?: 'ok' | 'denied' | 'gcj02-only';
  /** The position the host reports: WGS-84, and the same spot in GCJ-02. */
  position?: { wgs84: LatLng; gcj02: LatLng };
  /**
   * The payment sheet: 'ok' (the provider confirms to the server first), 'ok-unconfirmed' (the sheet says ok,
   * the server never hears of it), 'ok-late' (the provider confirms `lateMs` after the sheet says ok).
   */
  pay?: 'ok' | 'cancel' | 'fail' | 'ok-unconfirmed' | 'ok-late';
  lateMs?: number;
};

type LatLng = { latitude: number; longitude: number };

/** What the host saw, for assertions: every invoke, and each verification with the URL it checked. */
export type HostLog = {
  invokes: Array<{ name: string; args: Record<string, unknown> }>;
  verifications: Array<{ url: string; ok: boolean }>;
  payments: Array<{ package: string; answer: string }>;
};

/** Installs the host in every page of this test, and blocks the SDK's report beacon (no network here). */
export async function installWeChatHost(page: Page, options: HostOptions): Promise<void> {
  await page.route('https://open.weixin.qq.com/**', (route) => route.abort());
  await page.addInitScript(simulateHost, { ...options, ticket: MOCK_JSAPI_TICKET });
}

export function hostLog(page: Page): Promise<HostLog> {
  return page.evaluate(() => (window as unknown as { __wxHost: HostLog }).__wxHost);
}

/** Runs in the page before its scripts; self-contained (Playwright sends it as source). */
function simulateHost(options: HostOptions & { ticket: string }) {
  const {
    platform,
    verifyMs = 80,
    bridgeReadyMs = 0,
    scan = '',
    scanType = 'qrcode',
    location: locationMode = 'ok',
    pay = 'ok',
    lateMs = 1500,
  } = options;
  let invalidLeft = options.invalidSignatures ?? 0;
  // iOS checks the signature against the URL the page was opened with, Android against the current one
  const landingUrl = location.href.split('#')[0] ?? '';
  const log: HostLog = { invokes: [], verifications: [], payments: [] };
  (window as unknown as { __wxHost: HostLog }).__wxHost = log;
  let verification: 'none' | 'verifying' | 'ok' | 'failed' = 'none';

  const sha1 = async (text: string) => {
    const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
  const later = (ms: number, fn: () => void) => setTimeout(fn, ms);
  const confirmPayment = (tradeNo: string) =>
    fetch('/user-api/__mock/pay/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tradeNo, outcome: 'paid' }),
    }).then((response) => response.json());

  async function verify(args: Record<string, unknown>, callback: (res: object) => void) {
    verification = 'verifying';
    const url = platform === 'ios' ? landingUrl : (location.href.split('#')[0] ?? '');
    const expected = await sha1(
      `jsapi_ticket=${options.ticket}&noncestr=${args.verifyNonceStr}&timestamp=${args.verifyTimestamp}&url=${url}`,
    );
    later(verifyMs, () => {
      let ok = expected === args.verifySignature;
      if (invalidLeft > 0) {
        invalidLeft -= 1;
        ok = false;
      }
      verification = ok ? 'ok' : 'failed';
      log.verifications.push({ url, ok });
      callback(ok ? { err_msg: 'config:ok' } : { errMsg: 'config:invalid signature' });
    });
  }

  function scanAnswer(): object {
    if (scan === 'cancel') return { err_msg: 'scanQRCode:cancel' };
    const text = scanType === 'qrcode' ? scan : `${scanType},${scan}`;
    // iOS wraps the result in JSON, which the SDK unwraps; Android gives the text as it is
    const resultStr =
      platform === 'ios'
        ? JSON.stringify({ scan_code: { scan_result: text, scan_type: scanType === 'qrcode' ? 'qrcode' : 'barcode' } })
        : text;
    return { err_msg: 'scanQRCode:ok', resultStr };
  }

  function locationAnswer(type: unknown): object {
    if (locationMode === 'denied') return { err_msg: 'geo_location:fail_auth deny' };
    if (locationMode === 'gcj02-only' && type !== 'gcj02') return { err_msg: 'geo_location:fail' };
    const spot = options.position?.[type === 'gcj02' ? 'gcj02' : 'wgs84'] ?? { latitude: 0, longitude: 0 };
    return { err_msg: 'geo_location:ok', ...spot, speed: '0.0', accuracy: '30.0' };
  }

  function payAnswer(args: Record<string, unknown>, callback: (res: object) => void) {
    const required = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'];
    if (required.some((key) => typeof args[key] !== 'string' || args[key] === '')) {
      callback({ err_msg: 'get_brand_wcpay_request:fail_invalid params' });
      return;
    }
    const packageValue = String(args.package);
    const tradeNo = packageValue.replace(/^prepay_id=/, '');
    const answer = (err_msg: string) => {
      log.payments.push({ package: packageValue, answer: err_msg });
      callback({ err_msg });
    };
    // the customer takes a moment in the sheet
    later(150, () => {
      if (pay === 'cancel') answer('get_brand_wcpay_request:cancel');
      else if (pay === 'fail') answer('get_brand_wcpay_request:fail');
      else if (pay === 'ok') void confirmPayment(tradeNo).then(() => answer('get_brand_wcpay_request:ok'));
      else {
        answer('get_brand_wcpay_request:ok');
        if (pay === 'ok-late') later(lateMs, () => void confirmPayment(tradeNo));
      }
    });
  }

  const bridge = {
    invoke(name: string, args: Record<string, unknown>, callback: (res: object) => void = () => {}) {
      log.invokes.push({ name, args });
      const answer = (res: object, ms = 40) => later(ms, () => callback(res));
      if (name === 'preVerifyJSAPI') return void verify(args, callback);
      // answered at once, even while a verification is under way
      if (name === 'checkJsApi') {
        const result = { scanQRCode: true, geoLocation: true, openLocation: true };
        return answer(
          { err_msg: 'checkJsApi:ok', checkResult: platform === 'android' ? JSON.stringify(result) : result },
          5,
        );
      }
      if (name === 'getNetworkType') return answer({ err_msg: 'network_type:wifi' });
      // the payment sheet is signed by the server's parameters, not by the page's configuration
      if (name === 'getBrandWCPayRequest') return payAnswer(args, callback);
      if (verification === 'verifying') return answer({ errMsg: `${name}:the permission value is offline verifying` });
      if (verification !== 'ok') return answer({ errMsg: `${name}:permission denied` });
      if (name === 'scanQRCode') return answer(scanAnswer(), 200);
      if (name === 'geoLocation') return answer(locationAnswer(args.type), 100);
      if (name === 'openLocation') return answer({ err_msg: 'openLocation:ok' });
      return answer({ err_msg: `${name}:ok` });
    },
    on() {},
  };

  const inject = () => {
    (window as unknown as { WeixinJSBridge: typeof bridge }).WeixinJSBridge = bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  };
  if (bridgeReadyMs === 0) inject();
  else if (bridgeReadyMs !== null) later(bridgeReadyMs, inject);
}
