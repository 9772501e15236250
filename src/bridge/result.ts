import { t } from '../i18n';
import type { BridgeFailure, BridgeFailureKind, BridgeResult } from './types';

export function ok<T>(value: T): BridgeResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(kind: BridgeFailureKind, message: string): BridgeResult<T> {
  return { ok: false, error: { kind, message } };
}

/** What the customer is told, per operation and failure kind: the spec's texts where it has them. */
export type Operation = 'location' | 'scan' | 'other';

/** The text of a failure kind, per operation; a kind not listed takes the operation's `default`. */
const MESSAGES = {
  location: {
    'permission-denied': 'errors.location.denied',
    timeout: 'errors.location.timeout',
    unsupported: 'errors.location.unsupported',
    'insecure-context': 'bridge.locationInsecure',
    default: 'errors.location.unknown',
  },
  scan: {
    'permission-denied': 'errors.camera.permission',
    'no-camera': 'errors.camera.noCamera',
    'camera-busy': 'errors.camera.busy',
    'insecure-context': 'errors.camera.insecure',
    unsupported: 'errors.camera.noStreaming',
    timeout: 'bridge.timeout',
    default: 'bridge.scanFailed',
  },
  other: { timeout: 'bridge.timeout', unsupported: 'bridge.unsupported', default: 'bridge.failed' },
} as const satisfies Record<Operation, Partial<Record<BridgeFailureKind, string>> & { default: string }>;

/** Any of the texts above, as a locale key `t` checks. */
type MessageKey = { [O in Operation]: (typeof MESSAGES)[O][keyof (typeof MESSAGES)[O]] }[Operation];

export function messageFor(operation: Operation, kind: BridgeFailureKind): string {
  if (kind === 'cancelled') return t('bridge.cancelled');
  if (kind === 'signature-invalid') return t('bridge.signatureInvalid');
  const texts: Partial<Record<BridgeFailureKind, MessageKey>> & { default: MessageKey } = MESSAGES[operation];
  return t(texts[kind] ?? texts.default);
}

export function failure(operation: Operation, kind: BridgeFailureKind): BridgeFailure {
  return { kind, message: messageFor(operation, kind) };
}

export function failed<T = never>(operation: Operation, kind: BridgeFailureKind): BridgeResult<T> {
  return { ok: false, error: failure(operation, kind) };
}

/**
 * Settles with `work`'s value, or with `onTimeout()` after `ms`: what makes every bridge call settle even
 * when the host never answers. `work` is not cancelled (hosts give no way to); a late answer is dropped.
 */
export function within<T>(work: Promise<T>, ms: number, onTimeout: () => T, onError: () => T = onTimeout): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(onTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(onError());
      },
    );
  });
}

/** A promise with its resolve function (Promise.withResolvers is not in Node 20). */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
