import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation, resetLastFix } from './geolocation';

type Success = PositionCallback;
type Failure = PositionErrorCallback;

/** A navigator.geolocation whose answers the test gives by hand. */
function fakeGeolocation() {
  const pending: Array<{ success: Success; failure: Failure; options?: PositionOptions }> = [];
  return {
    pending,
    getCurrentPosition: vi.fn((success: Success, failure?: Failure | null, options?: PositionOptions) => {
      pending.push({ success, failure: failure ?? (() => undefined), options });
    }),
    answer(latitude: number, longitude: number) {
      pending.shift()?.success({ coords: { latitude, longitude } } as GeolocationPosition);
    },
    fail(code: number) {
      pending.shift()?.failure({ code, message: '' } as GeolocationPositionError);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetLastFix();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('browserLocation', () => {
  it('returns the fix and asks the browser with its own timeout', async () => {
    const geolocation = fakeGeolocation();
    const result = browserLocation({ geolocation });
    geolocation.answer(10.7, 106.6);
    expect(await result).toEqual({ ok: true, value: { latitude: 10.7, longitude: 106.6 } });
    expect(geolocation.pending).toHaveLength(0);
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 10_000 });
  });

  it('settles with timeout by its outer timer while the permission prompt stays open', async () => {
    const geolocation = fakeGeolocation();
    const result = browserLocation({ geolocation, outerTimeoutMs: 15_000 });
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({
      ok: false,
      error: { kind: 'timeout', message: 'Getting the position timed out' },
    });
  });

  it('keeps a fix that arrives after the outer timer for the next call', async () => {
    const geolocation = fakeGeolocation();
    const first = browserLocation({ geolocation, outerTimeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect((await first).ok).toBe(false);
    geolocation.answer(34.8, 113.5); // the late answer to the first call

    const second = browserLocation({ geolocation, outerTimeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await second).toEqual({ ok: true, value: { latitude: 34.8, longitude: 113.5 } });
  });

  it('stands in the cached fix when the position is unavailable or times out', async () => {
    const geolocation = fakeGeolocation();
    const first = browserLocation({ geolocation });
    geolocation.answer(1.5, 2.5);
    await first;

    const unavailable = browserLocation({ geolocation });
    geolocation.fail(2);
    expect(await unavailable).toEqual({ ok: true, value: { latitude: 1.5, longitude: 2.5 } });

    const timedOut = browserLocation({ geolocation });
    geolocation.fail(3);
    expect(await timedOut).toEqual({ ok: true, value: { latitude: 1.5, longitude: 2.5 } });
  });

  it('forgets a cached fix that is too old', async () => {
    let now = 0;
    const geolocation = fakeGeolocation();
    const first = browserLocation({ geolocation, now: () => now, cacheMaxAgeMs: 60_000 });
    geolocation.answer(1.5, 2.5);
    await first;
    now = 61_000;
    const later = browserLocation({ geolocation, now: () => now, cacheMaxAgeMs: 60_000 });
    geolocation.fail(2);
    expect(await later).toEqual({ ok: false, error: { kind: 'failed', message: 'Position unavailable' } });
  });

  it('respects a denial even with a cached fix', async () => {
    const geolocation = fakeGeolocation();
    const first = browserLocation({ geolocation });
    geolocation.answer(1.5, 2.5);
    await first;
    const denied = browserLocation({ geolocation });
    geolocation.fail(1);
    expect(await denied).toEqual({
      ok: false,
      error: { kind: 'permission-denied', message: 'Location permission denied' },
    });
  });

  it.each([
    [2, { kind: 'failed', message: 'Position unavailable' }],
    [3, { kind: 'timeout', message: 'Getting the position timed out' }],
    [9, { kind: 'failed', message: 'Unknown error while getting the position' }],
  ])('gives the spec text for error code %i', async (code, error) => {
    const geolocation = fakeGeolocation();
    const result = browserLocation({ geolocation });
    geolocation.fail(code);
    expect(await result).toEqual({ ok: false, error });
  });

  it('says unsupported without navigator.geolocation, and insecure outside https', async () => {
    expect(await browserLocation({ geolocation: undefined })).toEqual({
      ok: false,
      error: { kind: 'unsupported', message: 'This browser does not support geolocation' },
    });
    expect(await browserLocation({ geolocation: fakeGeolocation(), isSecureContext: false })).toMatchObject({
      ok: false,
      error: { kind: 'insecure-context' },
    });
  });

  it('settles when the browser throws', async () => {
    const result = await browserLocation({
      geolocation: {
        getCurrentPosition: () => {
          throw new Error('blocked by policy');
        },
      },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'failed' } });
  });
});
