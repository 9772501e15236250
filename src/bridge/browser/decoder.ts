/**
 * The QR decoder of the plain-browser scanner, loaded only when the camera or a photo is used.
 *
 * Choice: the browser's native `BarcodeDetector` where it exists and reads QR codes (Chrome on Android and
 * macOS, Safari 17+); otherwise `qr-scanner` 1.4.2, loaded lazily.
 *
 * Why qr-scanner (gzip sizes of the lazy chunks, STACK.md trap 7 and measured in node_modules):
 * - qr-scanner: 5.7 KB + a 10.2 KB worker. Decoding runs in a Web Worker, so sampling the video every
 *   150 ms never blocks the page. Its engine is jsQR's, reworked for speed and memory, so it reads what
 *   jsQR reads (its authors' benchmark: 2-3 times the detection rate of jsqrcode, no misreads). MIT, last
 *   release 2022, no network fetches (the worker is built from a Blob inside the bundle: a CSP needs
 *   `worker-src blob:`).
 * - jsqr 1.4.0: 45.7 KB minified (57 KB as shipped), runs on the main thread (each 640x640 frame costs
 *   tens of milliseconds on a mid phone, janking the overlay), last release 2020. qr-scanner covers it.
 * - barcode-detector 3 (ponyfill on zxing-wasm): the best decode rate and many formats, maintained, but
 *   14.5 KB + a 450 KB wasm that has to be self-hosted (it fetches from a public CDN by default). Thirty
 *   times the bytes for the one format we read, on a phone network, is not worth it.
 *
 * On frames as a phone camera gives them (rotated, skewed, blurred, noisy), qr-scanner reads most and jsqr
 * few, slowly, on the main thread (docs/decisions.md): so `qr-scanner`, and no `jsqr`.
 */

export type Decoded = { text: string; format: string };

export interface QrDecoder {
  /** The QR code in the picture, or null when there is none (or the picture could not be read). */
  decode(source: HTMLCanvasElement): Promise<Decoded | null>;
  /** Frees the worker. */
  close(): void;
  /** Which decoder is in use, for diagnostics. */
  readonly name: 'native' | 'qr-scanner';
}

type NativeDetector = { detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string; format?: string }>> };
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector?.getSupportedFormats) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export async function loadDecoder(): Promise<QrDecoder> {
  const native = await nativeDetector();
  if (native) {
    return {
      name: 'native',
      async decode(source) {
        try {
          const [first] = await native.detect(source);
          return first?.rawValue ? { text: first.rawValue, format: 'QR_CODE' } : null;
        } catch {
          return null;
        }
      },
      close() {},
    };
  }

  const { default: QrScanner } = await import('qr-scanner');
  const engine = await QrScanner.createQrEngine();
  const scratch = document.createElement('canvas');
  // qr-scanner reads this canvas back on every frame: ask for a CPU-side one before it takes the context.
  scratch.getContext('2d', { willReadFrequently: true });
  return {
    name: 'qr-scanner',
    async decode(source) {
      try {
        const result = await QrScanner.scanImage(source, {
          qrEngine: engine,
          canvas: scratch,
          returnDetailedScanResult: true,
        });
        return result.data ? { text: result.data, format: 'QR_CODE' } : null;
      } catch {
        return null; // "No QR code found", or the worker's own 10 s timeout
      }
    },
    close() {
      if (typeof Worker !== 'undefined' && engine instanceof Worker) engine.terminate();
    },
  };
}

/**
 * Draws the middle square of a video frame (or the whole photo) into `canvas`, at most `max` pixels wide,
 * ready for the decoder. Returns false while the source has no picture yet.
 */
export function drawForDecoding(
  source: HTMLVideoElement | HTMLImageElement,
  canvas: HTMLCanvasElement,
  { max = 640, square = true }: { max?: number; square?: boolean } = {},
): boolean {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.naturalWidth;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.naturalHeight;
  if (!width || !height) return false;
  const sw = square ? Math.min(width, height) : width;
  const sh = square ? Math.min(width, height) : height;
  const scale = Math.min(1, max / Math.max(sw, sh));
  const dw = Math.max(1, Math.round(sw * scale));
  const dh = Math.max(1, Math.round(sh * scale));
  if (canvas.width !== dw) canvas.width = dw;
  if (canvas.height !== dh) canvas.height = dh;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return false;
  context.drawImage(source, (width - sw) / 2, (height - sh) / 2, sw, sh, 0, 0, dw, dh);
  return true;
}
