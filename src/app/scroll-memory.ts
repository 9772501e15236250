import { currentPath } from './hash-location';

/**
 * Where the page is scrolled, per history entry: every new screen opens at its top, and Back (or Forward) brings
 * the customer back where they were on that screen. The browser's own restoration cannot do it: the screens load
 * their code and data after the hash changes, so it restores (or keeps) a position on a page that is not drawn
 * yet, and a new screen opened at the previous one's position.
 *
 * Each entry is told apart by an id kept in its history state (`scrollEntry`); the positions are kept in memory
 * (and in the session's storage across a reload). A change of entry without an id is a new screen: it gets an id
 * and the top. A change to an entry with an id is Back or Forward: its position comes back as soon as the screen
 * is tall enough for it (or as far as it goes after a while), unless the customer scrolls meanwhile. A replace
 * that shows another screen in the same entry starts it at the top.
 */

const KEY = 'scrollEntry';
const STORAGE_KEY = 'scroll-positions';
/** How long a screen may take to grow tall enough for the position it is restored to. */
const RESTORE_WITHIN_MS = 3000;

type State = Record<string, unknown> | null;

let installed = false;
let current = '';
let currentScreen = '';
let restoring: (() => void) | null = null;
const positions = new Map<string, number>();

const entryOf = (state: unknown): string | undefined => {
  const id = (state as State)?.[KEY];
  return typeof id === 'string' ? id : undefined;
};

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function mark(id: string): void {
  history.replaceState({ ...((history.state as State) ?? {}), [KEY]: id }, '');
}

function remember(): void {
  if (!restoring && current) positions.set(current, window.scrollY);
}

function stopRestoring(): void {
  restoring?.();
}

/** Scrolls to `y` once the page is tall enough for it, for a while; a finger, wheel or key stops it. */
function restore(y: number): void {
  stopRestoring();
  if (y <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const started = performance.now();
  let frame = 0;
  const interrupt = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const done = () => {
    cancelAnimationFrame(frame);
    for (const event of interrupt) removeEventListener(event, done, true);
    restoring = null;
    remember();
  };
  const attempt = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y - 1 || performance.now() - started > RESTORE_WITHIN_MS) {
      window.scrollTo(0, Math.min(y, Math.max(0, room)));
      done();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  restoring = done;
  for (const event of interrupt) addEventListener(event, done, { capture: true, passive: true });
  attempt();
}

function onLocationChange(): void {
  const id = entryOf(history.state);
  const screen = currentPath();
  if (id === undefined) {
    // a new entry (a link, the app's own navigation): a new screen, at its top
    stopRestoring();
    current = newId();
    currentScreen = screen;
    mark(current);
    positions.set(current, 0);
    window.scrollTo(0, 0);
    return;
  }
  if (id === current) {
    // the same entry: another screen put in its place starts at the top; the same screen stays where it is
    if (screen !== currentScreen) {
      stopRestoring();
      currentScreen = screen;
      positions.set(current, 0);
      window.scrollTo(0, 0);
    }
    return;
  }
  // Back or Forward to an entry seen before: where the customer was on it
  current = id;
  currentScreen = screen;
  restore(positions.get(id) ?? 0);
}

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // private mode or full storage: positions are kept for this page's life only
  }
}

function load(): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(saved)) return;
    for (const pair of saved) {
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number')
        positions.set(pair[0], pair[1]);
    }
  } catch {
    // nothing saved that can be read: no position to restore
  }
}

/** Takes scrolling over from the browser for the app's hash routing (once, at start-up). */
export function installScrollMemory(): void {
  if (installed) return;
  installed = true;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  load();
  current = entryOf(history.state) ?? newId();
  currentScreen = currentPath();
  mark(current);
  addEventListener('scroll', remember, { passive: true });
  addEventListener('popstate', onLocationChange);
  addEventListener('hashchange', onLocationChange);
  addEventListener('pagehide', save);
}
