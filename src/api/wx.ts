import { queryOptions } from '@tanstack/react-query';
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

export const wxKeys = {
  all: ['wx'] as const,
  config: (params: WxConfigParams) => ['wx', 'config', { url: params.url, appId: params.appId ?? null }] as const,
};

export const wxQueries = {
  /** Never reused from the cache: a signature is asked for when the bridge configures itself. */
  config: (params: WxConfigParams) =>
    queryOptions({
      queryKey: wxKeys.config(params),
      queryFn: ({ signal }) => getWxConfig(params, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};
