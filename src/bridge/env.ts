import type { BridgeEnv, BridgeHost } from './types';

/**
 * Which host the page runs in, from the user agent: the chat app's in-app browser says `MicroMessenger`;
 * its enterprise variant adds `wxwork`; a mini-program's web view adds `miniProgram` (older clients only
 * set `window.__wxjs_environment`, which is checked too).
 */
export function detectHost(userAgent: string, environment?: unknown): Exclude<BridgeHost, 'mock'> {
  const ua = userAgent.toLowerCase();
  if (!ua.includes('micromessenger')) return 'browser';
  if (ua.includes('wxwork')) return 'enterprise-chat-app';
  if (ua.includes('miniprogram') || environment === 'miniprogram') return 'mini-program';
  return 'chat-app';
}

/** What each host can do. */
export function envFor(host: BridgeHost): BridgeEnv {
  switch (host) {
    case 'chat-app':
    case 'mock':
      return { host, canPay: { chatApp: true, card: true }, canScan: true, canShareCard: true };
    case 'mini-program':
      // The mini-program web view has the SDK's scanner and location, but no payment and no share menu.
      return { host, canPay: { chatApp: false, card: true }, canScan: true, canShareCard: false };
    case 'enterprise-chat-app':
      return { host, canPay: { chatApp: false, card: true }, canScan: true, canShareCard: false };
    case 'browser':
      // The camera scanner, and picking a photo of the code where no camera can be used.
      return { host, canPay: { chatApp: false, card: true }, canScan: true, canShareCard: false };
  }
}
