import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { chromium, chromiumArgs } from '../../playwright.config';
import { test } from './app';

/**
 * The camera of every test in the calling file shows a QR code of `text` (`name` names its video): Chromium's
 * fake camera plays the video, and the permission prompt is answered yes. Call it at the top of a spec file.
 */
export function fakeCameraShows(text: string, name: string): void {
  const video = writeQrVideo(text, name);
  test.use({
    launchOptions: {
      executablePath: chromium,
      args: [
        ...chromiumArgs,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    },
  });
}

/**
 * Makes a .y4m video (what Chromium's `--use-file-for-fake-video-capture` plays as the camera) showing a QR
 * code of `text`: a white 640 x 480 frame with the code drawn in the middle, repeated for a second.
 */
export function writeQrVideo(text: string, name: string): string {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(360 / (size + 8));
  const side = (size + 8) * scale; // with a quiet zone of 4 modules each side
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);

  const luma = Buffer.alloc(width * height, 235); // white
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + (row + 4) * scale + y) * width + left + (col + 4) * scale;
        luma.fill(16, start, start + scale); // black
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128); // no colour
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const dir = join('test-results', 'fake-camera');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.y4m`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return path;
}
