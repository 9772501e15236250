import { deferred, within } from '../result';
import type { ChatAppPayParams, PayOutcome } from '../types';
import { kindOfErrMsg } from './errmsg';
import type { JsBridgeLike } from './sdk';

export type ChatAppPayDeps = {
  getJsBridge: () => JsBridgeLike | undefined;
  /** Where `WeixinJSBridgeReady` is dispatched. */
  events?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  readyTimeoutMs?: number;
  payTimeoutMs?: number;
};

/** Waits for the chat app's native bridge, which it injects some time after the page starts. */
export function waitForJsBridge(deps: ChatAppPayDeps): Promise<JsBridgeLike | undefined> {
  const present = deps.getJsBridge();
  if (present) return Promise.resolve(present);
  const events = deps.events ?? globalThis.document;
  if (!events) return Promise.resolve(undefined);
  const { promise, resolve } = deferred<JsBridgeLike | undefined>();
  const onReady = () => resolve(deps.getJsBridge());
  events.addEventListener('WeixinJSBridgeReady', onReady);
  return within(promise, deps.readyTimeoutMs ?? 5000, () => deps.getJsBridge()).finally(() =>
    events.removeEventListener('WeixinJSBridgeReady', onReady),
  );
}

/**
 * The chat app's payment sheet through `WeixinJSBridge.invoke('getBrandWCPayRequest')` with the server's
 * parameters, as they are (they are signed). `client-ok` only means the sheet said so: the caller reads the
 * order back from the server whatever this returns.
 */
export async function payInChatApp(params: ChatAppPayParams, deps: ChatAppPayDeps): Promise<PayOutcome> {
  const jsBridge = await waitForJsBridge(deps);
  if (!jsBridge) return 'failed';
  const { promise, resolve } = deferred<PayOutcome>();
  try {
    jsBridge.invoke('getBrandWCPayRequest', { ...params }, (res) => {
      const kind = kindOfErrMsg(res?.err_msg ?? res?.errMsg);
      resolve(kind === 'ok' ? 'client-ok' : kind === 'cancelled' ? 'cancelled' : 'failed');
    });
  } catch {
    return 'failed';
  }
  // The customer may take a while in the sheet (entering a password); past this the order is read back.
  return within(promise, deps.payTimeoutMs ?? 5 * 60_000, () => 'failed');
}
