import { createRoot } from 'react-dom/client';
import { failed } from '../result';
import { defaultScannerDeps, Scanner, type ScannerDeps, type ScanResult } from './Scanner';

let open: Promise<ScanResult> | null = null;

/**
 * Shows the full-screen scanner in its own container and React root (this module is a lazy chunk, loaded
 * when the customer first scans) and settles with its result. One scanner at a time: a second call while
 * one is open gets the same result. Settles with 'timeout' if nothing happens for `timeoutMs`.
 */
export function openCameraScanner(
  options: { timeoutMs?: number; deps?: Partial<ScannerDeps> } = {},
): Promise<ScanResult> {
  if (open) return open;
  const container = document.createElement('div');
  container.setAttribute('data-bridge-scanner', '');
  document.body.append(container);
  const root = createRoot(container);
  const deps: ScannerDeps = { ...defaultScannerDeps, ...options.deps };

  open = new Promise<ScanResult>((resolve) => {
    let settled = false;
    const done = (result: ScanResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      open = null;
      resolve(result);
      // Unmounting inside the root's own event handler is not allowed: leave it a tick.
      setTimeout(() => {
        root.unmount(); // the scanner's cleanup stops the camera
        container.remove();
      }, 0);
    };
    const timer = setTimeout(() => done(failed('scan', 'timeout')), options.timeoutMs ?? 5 * 60_000);
    root.render(<Scanner onResult={done} deps={deps} />);
  });
  return open;
}
