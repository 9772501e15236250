import { urlForSignature } from '../landing';
import type { BridgeFailureKind } from '../types';
import { kindOfErrMsg } from './errmsg';
import { JS_API_LIST, type WxLike } from './sdk';

/** What `GET /wx/config-info` answers (spec section 7). */
export type WxSignature = { appId: string; nonceStr: string; signature: string; timestamp: number | string };

export type Signer = (request: { url: string; appId: string }, signal: AbortSignal) => Promise<WxSignature>;

export type ConfigGateDeps = {
  loadWx: () => Promise<WxLike>;
  sign: Signer;
  appId: string;
  /** The URL captured before the router started (null when main.tsx did not capture one). */
  landingUrl: () => string | null;
  currentUrl: () => string;
  /** One attempt: signing plus the chat app's verification. */
  attemptTimeoutMs?: number;
};

export type ConfigResult = { ok: true; wx: WxLike } | { ok: false; kind: BridgeFailureKind };

export type ConfigGate = {
  /** Resolves once the page is configured; calls made meanwhile wait for the same configuration. */
  ensure(): Promise<ConfigResult>;
  /** Forget a configuration the chat app no longer honours (an API answered 'permission denied'). */
  invalidate(): void;
};

type Attempt = { settle: (kind: 'ok' | BridgeFailureKind) => void; done: boolean };

/**
 * `wx.config` done right (STACK.md trap 4; what Tencent's @wecom/jssdk does):
 * - sign with the landing URL (what iOS checks), and on an invalid signature once more with the current URL
 *   (what Android checks) when it differs;
 * - one configuration at a time: callers queue on the one in flight;
 * - `wx.ready` alone proves nothing: the SDK calls it after a failure too (right after `wx.error`), and once
 *   any configuration has finished it calls every later `ready` callback at once, even while a new one is
 *   being verified. So a configuration succeeds only when `ready` came with no `error` in the same turn,
 *   and a `ready` that fires synchronously (stale) is confirmed by a `checkJsApi` round trip, which the chat
 *   app answers after the verification;
 * - every attempt has a timeout; a failed configuration is retried on the next call, never in a loop.
 */
export function createConfigGate(deps: ConfigGateDeps): ConfigGate {
  const attemptTimeoutMs = deps.attemptTimeoutMs ?? 10_000;
  let configured: WxLike | null = null;
  let inFlight: Promise<ConfigResult> | null = null;
  let current: Attempt | null = null;

  function onError(res: { errMsg: string } | undefined) {
    const kind = kindOfErrMsg(res?.errMsg);
    const verdict = kind === 'ok' ? 'failed' : kind === 'failed' ? 'signature-invalid' : kind;
    if (current && !current.done) current.settle(verdict);
    else configured = null; // a late failure: the next call configures again
  }

  function attempt(wx: WxLike, url: string): Promise<'ok' | BridgeFailureKind> {
    return new Promise((resolve) => {
      const controller = new AbortController();
      const self: Attempt = {
        done: false,
        settle(kind) {
          if (self.done) return;
          self.done = true;
          clearTimeout(timer);
          controller.abort();
          resolve(kind);
        },
      };
      current = self;
      const timer = setTimeout(() => self.settle('timeout'), attemptTimeoutMs);

      deps.sign({ url, appId: deps.appId }, controller.signal).then(
        (signature) => {
          if (self.done) return;
          try {
            wx.error(onError);
            wx.config({
              debug: false,
              appId: signature.appId || deps.appId,
              timestamp: Number(signature.timestamp),
              nonceStr: signature.nonceStr,
              signature: signature.signature,
              jsApiList: JS_API_LIST,
            });
            let synchronous = true;
            wx.ready(() => {
              if (synchronous) {
                // A stale ready from an earlier configuration: wait for the chat app to answer a check,
                // which comes after this configuration's verification (and its error, if any).
                const confirm = () => setTimeout(() => self.settle('ok'), 0);
                wx.checkJsApi({ jsApiList: ['scanQRCode'], complete: confirm });
              } else {
                // wx.error runs just before wx.ready in the same callback: let it land first.
                setTimeout(() => self.settle('ok'), 0);
              }
            });
            synchronous = false;
          } catch {
            self.settle('failed');
          }
        },
        () => self.settle('failed'),
      );
    });
  }

  async function configure(): Promise<ConfigResult> {
    let wx: WxLike;
    try {
      wx = await deps.loadWx();
    } catch {
      return { ok: false, kind: 'unsupported' };
    }
    const landing = urlForSignature(deps.landingUrl() ?? deps.currentUrl());
    let verdict = await attempt(wx, landing);
    if (verdict === 'signature-invalid') {
      const now = urlForSignature(deps.currentUrl());
      if (now !== landing) verdict = await attempt(wx, now);
    }
    current = null;
    if (verdict !== 'ok') return { ok: false, kind: verdict };
    configured = wx;
    return { ok: true, wx };
  }

  return {
    ensure() {
      if (configured) return Promise.resolve({ ok: true, wx: configured });
      if (!inFlight) {
        inFlight = configure().finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
    invalidate() {
      configured = null;
    },
  };
}
