import type { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import type { createRoot as CreateRoot, Root } from 'react-dom/client';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { nextTask } from '../lib/next-task';

/**
 * What antd-mobile needs before its first use, loaded with that first use rather than with the shell (screens
 * are drawn without antd-mobile, see src/ui/light/; only sheets, dialogs and toasts use it):
 * - its own texts (dialog buttons, pickers) follow the app's locale; its default is zh-CN (STACK.md trap 2).
 *   They are set as antd's default config, not through a <ConfigProvider>, so the shell carries no antd code.
 *   The parts that use antd-mobile load with `withAntdSetup` and wait for `ensureAntd()`.
 * - on React 19 its imperative Toast and Dialog (Modal, ImageViewer.show) render nothing until given a
 *   renderer built on createRoot (STACK.md trap 1). The app calls them only through src/ui/feedback/, which
 *   waits for `ensureAntdImperative()`. The renderer's code (antd's legacy render with Babel's async runtime,
 *   about 4 KB gzip) loads with the first toast or dialog, not with every screen.
 */
export function setAntdRenderer(set: typeof unstableSetRender, createRoot: typeof CreateRoot): void {
  set((node, container) => {
    const host = container as Element & { __antdRoot?: Root };
    host.__antdRoot ??= createRoot(host);
    const root = host.__antdRoot;
    root.render(node);
    // one root per container, unmounted a tick after antd asks
    return async () => {
      await nextTask();
      root.unmount();
      delete host.__antdRoot;
    };
  });
}

async function loadTexts(locale: Locale) {
  switch (locale) {
    case 'vi':
      return (await import('antd-mobile/es/locales/vi-VN')).default;
    case 'zh-CN':
      return (await import('antd-mobile/es/locales/zh-CN')).default;
    default:
      return (await import('antd-mobile/es/locales/en-US')).default;
  }
}

let locale: Locale = DEFAULT_LOCALE;
let ready: Promise<void> | null = null;
let imperativeReady: Promise<void> | null = null;

function applyLocale(wanted: Locale): Promise<void> {
  return Promise.all([import('antd-mobile/es/components/config-provider'), loadTexts(wanted)]).then(
    ([{ setDefaultConfig }, texts]) => {
      if (locale === wanted) setDefaultConfig({ locale: texts });
    },
  );
}

/** Sets antd-mobile's texts and motion once; resolves when its components are ready to show. */
export function ensureAntd(): Promise<void> {
  ready ??= Promise.all([applyLocale(locale), followReducedMotion()]).then(() => undefined);
  return ready;
}

/**
 * Code that draws antd-mobile parts (a sheet, the photo viewer), loaded on first use beside antd's set-up and
 * resolved once both are there: without it, the part would show antd's default Chinese texts and ignore the
 * customer's 'reduce motion'. No screen loads antd before it can draw (scripts/route-chunks.ts refuses it).
 */
export function withAntdSetup<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ensureAntd()]).then(([loaded]) => loaded);
}

/** What antd-mobile's imperative Toast and Dialog need besides: the React 19 renderer, set once. */
export function ensureAntdImperative(): Promise<void> {
  imperativeReady ??= Promise.all([
    ensureAntd(),
    // react-dom/client by import, as the app's entry does (src/main.tsx): here it is already loaded
    Promise.all([import('antd-mobile/es/utils/unstable-render'), import('react-dom/client')]).then(
      ([{ unstableSetRender }, { createRoot }]) => setAntdRenderer(unstableSetRender, createRoot),
    ),
  ]).then(() => undefined);
  return imperativeReady;
}

/**
 * antd-mobile animates its sheets, dialogs and toasts with react-spring, which ignores the system's
 * 'reduce motion' setting: a customer who asked for less motion gets its end states at once. react-spring
 * animates unless told otherwise, so its code (17 KB gzip) is loaded here only once less motion is asked for;
 * otherwise it comes with the first sheet or dialog.
 */
async function followReducedMotion(): Promise<void> {
  if (typeof matchMedia !== 'function') return;
  const query = matchMedia('(prefers-reduced-motion: reduce)');
  let reduced = false;
  const apply = async () => {
    if (query.matches === reduced) return;
    const { reduceMotion, restoreMotion } = await import('antd-mobile/es/utils/reduce-and-restore-motion');
    reduced = query.matches;
    if (reduced) reduceMotion();
    else restoreMotion();
  };
  query.addEventListener?.('change', () => void apply());
  await apply();
}

/**
 * Follows the app's locale. Before antd-mobile is first needed it only remembers it; after, it loads the
 * locale's texts and resolves once they are set (the caller switches i18next after, so the re-render that
 * follows shows antd's texts in the new language too).
 */
export function setAntdLocale(wanted: Locale): Promise<void> {
  if (locale === wanted) return ready ?? Promise.resolve();
  locale = wanted;
  if (!ready) return Promise.resolve();
  ready = Promise.all([ready, applyLocale(wanted)]).then(() => undefined);
  return ready;
}
