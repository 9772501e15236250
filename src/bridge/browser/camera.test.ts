import { describe, expect, it, vi } from 'vitest';
import { cameraFailure, openCamera, stopStream } from './camera';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('cameraFailure', () => {
  it.each([
    ['NotAllowedError', 'permission-denied', 'Camera permission is needed to scan'],
    ['PermissionDeniedError', 'permission-denied', 'Camera permission is needed to scan'],
    ['NotFoundError', 'no-camera', 'No camera was found on this device'],
    ['DevicesNotFoundError', 'no-camera', 'No camera was found on this device'],
    ['NotReadableError', 'camera-busy', 'The camera is occupied by another application'],
    ['TrackStartError', 'camera-busy', 'The camera is occupied by another application'],
    ['OverconstrainedError', 'no-camera', 'The camera is installed inappropriately'],
    ['ConstraintNotSatisfiedError', 'no-camera', 'The camera is installed inappropriately'],
    ['SecurityError', 'insecure-context', 'The camera needs a secure (https) connection'],
    ['NotSupportedError', 'insecure-context', 'The camera needs a secure (https) connection'],
    ['TypeError', 'unsupported', 'This browser lacks the streaming API needed for the camera'],
    ['StreamApiNotSupportedError', 'unsupported', 'This browser lacks the streaming API needed for the camera'],
    ['SomethingElse', 'failed', 'Scanning failed. Please try again'],
  ])('maps %s to %s', (name, kind, message) => {
    expect(cameraFailure(named(name))).toEqual({ kind, message });
  });

  it('takes a TypeError outside a secure context for the missing https', () => {
    expect(cameraFailure(new TypeError('undefined is not an object'), false).kind).toBe('insecure-context');
  });

  it('copes with things that are not errors', () => {
    expect(cameraFailure(undefined).kind).toBe('failed');
    expect(cameraFailure('NotAllowedError').kind).toBe('failed');
  });
});

describe('openCamera', () => {
  it('asks for the back camera without sound', async () => {
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    const getUserMedia = vi.fn(async () => stream);
    expect(await openCamera({ mediaDevices: { getUserMedia } })).toEqual({ ok: true, value: stream });
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        audio: false,
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    );
  });

  it('needs https when mediaDevices is missing outside a secure context', async () => {
    expect(await openCamera({ mediaDevices: undefined, isSecureContext: false })).toEqual({
      ok: false,
      error: { kind: 'insecure-context', message: 'The camera needs a secure (https) connection' },
    });
  });

  it('lacks the streaming API when mediaDevices is missing in a secure context', async () => {
    expect(await openCamera({ mediaDevices: undefined, isSecureContext: true })).toEqual({
      ok: false,
      error: { kind: 'unsupported', message: 'This browser lacks the streaming API needed for the camera' },
    });
  });

  it('maps a refusal', async () => {
    const getUserMedia = vi.fn(async () => Promise.reject(named('NotAllowedError')));
    expect(await openCamera({ mediaDevices: { getUserMedia } })).toMatchObject({
      ok: false,
      error: { kind: 'permission-denied' },
    });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('tries any camera once when the preferred one is over-constrained', async () => {
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    const getUserMedia = vi
      .fn<(c: MediaStreamConstraints) => Promise<MediaStream>>()
      .mockRejectedValueOnce(named('OverconstrainedError'))
      .mockResolvedValueOnce(stream);
    expect(await openCamera({ mediaDevices: { getUserMedia } })).toEqual({ ok: true, value: stream });
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: false, video: true });

    getUserMedia.mockRejectedValue(named('ConstraintNotSatisfiedError'));
    expect(await openCamera({ mediaDevices: { getUserMedia } })).toMatchObject({
      ok: false,
      error: { message: 'The camera is installed inappropriately' },
    });
  });
});

describe('stopStream', () => {
  it('stops every track, even when one throws', () => {
    const a = { stop: vi.fn() };
    const b = {
      stop: vi.fn(() => {
        throw new Error('already');
      }),
    };
    const c = { stop: vi.fn() };
    stopStream({ getTracks: () => [a, b, c] } as unknown as MediaStream);
    expect(a.stop).toHaveBeenCalled();
    expect(c.stop).toHaveBeenCalled();
    expect(() => stopStream(null)).not.toThrow();
  });
});
