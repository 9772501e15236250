/**
 * Registers the app shell's service worker (production builds only, see vite.config.ts) once the first screen
 * is up (`screenUp`) and the page has loaded, so that its download of the app's files (all of them, about 1 MB)
 * never competes with the first screen's code and answers. The page's load event alone came too early: the
 * boot script starts the app's code after the page has loaded. A host without service workers (some in-app
 * browsers) simply goes without: the app works online as before.
 */
export function registerAppShellWorker(screenUp: Promise<unknown>): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_MOCK === 'true') return;
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {
      // private mode or a blocked scope: the app still works online
    });
  };
  void screenUp.then(() => {
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
  });
}
