import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../result';
import type { BridgeResult } from '../types';
import type { Decoded } from './decoder';
import { Scanner, type ScannerDeps } from './Scanner';
import { openCameraScanner } from './scanner-host';

function fakeStream() {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  const stream = new MediaStream();
  stream.getTracks = () => tracks as unknown as MediaStreamTrack[];
  return { stream, tracks, allStopped: () => tracks.every((track) => track.stop.mock.calls.length > 0) };
}

function fakeDecoder(answers: Array<string | null>) {
  const decode = vi.fn(async (_canvas: HTMLCanvasElement): Promise<Decoded | null> => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next ? { text: next, format: 'QR_CODE' } : null;
  });
  const close = vi.fn(() => undefined);
  return { name: 'qr-scanner' as const, decode, close };
}

function deps(overrides: Partial<ScannerDeps> = {}): Partial<ScannerDeps> {
  return {
    openCamera: async () => ok(fakeStream().stream),
    loadDecoder: async () => fakeDecoder([null]),
    drawFrame: () => true,
    loadImage: async () => document.createElement('img'),
    intervalMs: 5,
    ...overrides,
  };
}

afterEach(async () => {
  // let a scanner left open by a failing test close
  await act(async () => {
    document.querySelector<HTMLButtonElement>('[data-testid="qr-scanner"] button')?.click();
  });
});

