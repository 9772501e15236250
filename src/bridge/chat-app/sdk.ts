/**
 * The part of the chat app's JS-SDK (weixin-js-sdk) and of its native `WeixinJSBridge` that the bridge uses,
 * typed narrowly so tests can pass fakes. The SDK itself is imported here only, and lazily: outside the
 * chat app it never loads (and inside it, it is a separate 4.5 KB chunk).
 */

export type WxResult = { errMsg?: string; [key: string]: unknown };

export type WxCallbacks<R> = {
  success?: (res: R) => void;
  fail?: (res: WxResult) => void;
  cancel?: (res: WxResult) => void;
  complete?: (res: WxResult) => void;
};

export type WxConfig = {
  debug?: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
};

export interface WxLike {
  config(conf: WxConfig): void;
  ready(fn: () => void): void;
  error(fn: (res: { errMsg: string }) => void): void;
  checkJsApi(params: { jsApiList: string[] } & WxCallbacks<WxResult>): void;
  scanQRCode(params: { needResult: 0 | 1; scanType: string[] } & WxCallbacks<{ resultStr: string }>): void;
  getLocation(
    params: { type: 'wgs84' | 'gcj02' } & WxCallbacks<{ latitude: number | string; longitude: number | string }>,
  ): void;
  openLocation(
    params: {
      latitude: number;
      longitude: number;
      name: string;
      address: string;
      scale: number;
      infoUrl: string;
    } & WxCallbacks<WxResult>,
  ): void;
  updateAppMessageShareData(
    params: { title: string; desc: string; link: string; imgUrl: string } & WxCallbacks<WxResult>,
  ): void;
  updateTimelineShareData(params: { title: string; link: string; imgUrl: string } & WxCallbacks<WxResult>): void;
}

/** The chat app's native bridge; `err_msg` is `get_brand_wcpay_request:ok | :cancel | :fail ...`. */
export interface JsBridgeLike {
  invoke(
    name: string,
    params: Record<string, string>,
    callback: (res: { err_msg?: string; errMsg?: string }) => void,
  ): void;
}

/** The APIs the page asks the signature to cover. */
export const JS_API_LIST = [
  'checkJsApi',
  'scanQRCode',
  'getLocation',
  'openLocation',
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'chooseWXPay',
];

/** Loads weixin-js-sdk (CommonJS: its export is the `wx` object, or `undefined` without a window). */
export async function loadWx(): Promise<WxLike> {
  const mod: unknown = await import('weixin-js-sdk');
  const candidate = (mod as { default?: unknown }).default ?? mod;
  if (!candidate || typeof (candidate as WxLike).config !== 'function') throw new Error('weixin-js-sdk unavailable');
  return candidate as WxLike;
}

/** The native bridge of the page, when the host has injected it. */
export function currentJsBridge(): JsBridgeLike | undefined {
  const candidate = (globalThis as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  return candidate && typeof (candidate as JsBridgeLike).invoke === 'function'
    ? (candidate as JsBridgeLike)
    : undefined;
}
