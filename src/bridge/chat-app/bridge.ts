import { t } from '../../i18n';
import { isValidLatLng } from '../../lib/geo';
import { gcj02ToWgs84, wgs84ToGcj02 } from '../../lib/geo-datum';
import type { Position } from '../../state/position';
import { envFor } from '../env';
import { deferred, fail, failed, type Operation, ok, within } from '../result';
import type { Bridge, BridgeFailureKind, BridgeResult } from '../types';
import { type ConfigGate, createConfigGate, type Signer } from './config';
import { isStillVerifying, isSystemDenial, kindOfErrMsg } from './errmsg';
import { payInChatApp } from './pay';
import { parseWxScanResult } from './scan-result';
import { currentJsBridge, type JsBridgeLike, loadWx, type WxCallbacks, type WxLike, type WxResult } from './sdk';

export type ChatAppTimeouts = {
  config: number;
  scan: number;
  location: number;
  openLocation: number;
  share: number;
  payReady: number;
  pay: number;
  /** The pause before a call refused with 'offline verifying' is made again. */
  verifyingRetry: number;
};

const DEFAULT_TIMEOUTS: ChatAppTimeouts = {
  config: 10_000,
  scan: 5 * 60_000,
  location: 12_000,
  openLocation: 10_000,
  share: 10_000,
  payReady: 5_000,
  pay: 5 * 60_000,
  verifyingRetry: 300,
};

export type ChatAppDeps = {
  host: 'chat-app' | 'mini-program' | 'enterprise-chat-app';
  sign: Signer;
  appId: string;
  landingUrl: () => string | null;
  currentUrl?: () => string;
  loadWx?: () => Promise<WxLike>;
  getJsBridge?: () => JsBridgeLike | undefined;
  events?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  /** The plain-browser bridge: card payment, and the position when the chat app cannot give one. */
  fallback: Bridge;
  timeouts?: Partial<ChatAppTimeouts>;
};

/**
 * The chat-app implementation on weixin-js-sdk. Every call first waits for the page's configuration
 * (./config.ts), then calls the SDK with success/fail/cancel callbacks and a timeout, so it always settles.
 */
