import { createRoot, type Root } from 'react-dom/client';
import { DevPanel } from './DevPanel';
import { sendFieldReportsThroughMock } from './field-report-beacons';

let root: Root | null = null;

/**
 * Shows the developer panel (main.tsx calls this in mock mode only): its own container at the end of
 * <body> and its own React root, so it never disturbs #app. Calling it again does nothing.
 */
export function mountDevPanel(): void {
  if (root || typeof document === 'undefined') return;
  const container = document.createElement('div');
  container.id = 'mock-dev-panel';
  document.body.append(container);
  root = createRoot(container);
  root.render(<DevPanel />);
  sendFieldReportsThroughMock(import.meta.env.VITE_RUM_URL ?? '');
}

/** For tests. */
export function unmountDevPanel(): void {
  root?.unmount();
  root = null;
  document.getElementById('mock-dev-panel')?.remove();
}
