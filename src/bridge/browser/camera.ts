import { t } from '../../i18n';
import { fail, failed, ok } from '../result';
import type { BridgeFailure, BridgeResult } from '../types';

export type CameraDeps = {
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'> | undefined;
  isSecureContext?: boolean;
};

function errorName(error: unknown): string {
  return error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
}

/**
 * A camera error, under its current or its old Chrome name, as the spec's texts: permission needed; no
 * camera; needs a secure context; occupied; installed inappropriately; browser lacks streaming API.
 */
export function cameraFailure(error: unknown, secure = true): BridgeFailure {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return { kind: 'permission-denied', message: t('errors.camera.permission') };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return { kind: 'no-camera', message: t('errors.camera.noCamera') };
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return { kind: 'camera-busy', message: t('errors.camera.busy') };
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return { kind: 'no-camera', message: t('errors.camera.badInstall') };
    case 'SecurityError':
    case 'NotSupportedError':
      return { kind: 'insecure-context', message: t('errors.camera.insecure') };
    case 'TypeError':
    case 'StreamApiNotSupportedError':
      return secure
        ? { kind: 'unsupported', message: t('errors.camera.noStreaming') }
        : { kind: 'insecure-context', message: t('errors.camera.insecure') };
    default:
      return { kind: 'failed', message: t('bridge.scanFailed') };
  }
}

const PREFERRED: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/**
 * The back camera's stream. Browsers hide `navigator.mediaDevices` outside a secure context, so its absence
 * means "needs https" there and "no streaming API" elsewhere. An over-constrained request is retried with
 * any camera before giving up.
 */
export async function openCamera(deps: CameraDeps = {}): Promise<BridgeResult<MediaStream>> {
  const mediaDevices = 'mediaDevices' in deps ? deps.mediaDevices : globalThis.navigator?.mediaDevices;
  const secure = deps.isSecureContext ?? globalThis.isSecureContext ?? true;
  if (!mediaDevices || typeof mediaDevices.getUserMedia !== 'function') {
    return secure ? fail('unsupported', t('errors.camera.noStreaming')) : failed('scan', 'insecure-context');
  }
  try {
    return ok(await mediaDevices.getUserMedia(PREFERRED));
  } catch (error) {
    const name = errorName(error);
    if (name !== 'OverconstrainedError' && name !== 'ConstraintNotSatisfiedError')
      return { ok: false, error: cameraFailure(error, secure) };
    try {
      return ok(await mediaDevices.getUserMedia({ audio: false, video: true }));
    } catch (again) {
      return { ok: false, error: cameraFailure(again, secure) };
    }
  }
}

/** Turns the camera off: every track, so the browser's camera indicator goes out. */
export function stopStream(stream: MediaStream | null | undefined): void {
  if (!stream) return;
  for (const track of stream.getTracks()) {
    try {
      track.stop();
    } catch {
      // already stopped
    }
  }
}
