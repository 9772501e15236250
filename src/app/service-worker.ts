/**
 * Registers the app shell's service worker (production builds only, see vite.config.ts) once the page has
 * loaded, so that its download of the app's files never competes with the first screen. A host without
 * service workers (some in-app browsers) simply goes without: the app works online as before.
 */
export function registerAppShellWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_MOCK === 'true') return;
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {
      // private mode or a blocked scope: the app still works online
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
