import { useSetAtom } from 'jotai';
import { type ComponentType, startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeoutFlagAtom } from '../state/config';
import { Spinner } from '../ui/light/Spinner';
import { removeBootShell } from './boot-shell';

/** Spec section 9: page load delay 200 ms (no indicator before it), timeout 60 s. */
export const LOAD_INDICATOR_DELAY_MS = 200;
export const LOAD_TIMEOUT_MS = 60_000;

type Loader = () => Promise<{ default: ComponentType }>;
type State =
  | { phase: 'waiting' }
  | { phase: 'slow' }
  | { phase: 'timeout' }
  | { phase: 'ready'; Screen: ComponentType };

/** Screens already loaded: coming back to one shows it at once. */
const loaded = new Map<Loader, ComponentType>();

/**
 * Loads a screen's chunk. Nothing shows for the first 200 ms, then a loading indicator; after 60 s (or when
 * the chunk fails to load, e.g. offline) 'Connection timed out, click the screen to try again', and a tap
 * anywhere tries again.
 */
export function ScreenLoader({ load }: { load: Loader }) {
  // each try is a fresh mount, with its own timers
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return <LoadAttempt key={attempt} load={load} onRetry={retry} />;
}

function LoadAttempt({ load, onRetry }: { load: Loader; onRetry: () => void }) {
  const { t } = useTranslation();
  const setTimeoutFlag = useSetAtom(timeoutFlagAtom);
  const cached = loaded.get(load);
  const [state, setState] = useState<State>(cached ? { phase: 'ready', Screen: cached } : { phase: 'waiting' });

  useEffect(() => {
    if (loaded.has(load)) {
      setState({ phase: 'ready', Screen: loaded.get(load) as ComponentType });
      return;
    }
    let settled = false;
    setState({ phase: 'waiting' });
    const slow = setTimeout(() => !settled && setState({ phase: 'slow' }), LOAD_INDICATOR_DELAY_MS);
    const timeout = setTimeout(() => {
      if (settled) return;
      settled = true;
      setTimeoutFlag(true);
      setState({ phase: 'timeout' });
    }, LOAD_TIMEOUT_MS);
    load().then(
      (module) => {
        if (settled) return;
        settled = true;
        loaded.set(load, module.default);
        setTimeoutFlag(false);
        // rendered in slices (a transition), so a big screen never blocks a tap for long
        startTransition(() => setState({ phase: 'ready', Screen: module.default }));
      },
      () => {
        if (settled) return;
        settled = true;
        setTimeoutFlag(true);
        setState({ phase: 'timeout' });
      },
    );
    return () => {
      settled = true;
      clearTimeout(slow);
      clearTimeout(timeout);
    };
  }, [load, setTimeoutFlag]);

  // the boot script's frame gives way to the screen, or to this loader's own indicator
  useEffect(() => {
    if (state.phase !== 'waiting') removeBootShell();
  }, [state.phase]);

  switch (state.phase) {
    case 'ready':
      return <state.Screen />;
    case 'waiting':
      return null;
    case 'slow':
      return (
        <div className="screen-loading" role="status" aria-label={t('shell.loading')}>
          <Spinner />
        </div>
      );
    case 'timeout':
      return (
        <button type="button" className="screen-timeout" onClick={onRetry}>
          {t('shell.pageTimeout')}
        </button>
      );
  }
}
