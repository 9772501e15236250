import { PATHS } from '../../lib/paths';

/**
 * The landing history entry is marked at start-up, so "back" from a page the customer landed on
 * (a QR code, a menu link) goes Home instead of leaving the app.
 */
export function markLandingEntry(): void {
  history.replaceState({ ...(history.state ?? {}), appLanding: true }, '');
}

export function isLandingEntry(): boolean {
  return Boolean((history.state as { appLanding?: boolean } | null)?.appLanding);
}

/** Back as the customer expects: the previous app page (through any back guard), or Home when there is none. */
export function goBack(navigate: (to: string, options?: { replace?: boolean }) => void): void {
  if (isLandingEntry()) navigate(PATHS.home, { replace: true });
  else history.back();
}
