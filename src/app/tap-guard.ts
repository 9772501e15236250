/** Spec section 9: a second tap within 300 ms, and multi-touch (pinch zoom), are suppressed. */
export const DOUBLE_TAP_MS = 300;

type Target = Pick<Document, 'addEventListener' | 'removeEventListener'>;

/**
 * Installs the guards on the document. A click on the same control within 300 ms of the previous one is
 * swallowed in the capture phase, before any screen sees it, so a double tap never sends twice.
 * Returns what takes them off again (the app keeps them; a test must not leave them to the next one).
 */
export function installTapGuard(doc: Target = document, now: () => number = () => performance.now()): () => void {
  let lastTarget: EventTarget | null = null;
  let lastTime = Number.NEGATIVE_INFINITY;

  const onClick = (event: Event) => {
    const control =
      (event.target as Element | null)?.closest?.('button, a, [role="button"], .adm-button') ?? event.target;
    const time = now();
    if (control === lastTarget && time - lastTime < DOUBLE_TAP_MS) {
      event.stopImmediatePropagation();
      event.preventDefault();
      return;
    }
    lastTarget = control;
    lastTime = time;
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
