import * as v from 'valibot';
import { call } from './client';

/** The wx family: the chat-app JS-SDK signature (`/wx/config-info`), used by the chat-app bridge only. */

export const wxConfigSchema = v.object({
  appId: v.pipe(v.string(), v.minLength(1)),
  nonceStr: v.pipe(v.string(), v.minLength(1)),
  signature: v.pipe(v.string(), v.minLength(1)),
  /** Seconds since the epoch, as the SDK's `wx.config` wants it. */
  timestamp: v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
});
export type WxConfig = v.InferOutput<typeof wxConfigSchema>;

/** `url`: the page URL without its `#` part (CONTRACT.md), captured before the router starts. */
export type WxConfigParams = { url: string; appId?: string };

export const getWxConfig = (params: WxConfigParams, signal?: AbortSignal) =>
  call(wxConfigSchema, '/wx/config-info', { query: { url: params.url, appId: params.appId }, signal });
