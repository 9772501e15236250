import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failed, failure, ok } from '../result';
import type { BridgeFailure, BridgeResult } from '../types';
import { openCamera, stopStream } from './camera';
import { type Decoded, drawForDecoding, loadDecoder, type QrDecoder } from './decoder';

export type ScanResult = BridgeResult<Decoded>;

export type ScannerDeps = {
  openCamera: typeof openCamera;
  loadDecoder: () => Promise<QrDecoder>;
  /** Puts the current picture into the canvas; false while there is none. */
  drawFrame: (source: HTMLVideoElement | HTMLImageElement, canvas: HTMLCanvasElement, photo: boolean) => boolean;
  loadImage: (file: Blob) => Promise<HTMLImageElement>;
  /** How often a video frame is decoded. */
  intervalMs: number;
};

function loadImageFile(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

export const defaultScannerDeps: ScannerDeps = {
  openCamera,
  loadDecoder,
  drawFrame: (source, canvas, photo) =>
    drawForDecoding(source, canvas, photo ? { max: 1280, square: false } : { max: 640, square: true }),
  loadImage: loadImageFile,
  intervalMs: 150,
};

/**
 * The full-screen camera scanner of the plain-browser bridge: the back camera in a <video>, a frame copied
 * to a canvas every ~150 ms and decoded (a decode in progress is never overlapped). 'Choose a photo'
 * decodes a picture of a code instead, the way out when no camera can be used. Every track is stopped on a
 * result, on 'Cancel' (or Escape, or the page navigating) and on unmount.
 */
export function Scanner({
  onResult,
  deps = defaultScannerDeps,
}: {
  onResult: (result: ScanResult) => void;
  deps?: ScannerDeps;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<'starting' | 'scanning' | 'camera-failed'>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [busyWithPhoto, setBusyWithPhoto] = useState(false);

  // Mutable state of one scanner session, shared by the loop, the buttons and the cleanup.
  const session = useRef({
    done: false,
    stream: null as MediaStream | null,
    decoder: null as Promise<QrDecoder | null> | null,
    timer: 0 as ReturnType<typeof setTimeout> | 0,
    cameraFailure: null as BridgeFailure | null,
    canvas: null as HTMLCanvasElement | null,
    onResult,
  });
  session.current.onResult = onResult;

  function shutDown() {
    const s = session.current;
    if (s.timer) clearTimeout(s.timer);
    s.timer = 0;
    stopStream(s.stream);
    s.stream = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    void s.decoder?.then((decoder) => decoder?.close());
    s.decoder = null;
  }

  function finish(result: ScanResult) {
    const s = session.current;
    if (s.done) return;
    s.done = true;
    shutDown();
    s.onResult(result);
  }

  function cancel() {
    finish(
      session.current.cameraFailure ? { ok: false, error: session.current.cameraFailure } : failed('scan', 'cancelled'),
    );
  }

  function decoder(): Promise<QrDecoder | null> {
    const s = session.current;
    s.decoder ??= deps.loadDecoder().catch(() => null);
    return s.decoder;
  }

  function canvas(): HTMLCanvasElement {
    const s = session.current;
    s.canvas ??= document.createElement('canvas');
    return s.canvas;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one camera session per mount
  useEffect(() => {
    const s = session.current;
    s.done = false;
    // Per run, so that React's development double effect never leaves a camera on.
    let alive = true;
    let stream: MediaStream | null = null;
    cancelRef.current?.focus();

    const tick = async () => {
      s.timer = 0;
      if (!alive || s.done) return;
      const reader = await decoder();
      if (!alive || s.done) return;
      if (!reader) {
        setProblem(t('bridge.scanner.decoderFailed'));
        return;
      }
      const video = videoRef.current;
      if (video && deps.drawFrame(video, canvas(), false)) {
        const found = await reader.decode(canvas());
        if (!alive || s.done) return;
        if (found) {
          finish(ok(found));
          return;
        }
      }
      s.timer = setTimeout(tick, deps.intervalMs);
    };

    void deps.openCamera().then((camera) => {
      if (!alive || s.done) {
        if (camera.ok) stopStream(camera.value); // closed while the permission prompt was up
        return;
      }
      if (!camera.ok) {
        s.cameraFailure = camera.error;
        setPhase('camera-failed');
        setProblem(camera.error.message);
        return;
      }
      stream = camera.value;
      s.stream = stream;
      const video = videoRef.current;
      try {
        if (video) video.srcObject = stream;
      } catch {
        stopStream(stream);
        s.cameraFailure = failure('scan', 'failed');
        setPhase('camera-failed');
        setProblem(s.cameraFailure.message);
        return;
      }
      void video?.play?.()?.catch(() => undefined);
      // Asked for now, not at mount: while the permission prompt is up there is nothing to decode, and a
      // camera refused or missing would leave its 16 KB gzip wasted (a photo asks for it when one is chosen).
      void decoder();
      setPhase('scanning');
      s.timer = setTimeout(tick, deps.intervalMs);
    });

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    // Back button or any navigation closes the scanner: the camera never outlives the screen.
    const onNavigate = () => cancel();
    addEventListener('keydown', onKey);
    addEventListener('hashchange', onNavigate);
    addEventListener('popstate', onNavigate);
    return () => {
      alive = false;
      removeEventListener('keydown', onKey);
      removeEventListener('hashchange', onNavigate);
      removeEventListener('popstate', onNavigate);
      stopStream(stream);
      shutDown();
    };
  }, []);

  async function onPhoto(file: File | undefined) {
    if (!file) return;
    setBusyWithPhoto(true);
    setProblem(null);
    try {
      const reader = await decoder();
      if (!reader) {
        setProblem(t('bridge.scanner.decoderFailed'));
        return;
      }
      const image = await deps.loadImage(file);
      const photoCanvas = document.createElement('canvas');
      const found = deps.drawFrame(image, photoCanvas, true) ? await reader.decode(photoCanvas) : null;
      if (session.current.done) return;
      if (found) finish(ok(found));
      else setProblem(t('bridge.scanner.noCodeInPhoto'));
    } catch {
      setProblem(t('bridge.scanner.noCodeInPhoto'));
    } finally {
      setBusyWithPhoto(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const status =
    problem ??
    (phase === 'starting' ? t('bridge.scanner.starting') : phase === 'scanning' ? t('bridge.scanner.hint') : '');

  return (
    <div role="dialog" aria-modal="true" aria-labelledby={titleId} style={styles.overlay} data-testid="qr-scanner">
      <h1 id={titleId} style={styles.title}>
        {t('bridge.scanner.title')}
      </h1>
      <div style={styles.stage}>
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label={t('bridge.scanner.cameraView')}
          style={styles.video}
        />
        {phase !== 'camera-failed' && <div style={styles.frame} aria-hidden="true" />}
      </div>
      <p role={problem ? 'alert' : 'status'} style={styles.status}>
        {/* a new text replaces the old one rather than editing it: a centred text edited in place starts
            elsewhere, which the browser counts as moving (layout shift) */}
        <span key={status}>{status}</span>
      </p>
      {phase === 'camera-failed' && <p style={styles.hint}>{t('bridge.scanner.photoHint')}</p>}
      <div style={styles.actions}>
        <button type="button" ref={cancelRef} onClick={cancel} style={styles.secondary}>
          {t('bridge.scanner.cancel')}
        </button>
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          disabled={busyWithPhoto}
          aria-busy={busyWithPhoto}
          style={styles.primary}
        >
          {t('bridge.scanner.choosePhoto')}
        </button>
      </div>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onPhoto(event.currentTarget.files?.[0])}
      />
    </div>
  );
}

const styles: Record<string, CSSProperties> = {
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 3000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 16,
    padding: 'max(16px, env(safe-area-inset-top)) 16px max(24px, env(safe-area-inset-bottom))',
    background: 'var(--app-color-camera)',
    color: 'var(--app-color-text-inverse)',
    fontFamily: 'inherit',
  },
  title: { margin: 0, fontSize: 18, fontWeight: 600 },
  stage: {
    position: 'relative',
    width: 'min(86vw, 60vh, 420px)',
    aspectRatio: '1 / 1',
    overflow: 'hidden',
    borderRadius: 12,
    background: 'var(--app-color-camera-stage)',
  },
  video: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  frame: {
    position: 'absolute',
    inset: '12%',
    border: '3px solid var(--app-color-camera-frame)',
    borderRadius: 8,
    boxShadow: '0 0 0 2000px var(--app-color-shadow-strong)',
  },
  // the row's whole width: the text changes (starting, then a problem) in a box that does not move
  status: { margin: 0, minHeight: '1.5em', textAlign: 'center', fontSize: 15, width: '100%', maxWidth: 420 },
  hint: { margin: 0, textAlign: 'center', fontSize: 14, color: 'var(--app-color-camera-text-weak)', maxWidth: 420 },
  actions: { display: 'flex', gap: 12, marginTop: 'auto', width: '100%', maxWidth: 420 },
  primary: {
    flex: 1,
    minHeight: 44,
    border: 0,
    borderRadius: 22,
    background: 'var(--app-color-text-inverse)',
    color: 'var(--app-color-camera)',
    fontSize: 16,
    fontWeight: 600,
  },
  secondary: {
    flex: 1,
    minHeight: 44,
    border: '1px solid var(--app-color-text-inverse)',
    borderRadius: 22,
    background: 'transparent',
    color: 'var(--app-color-text-inverse)',
    fontSize: 16,
  },
};
