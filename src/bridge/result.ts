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

export function messageFor(operation: Operation, kind: BridgeFailureKind): string {
  if (kind === 'cancelled') return t('bridge.cancelled');
  if (kind === 'signature-invalid') return t('bridge.signatureInvalid');
  if (operation === 'location') {
    switch (kind) {
      case 'permission-denied':
        return t('errors.location.denied');
      case 'timeout':
        return t('errors.location.timeout');
      case 'unsupported':
        return t('errors.location.unsupported');
      case 'insecure-context':
        return t('bridge.locationInsecure');
      default:
        return t('errors.location.unknown');
    }
  }
  if (operation === 'scan') {
    switch (kind) {
      case 'permission-denied':
        return t('errors.camera.permission');
      case 'no-camera':
        return t('errors.camera.noCamera');
      case 'camera-busy':
        return t('errors.camera.busy');
      case 'insecure-context':
        return t('errors.camera.insecure');
      case 'unsupported':
        return t('errors.camera.noStreaming');
      case 'timeout':
        return t('bridge.timeout');
      default:
        return t('bridge.scanFailed');
    }
  }
  switch (kind) {
    case 'timeout':
      return t('bridge.timeout');
    case 'unsupported':
      return t('bridge.unsupported');
    default:
      return t('bridge.failed');
  }
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
