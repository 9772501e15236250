import { type ComponentType, useEffect, useState } from 'react';

/** Longest wait between two tries to load a part (1 s, 2 s, 4 s, then this). */
const RETRY_MAX_MS = 8000;

/**
 * A part of a screen whose code loads on first use (a sheet, a popup built on antd-mobile): `Part` renders it
 * once its code is there, `prepare` starts the download ahead (when a finger lands on the button that opens
 * it). Unlike React.lazy, a failed download never reaches the screen's error boundary, which would replace the
 * screen (and, at a cabinet, end a box flow while a door may be open): it is tried again until it loads, and
 * the part shows then. Until then `placeholder` shows in its place, if given (a part drawn in the page rather
 * than over it: its loading state, so that nothing moves when it arrives).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholder: Placeholder }: { placeholder?: ComponentType<P> } = {},
): { Part: ComponentType<P>; prepare: () => void } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  const loadOnce = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null; // the next try downloads again
        throw error;
      },
    );
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, like React.lazy
  function Part(props: P) {
    const [component, setComponent] = useState<{ Loaded: ComponentType<P> } | null>(loaded ? { Loaded: loaded } : null);
    useEffect(() => {
      if (component) return;
      let alive = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = (tries: number) => {
        loadOnce().then(
          (Loaded) => {
            if (alive) setComponent({ Loaded });
          },
          () => {
            if (alive) timer = setTimeout(() => attempt(tries + 1), Math.min(RETRY_MAX_MS, 1000 * 2 ** tries));
          },
        );
      };
      attempt(0);
      return () => {
        alive = false;
        clearTimeout(timer);
      };
    }, [component]);
    if (component) return <component.Loaded {...props} />;
    return Placeholder ? <Placeholder {...props} /> : null;
  }

  return { Part, prepare: () => void loadOnce().catch(() => undefined) };
}

/**
 * Turns true the first time `open` is, and stays true: a lazily loaded sheet is mounted from its first opening
 * on, and stays mounted after closing so that it can slide out.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