describe('the camera scanner', () => {
  it('decodes video frames until a code is found, then stops every track and closes', async () => {
    const camera = fakeStream();
    const decoder = fakeDecoder([null, null, 'https://h.example/#/p?lockerNo=L001']);
    const result = openCameraScanner({
      deps: deps({ openCamera: async () => ok(camera.stream), loadDecoder: async () => decoder }),
    });
    expect(await screen.findByRole('dialog', { name: 'Scan QR code' })).toBeTruthy();
    expect(await result).toEqual({
      ok: true,
      value: { text: 'https://h.example/#/p?lockerNo=L001', format: 'QR_CODE' },
    });
    expect(decoder.decode).toHaveBeenCalledTimes(3);
    expect(camera.allStopped()).toBe(true);
    expect(decoder.close).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('[data-bridge-scanner]')).toBeNull();
  });

  it('never overlaps two decodes', async () => {
    const user = userEvent.setup();
    let inFlight = 0;
    let overlapped = false;
    const decoder = fakeDecoder([null]);
    decoder.decode.mockImplementation(async () => {
      inFlight += 1;
      if (inFlight > 1) overlapped = true;
      // a decode slower than the 1 ms between frames: the time it takes is the case under test
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return null;
    });
    const result = openCameraScanner({ deps: deps({ loadDecoder: async () => decoder, intervalMs: 1 }) });
    // let several decode rounds happen (however slow the machine), then cancel
    await waitFor(() => expect(decoder.decode.mock.calls.length).toBeGreaterThan(2), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await result;
    expect(overlapped).toBe(false);
  });

  it("settles 'Cancel' as cancelled and turns the camera off", async () => {
    const user = userEvent.setup();
    const camera = fakeStream();
    const result = openCameraScanner({ deps: deps({ openCamera: async () => ok(camera.stream) }) });
    await screen.findByText('Point the camera at the QR code');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await result).toEqual({ ok: false, error: { kind: 'cancelled', message: 'Cancelled' } });
    expect(camera.allStopped()).toBe(true);
  });

  it('shows why the camera cannot be used, offers a photo, and reports the reason on cancel', async () => {
    const user = userEvent.setup();
    const result = openCameraScanner({
      deps: deps({
        openCamera: async () => ({
          ok: false,
          error: { kind: 'permission-denied', message: 'Camera permission is needed to scan' },
        }),
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Camera permission is needed to scan');
    expect(screen.getByText('You can choose a photo of the QR code instead')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await result).toEqual({
      ok: false,
      error: { kind: 'permission-denied', message: 'Camera permission is needed to scan' },
    });
  });

  it('asks for the decoder (16 KB gzip) only once the camera is on, or a photo is chosen', async () => {
    const user = userEvent.setup();
    const loadDecoder = vi.fn(async () => fakeDecoder([null]));
    let grant: (result: BridgeResult<MediaStream>) => void = () => undefined;
    const result = openCameraScanner({
      deps: deps({ openCamera: () => new Promise((resolve) => (grant = resolve)), loadDecoder }),
    });
    await screen.findByRole('dialog', { name: 'Scan QR code' });
    // the permission prompt is up: nothing to decode yet, and a refusal would make the decoder's bytes wasted
    expect(loadDecoder).not.toHaveBeenCalled();
    await act(async () =>
      grant({ ok: false, error: { kind: 'no-camera', message: 'No camera was found on this device' } }),
    );
    await screen.findByRole('alert');
    expect(loadDecoder).not.toHaveBeenCalled();

    const input = document.querySelector<HTMLInputElement>('[data-testid="qr-scanner"] input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'blank.png', { type: 'image/png' }));
    expect(await screen.findByText('No QR code was found in this photo')).toBeTruthy();
    expect(loadDecoder).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await result;
  });

  it('starts decoding as soon as the camera is granted', async () => {
    const loadDecoder = vi.fn(async () => fakeDecoder(['https://h.example/#/p?lockerNo=L001']));
    let grant: (result: BridgeResult<MediaStream>) => void = () => undefined;
    const result = openCameraScanner({
      deps: deps({ openCamera: () => new Promise((resolve) => (grant = resolve)), loadDecoder }),
    });
    await screen.findByRole('dialog', { name: 'Scan QR code' });
    expect(loadDecoder).not.toHaveBeenCalled();
    await act(async () => grant(ok(fakeStream().stream)));
    expect(await result).toMatchObject({ ok: true, value: { text: 'https://h.example/#/p?lockerNo=L001' } });
    expect(loadDecoder).toHaveBeenCalledTimes(1);
  });

  it('reads a code from a chosen photo', async () => {
    const user = userEvent.setup();
    const decoder = fakeDecoder([null]);
    const result = openCameraScanner({
      deps: deps({
        openCamera: async () => ({
          ok: false,
          error: { kind: 'no-camera', message: 'No camera was found on this device' },
        }),
        loadDecoder: async () => decoder,
      }),
    });
    await screen.findByRole('alert');
    const input = document.querySelector<HTMLInputElement>('[data-testid="qr-scanner"] input[type="file"]');
    if (!input) throw new Error('no file input');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Choose a photo' }));
    expect(click).toHaveBeenCalled();

    decoder.decode.mockResolvedValueOnce(null);
    await user.upload(input, new File(['x'], 'blank.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No QR code was found in this photo');

    decoder.decode.mockResolvedValueOnce({ text: 'https://h.example/?storeNo=S001', format: 'QR_CODE' });
    await user.upload(input, new File(['x'], 'code.png', { type: 'image/png' }));
    expect(await result).toEqual({ ok: true, value: { text: 'https://h.example/?storeNo=S001', format: 'QR_CODE' } });
  });

  it('closes when the page navigates (the back button)', async () => {
    const camera = fakeStream();
    const result = openCameraScanner({ deps: deps({ openCamera: async () => ok(camera.stream) }) });
    await screen.findByText('Point the camera at the QR code');
    window.dispatchEvent(new Event('popstate'));
    expect((await result).ok).toBe(false);
    expect(camera.allStopped()).toBe(true);
  });

  it('settles with timeout and turns the camera off', async () => {
    const camera = fakeStream();
    const result = openCameraScanner({ timeoutMs: 60, deps: deps({ openCamera: async () => ok(camera.stream) }) });
    expect(await result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    await waitFor(() => expect(camera.allStopped()).toBe(true));
  });

  it('stops a camera granted after the scanner was closed', async () => {
    const user = userEvent.setup();
    const camera = fakeStream();
    let grant: (value: BridgeResult<MediaStream>) => void = () => undefined;
    const openCamera = vi.fn(() => new Promise<BridgeResult<MediaStream>>((resolve) => (grant = resolve)));
    const result = openCameraScanner({ deps: deps({ openCamera }) });
    await screen.findByText('Starting the camera…');
    // the camera is asked for once the scanner has mounted (an effect, which a loaded machine runs later):
    // a scanner closed before that never opens one
    await waitFor(() => expect(openCamera).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await result;
    grant(ok(camera.stream));
    await waitFor(() => expect(camera.allStopped()).toBe(true));
  });

  it('shares one scanner between two calls', async () => {
    const user = userEvent.setup();
    const first = openCameraScanner({ deps: deps() });
    const second = openCameraScanner({ deps: deps() });
    expect(second).toBe(first);
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await first;
  });

  it('says so when the decoder cannot be loaded', async () => {
    const user = userEvent.setup();
    const result = openCameraScanner({ deps: deps({ loadDecoder: async () => Promise.reject(new Error('offline')) }) });
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await result;
  });

  it('turns the camera off when unmounted', async () => {
    const camera = fakeStream();
    const onResult = vi.fn();
    const view = render(
      <Scanner
        onResult={onResult}
        deps={{ ...(deps({ openCamera: async () => ok(camera.stream) }) as ScannerDeps) }}
      />,
    );
    await screen.findByText('Point the camera at the QR code');
    view.unmount();
    expect(camera.allStopped()).toBe(true);
    expect(onResult).not.toHaveBeenCalled();
  });
});
