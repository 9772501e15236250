/**
 * What the boot script (./boot.ts) hands to the app: the answers it asked for before the app's code arrived.
 * Types only, shared by both sides; the boot script is a separate bundle and the app reads `window.__boot`.
 */
export type PrefetchedCall = {
  /** The full URL asked for (GET). */
  url: string;
  /** The `token` and `Accept-Language` headers it was sent with: only a request with the same ones may use it. */
  token: string | null;
  language: string;
  response: Promise<Response>;
};

export type BootHandoff = {
  prefetched: PrefetchedCall[];
  /**
   * Whether the shell shows server content (Home's first banner, a product's picture and name, the cabinet
   * header): the app then keeps it until its own screen has its first answers, so that content does not give
   * way to a skeleton and back.
   */
  showsContent: () => boolean;
  /** Removes the shell drawn by the boot script; the app calls it once its first screen is on display. */
  removeShell: () => void;
};

declare global {
  interface Window {
    __boot?: BootHandoff;
  }
}
