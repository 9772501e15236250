import { afterNextPaint } from '../../lib/next-task';
import { ensureAntdImperative } from '../antd-setup';

/** Toast default duration (spec section 9). */
export const TOAST_MS = 1500;

// antd-mobile's Toast (with its mask and animation code) loads with the first toast, not with the first paint.
let toastModule: Promise<typeof import('antd-mobile/es/components/toast')> | null = null;
const loadToast = () => {
  toastModule ??= Promise.all([import('antd-mobile/es/components/toast'), ensureAntdImperative()]).then(
    ([module]) => module,
  );
  return toastModule;
};

/** Fetches the toast code ahead of need, so the first toast shows at once. */
export function preloadToast(): Promise<unknown> {
  return loadToast();
}

/**
 * Toasts mostly answer a tap, so the toast code is fetched at the customer's first touch, key or click: not
 * on the first download, where it would compete with the screen for the network. Once that tap's answer is
 * painted: loading it (and antd's set-up) within the tap made the first tap of every page 10–20 ms slower at
 * 4x CPU, five times the floor's whole tap for a box ticked (npm run bench's tap table, issue 49).
 */
export function preloadToastOnFirstTouch(): void {
  const events = ['pointerdown', 'keydown'] as const;
  const preload = () => {
    for (const event of events) window.removeEventListener(event, preload, true);
    // the frame that answers the tap first, then a task of its own
    afterNextPaint(() => void preloadToast());
  };
  for (const event of events) window.addEventListener(event, preload, { capture: true, passive: true });
}

/** Only the newest request counts: a toast asked for while the module loads never shows after a later one. */
let sequence = 0;

/**
 * A short message. Toasts and the loading indicator (./loading.ts) are separate layers, so hiding one never
 * hides the other (spec section 4: "loading indicators hide only when the matching kind is shown").
 */
export function showToast(content: string, duration = TOAST_MS): void {
  const mine = ++sequence;
  void loadToast().then(({ default: Toast }) => {
    if (mine === sequence) Toast.show({ content, duration, maskClickable: true });
  });
}
