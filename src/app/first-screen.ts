import { FIRST_SCREEN_MARK } from './marks';

/**
 * Settles once the first screen is on display with its own calls sent: ScreenLoader marks it in the effect
 * that follows the screen's first commit, which runs after the screen's own effects (where its queries start).
 * Also once that screen's code could not be loaded (its timeout state). The start-up's work waits for it, and
 * then for the screen's answers (src/main.tsx): none of it comes before the screen is drawn.
 *
 * The moment is also a performance mark, FIRST_SCREEN_MARK: a measurement from outside (`npm run bench`'s
 * Ready) can tell a screen waiting for no answer from one whose calls have not gone out yet.
 */
let markShown: () => void = () => undefined;
let shown = false;
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  performance.mark(FIRST_SCREEN_MARK);
  markShown();
}