export function createChatAppBridge(deps: ChatAppDeps): Bridge {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts };
  const gate: ConfigGate = createConfigGate({
    loadWx: deps.loadWx ?? loadWx,
    sign: deps.sign,
    appId: deps.appId,
    landingUrl: deps.landingUrl,
    currentUrl: deps.currentUrl ?? (() => globalThis.location?.href ?? ''),
    attemptTimeoutMs: timeouts.config,
  });

  /**
   * One SDK call: configured first, then settled by its callbacks or the timeout. A call the host refuses
   * while it is still verifying the signature is made again after a pause, until the timeout.
   */
  async function run<R, T>(
    operation: Operation,
    timeoutMs: number,
    start: (wx: WxLike, callbacks: Required<Pick<WxCallbacks<R>, 'success' | 'fail' | 'cancel'>>) => void,
    onSuccess: (res: R) => BridgeResult<T>,
    onFailure: (kind: BridgeFailureKind, res: WxResult) => BridgeResult<T> = (kind) => failed(operation, kind),
  ): Promise<BridgeResult<T>> {
    const configured = await gate.ensure();
    if (!configured.ok) return failed(operation, configured.kind);
    const { promise, resolve } = deferred<BridgeResult<T>>();
    let over = false;
    const settleFailure = (res: WxResult | undefined, fallbackKind: BridgeFailureKind) => {
      if (isStillVerifying(res?.errMsg)) {
        setTimeout(() => {
          if (!over) invoke();
        }, timeouts.verifyingRetry);
        return;
      }
      const kind = kindOfErrMsg(res?.errMsg);
      const finalKind = kind === 'ok' ? fallbackKind : kind;
      if (finalKind === 'signature-invalid') gate.invalidate();
      resolve(onFailure(finalKind, res ?? {}));
    };
    const invoke = () => {
      try {
        start(configured.wx, {
          success: (res) => {
            try {
              resolve(onSuccess(res));
            } catch {
              resolve(failed(operation, 'failed'));
            }
          },
          fail: (res) => settleFailure(res, 'failed'),
          cancel: (res) => settleFailure(res, 'cancelled'),
        });
      } catch {
        resolve(failed(operation, 'failed'));
      }
    };
    invoke();
    return within(promise, timeoutMs, () => failed(operation, 'timeout')).finally(() => {
      over = true;
    });
  }

  function toPosition(res: { latitude: number | string; longitude: number | string }): Position | null {
    const position = { latitude: Number(res.latitude), longitude: Number(res.longitude) };
    return isValidLatLng(position) ? position : null;
  }

  function locationFailure(kind: BridgeFailureKind, res: WxResult): BridgeResult<Position> {
    if (kind === 'permission-denied' && isSystemDenial(res.errMsg))
      return fail('permission-denied', t('errors.location.system'));
    return failed('location', kind);
  }

  function askLocation(type: 'wgs84' | 'gcj02'): Promise<BridgeResult<Position>> {
    return run<{ latitude: number | string; longitude: number | string }, Position>(
      'location',
      timeouts.location,
      (wx, callbacks) => wx.getLocation({ type, ...callbacks }),
      (res) => {
        const position = toPosition(res);
        if (!position) return failed('location', 'failed');
        return ok(type === 'gcj02' ? gcj02ToWgs84(position) : position);
      },
      locationFailure,
    );
  }

  return {
    env: envFor(deps.host),

    async getLocation() {
      let result = await askLocation('wgs84');
      // Some clients refuse the GPS datum but answer in GCJ-02, which is converted at this edge.
      if (!result.ok && (result.error.kind === 'failed' || result.error.kind === 'unsupported')) {
        result = await askLocation('gcj02');
      }
      // The customer said no, or cancelled: respect it. Otherwise the browser's geolocation may still answer.
      if (!result.ok && result.error.kind !== 'permission-denied' && result.error.kind !== 'cancelled') {
        const fromBrowser = await deps.fallback.getLocation();
        if (fromBrowser.ok) return fromBrowser;
      }
      return result;
    },

    scanQRCode() {
      return run<{ resultStr: string }, { text: string; format: string }>(
        'scan',
        timeouts.scan,
        (wx, callbacks) => wx.scanQRCode({ needResult: 1, scanType: ['qrCode', 'barCode'], ...callbacks }),
        (res) => (typeof res?.resultStr === 'string' ? ok(parseWxScanResult(res.resultStr)) : failed('scan', 'failed')),
      );
    },

    async pay(request) {
      if (request.method === 'card') return deps.fallback.pay(request);
      // The mini-program web view has no payment sheet: say so rather than hang.
      if (deps.host !== 'chat-app') return 'unsupported';
      return payInChatApp(request.params, {
        getJsBridge: deps.getJsBridge ?? currentJsBridge,
        events: deps.events,
        readyTimeoutMs: timeouts.payReady,
        payTimeoutMs: timeouts.pay,
      });
    },

    openLocation(site) {
      // The chat app's map speaks GCJ-02.
      const shown = wgs84ToGcj02(site);
      return run<WxResult, void>(
        'other',
        timeouts.openLocation,
        (wx, callbacks) =>
          wx.openLocation({
            latitude: shown.latitude,
            longitude: shown.longitude,
            name: site.name,
            address: site.address,
            scale: 16,
            infoUrl: '',
            ...callbacks,
          }),
        () => ok(undefined),
      );
    },

    async share(card) {
      // Only the chat app itself has a share menu whose card a page sets; elsewhere share like a browser.
      if (deps.host !== 'chat-app') return deps.fallback.share(card);
      const imgUrl = card.imgUrl ?? '';
      const friend = run<WxResult, 'shared'>(
        'other',
        timeouts.share,
        (wx, callbacks) =>
          wx.updateAppMessageShareData({ title: card.title, desc: card.desc, link: card.link, imgUrl, ...callbacks }),
        () => ok('shared'),
      );
      const timeline = run<WxResult, 'shared'>(
        'other',
        timeouts.share,
        (wx, callbacks) => wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl, ...callbacks }),
        () => ok('shared'),
      );
      const [a, b] = await Promise.all([friend, timeline]);
      if (!a.ok) return a;
      if (!b.ok) return b;
      return ok('shared' as const);
    },
  };
}
