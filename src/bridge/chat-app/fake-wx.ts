import type { JsBridgeLike, WxCallbacks, WxConfig, WxLike, WxResult } from './sdk';

/**
 * A stand-in for weixin-js-sdk in tests, with the real SDK's awkward semantics (STACK.md trap 4):
 * - `config` verifies asynchronously; on failure it calls the one `error` handler, then every queued
 *   `ready` callback anyway;
 * - once any configuration has finished, `ready(fn)` calls `fn` at once, even while a newer configuration is
 *   still being verified.
 * `verdicts` says how each successive `config` ends: 'ok', an errMsg (failure), or 'never'.
 */
export type Verdict = 'ok' | 'never' | (string & {});

type Api = 'scanQRCode' | 'getLocation' | 'openLocation' | 'updateAppMessageShareData' | 'updateTimelineShareData';

// biome-ignore lint/suspicious/noExplicitAny: a test double takes whatever params each API has
type Behaviour = (params: any & WxCallbacks<any>) => void;

export class FakeWx implements WxLike {
  state = 0;
  completes: Array<() => void> = [];
  failHandler: ((res: { errMsg: string }) => void) | undefined;
  configs: WxConfig[] = [];
  verdicts: Verdict[] = [];
  calls: Array<{ api: Api; params: Record<string, unknown> }> = [];
  behaviours: Partial<Record<Api, Behaviour>> = {};
  verifyMs = 5;

  config(conf: WxConfig): void {
    this.configs.push(conf);
    const verdict = this.verdicts.shift() ?? 'ok';
    if (verdict === 'never') return;
    setTimeout(() => {
      if (verdict !== 'ok') this.failHandler?.({ errMsg: verdict });
      this.state = 1;
      const queued = this.completes;
      this.completes = [];
      for (const fn of queued) fn();
    }, this.verifyMs);
  }

  ready(fn: () => void): void {
    if (this.state !== 0) fn();
    else this.completes.push(fn);
  }

  error(fn: (res: { errMsg: string }) => void): void {
    this.failHandler = fn;
  }

  checkJsApi(params: { jsApiList: string[] } & WxCallbacks<WxResult>): void {
    // Answered after any verification in progress, as the chat app queues its calls.
    setTimeout(() => params.complete?.({ errMsg: 'checkJsApi:ok' }), this.verifyMs * 2);
  }

  private call(api: Api, params: object & WxCallbacks<never>, fallback: unknown) {
    this.calls.push({ api, params: params as Record<string, unknown> });
    const behaviour = this.behaviours[api];
    if (behaviour) behaviour(params);
    else setTimeout(() => (params.success as ((res: unknown) => void) | undefined)?.(fallback), 1);
  }

  scanQRCode(params: Parameters<WxLike['scanQRCode']>[0]): void {
    this.call('scanQRCode', params, { errMsg: 'scanQRCode:ok', resultStr: 'https://h.example/#/p?lockerNo=L001' });
  }

  getLocation(params: Parameters<WxLike['getLocation']>[0]): void {
    this.call('getLocation', params, { errMsg: 'getLocation:ok', latitude: 10.5, longitude: 106.5 });
  }

  openLocation(params: Parameters<WxLike['openLocation']>[0]): void {
    this.call('openLocation', params, { errMsg: 'openLocation:ok' });
  }

  updateAppMessageShareData(params: Parameters<WxLike['updateAppMessageShareData']>[0]): void {
    this.call('updateAppMessageShareData', params, { errMsg: 'updateAppMessageShareData:ok' });
  }

  updateTimelineShareData(params: Parameters<WxLike['updateTimelineShareData']>[0]): void {
    this.call('updateTimelineShareData', params, { errMsg: 'updateTimelineShareData:ok' });
  }
}

/** A stand-in for the chat app's native `WeixinJSBridge`: answers payments with `answer` ('never': silence). */
export class FakeJsBridge implements JsBridgeLike {
  invocations: Array<{ name: string; params: Record<string, string> }> = [];
  constructor(public answer: string | 'never' = 'get_brand_wcpay_request:ok') {}

  invoke(name: string, params: Record<string, string>, callback: (res: { err_msg?: string }) => void): void {
    this.invocations.push({ name, params });
    if (this.answer === 'never') return;
    const answer = this.answer;
    setTimeout(() => callback({ err_msg: answer }), 1);
  }
}
