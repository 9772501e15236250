import type { BridgeFailureKind } from '../types';

/**
 * The chat app's `errMsg` / `err_msg` variants, which differ by API, client version and platform, mapped
 * to the bridge's typed failures:
 *   `scanQRCode:ok`, `get_brand_wcpay_request:ok`                     -> ok
 *   `scanQRCode:cancel`, `get_brand_wcpay_request:cancel`             -> cancelled
 *   `getLocation:fail auth deny`, `getLocation:fail:auth denied`,
 *   `getLocation:fail authorize no response`, `...:access denied`      -> permission-denied (the customer said no)
 *   `getLocation:fail system permission denied`                       -> permission-denied (the phone's settings)
 *   `config:invalid signature`, `config:invalid url domain`, `...:permission denied`
 *                                                                      -> signature-invalid (the page is not
 *     allowed to use the API: the config failed or the API is not in the signed list; the config is redone
 *     on the next call)
 *   `...:the permission value is offline verifying`                   -> see `isStillVerifying`
 *   `...:function not exist`, `system:function_not_exist`, `...:not supported` -> unsupported
 *   `...:timeout`                                                      -> timeout
 *   anything else                                                     -> failed
 */
export function kindOfErrMsg(errMsg: string | undefined | null): 'ok' | BridgeFailureKind {
  const message = (errMsg ?? '').toLowerCase().trim();
  if (message === 'ok' || /:\s*ok$/.test(message) || message.endsWith(':confirm')) return 'ok';
  if (/(^|:|\s)cancel(led)?$/.test(message) || message.includes(':cancel')) return 'cancelled';
  if (
    message.includes('invalid signature') ||
    message.includes('invalid url domain') ||
    message.includes('invalid appid')
  )
    return 'signature-invalid';
  if (message.includes('system permission denied')) return 'permission-denied';
  if (/auth[\s_:]*den(y|ied)|authorize|access denied|user denied/.test(message)) return 'permission-denied';
  if (message.includes('permission denied') || message.includes('no permission')) return 'signature-invalid';
  if (/function[\s_]*not[\s_]*exist|not[\s_]*support|unsupported/.test(message)) return 'unsupported';
  if (/time[\s_]*out/.test(message)) return 'timeout';
  return 'failed';
}

/** The phone's own settings keep the chat app from the location (spec: 'System location service failed'). */
export function isSystemDenial(errMsg: string | undefined | null): boolean {
  return (errMsg ?? '').toLowerCase().includes('system permission denied');
}

/**
 * The chat app has not finished verifying the page's signature: 'not yet', not 'invalid'. The SDK's `ready`
 * is sticky after a first configuration, so a call can reach the host while a newer one is still being
 * verified; the same call is asked again shortly, within its own timeout, and the configuration is kept.
 */
export function isStillVerifying(errMsg: string | undefined | null): boolean {
  return (errMsg ?? '').toLowerCase().includes('offline verifying');
}
