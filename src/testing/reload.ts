import { resetAppStore } from '../state/store';

/**
 * What the chat app's reload leaves of the app: nothing in memory (the screen, the jotai store, the query
 * cache go; the next `renderWithApp` makes a fresh client), local storage as it was. Render the screen again
 * after it, as the reloaded page would.
 */
export function reload(unmount: () => void): void {
  unmount();
  resetAppStore();
}
