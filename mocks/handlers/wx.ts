import { http, type RequestHandler } from 'msw';
import { getDb } from '../db';
import { accountMessage } from '../db/account';
import { api, fail, ok, stringParam } from '../lib/http';
import { randomHex } from '../lib/random';
import { langOf } from '../lib/text';
import { signWxConfig } from '../lib/wx-signature';

/** Mirrors src/api/wx.ts. Public: the bridge signs before anyone logs in. */

export const MOCK_WX_APP_ID = 'wx0mock0000000001';
/** The URL `/wx/config-info` last signed (null before any): the bridge's tests check what it signed with. */
export function lastSignedWxUrl(): string | null {
  return getDb().wxLastSignedUrl;
}

/** A real signature only verifies for a full http(s) URL without its `#` part. */
function signableUrl(url: string | undefined): url is string {
  if (!url || url.includes('#')) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

export const wxHandlers: RequestHandler[] = [
  http.get(api('/wx/config-info'), ({ request }) => {
    const url = stringParam(request, 'url');
    if (!signableUrl(url)) return fail(400, accountMessage('wxUrl', langOf(request)));
    const appId = stringParam(request, 'appId') || MOCK_WX_APP_ID;
    const nonceStr = randomHex(8);
    const timestamp = Math.floor(Date.now() / 1000);
    getDb().wxLastSignedUrl = url;
    return ok({ appId, nonceStr, timestamp, signature: signWxConfig(nonceStr, timestamp, url) });
  }),
];
