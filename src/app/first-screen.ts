/**
 * Settles once the first screen is on display with its own calls sent: ScreenLoader marks it in the effect
 * that follows the screen's first commit, which runs after the screen's own effects (where its queries start).
 * Also once that screen's code could not be loaded (its timeout state). The start-up loads wait for it
 * (src/main.tsx), so that they travel beside the screen's calls, not before them.
 */
let markShown: () => void = () => undefined;
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markFirstScreenShown(): void {
  markShown();
}
