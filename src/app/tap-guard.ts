import { ANTD_OVERLAYS } from '../ui/antd';

/** Spec section 9: a second tap within 300 ms, and multi-touch (pinch zoom), are suppressed. */
export const DOUBLE_TAP_MS = 300;

/** How far apart the two touches of one double tap may land (a finger drifts a little). */
const SAME_SPOT_PX = 24;

type Target = Pick<Document, 'addEventListener' | 'removeEventListener'>;

/** The dialogs and sheets a tap can close (antd-mobile's and the app's own). */
const OVERLAY = `[role="dialog"], [role="alertdialog"], ${ANTD_OVERLAYS}`;

/** An overlay the first tap closed: unmounted, or hidden. */
const gone = (overlay: Element | null) =>
  overlay !== null && (!overlay.isConnected || overlay.getClientRects().length === 0);

/**
 * Installs the guards on the document. A second tap within 300 ms is swallowed in the capture phase, before
 * any screen sees it, so a double tap never acts twice:
 * - on the same control (it would send twice);
 * - at the same spot, when the first tap closed the dialog or sheet it was made in (with 'reduce motion' it
 *   vanishes at once): the second tap would land on whatever lay beneath, another order's 'Collect' say.
 * Taps on other controls, elsewhere or later pass, and so do clicks from the keyboard. So do quick taps inside
 * an overlay that stays (a region picker replacing its list) and on a screen just opened.
 * Returns what takes them off again (the app keeps them; a test must not leave them to the next one).
 */
export function installTapGuard(doc: Target = document, now: () => number = () => performance.now()): () => void {
  let lastTarget: EventTarget | null = null;
  let lastTime = Number.NEGATIVE_INFINITY;
  let lastSpot: { x: number; y: number } | null = null;
  let lastOverlay: Element | null = null;

  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.('button, a, [role="button"]') ?? event.target;
    const time = now();
    // a pointer's click has a position; a keyboard's (Enter, Space) has detail 0 and none
    const pointer = event instanceof MouseEvent && event.detail > 0 ? { x: event.clientX, y: event.clientY } : null;
    const quick = time - lastTime < DOUBLE_TAP_MS;
    const sameSpot =
      pointer !== null &&
      lastSpot !== null &&
      Math.hypot(pointer.x - lastSpot.x, pointer.y - lastSpot.y) <= SAME_SPOT_PX;
    if (quick && (control === lastTarget || (sameSpot && gone(lastOverlay)))) {
      event.stopImmediatePropagation();
      event.preventDefault();
      return;
    }
    lastTarget = control;
    lastTime = time;
    lastSpot = pointer;
    lastOverlay = control instanceof Element ? control.closest(OVERLAY) : null;
  };
  const onTouchStart = (event: Event) => {
    if ((event as TouchEvent).touches.length > 1) event.preventDefault();
  };
  const onGesture = (event: Event) => event.preventDefault();
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('touchstart', onTouchStart, { passive: false, capture: true });
  // iOS Safari's pinch gestures
  doc.addEventListener('gesturestart', onGesture, { passive: false });
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('touchstart', onTouchStart, { capture: true });
    doc.removeEventListener('gesturestart', onGesture);
  };
}
