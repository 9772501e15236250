import type { Position } from '../state/position';

/**
 * The one interface screens use to talk to the device and the host (DESIGN.md, "The bridge"). Three
 * implementations: the chat app (./chat-app), a plain browser (./browser) and the mock (mocks/bridge).
 * Every call returns a promise that always settles, within a timeout, with a value or a typed failure;
 * none of them throws.
 */
export interface Bridge {
  env: BridgeEnv;
  /** WGS-84. On failure the caller keeps the last known or the default position. */
  getLocation(): Promise<BridgeResult<Position>>;
  /** The raw text of the code (a known barcode type prefix such as `EAN_13,` removed) and its format. */
  scanQRCode(): Promise<BridgeResult<{ text: string; format: string }>>;
  /** What the client saw; callers always read the order or top-up back from the server. */
  pay(params: PayRequest): Promise<PayOutcome>;
  /** Shows a site on a map (the chat app's own map, or a map site in a new tab). */
  openLocation(site: {
    latitude: number;
    longitude: number;
    name: string;
    address: string;
  }): Promise<BridgeResult<void>>;
  /**
   * In the chat app: sets the share card its menu sends (friend and timeline) -> 'shared'. In a browser:
   * the Web Share API -> 'shared', otherwise the link is copied -> 'copied' (show `errors.contentCopied`).
   */
  share(card: ShareCard): Promise<BridgeResult<'shared' | 'copied'>>;
}

export type ShareCard = { title: string; desc: string; link: string; imgUrl?: string };

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeFailure };

export type BridgeFailureKind =
  | 'cancelled'
  | 'permission-denied'
  | 'unsupported'
  | 'timeout'
  | 'insecure-context'
  | 'no-camera'
  | 'camera-busy'
  | 'signature-invalid'
  | 'failed';

export type BridgeFailure = {
  kind: BridgeFailureKind;
  /** Already translated for the customer. */
  message: string;
};

export type ChatAppPayParams = {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
};

export type PayRequest = { method: 'chat-app'; params: ChatAppPayParams } | { method: 'card'; payUrl: string };

export type PayOutcome = 'client-ok' | 'cancelled' | 'failed' | 'unsupported';

export type BridgeHost = 'chat-app' | 'mini-program' | 'enterprise-chat-app' | 'browser' | 'mock';

export type BridgeEnv = {
  host: BridgeHost;
  canPay: { chatApp: boolean; card: boolean };
  canScan: boolean;
  /** The host has a share menu whose card the page can set (the chat app). */
  canShareCard: boolean;
};
