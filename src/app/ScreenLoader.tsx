import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type ComponentType, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '../lib/next-task';
import { timeoutFlagAtom } from '../state/config';
import { Spinner } from '../ui/light/Spinner';
import { Page } from '../ui/page/Page';
import { bootShellShowsContent, removeBootShell } from './boot-shell';
import { markFirstScreenShown } from './first-screen';

/** Spec section 9: page load delay 200 ms (no indicator before it), timeout 60 s. */
export const LOAD_INDICATOR_DELAY_MS = 200;
export const LOAD_TIMEOUT_MS = 60_000;
/** The longest the boot script's frame stays over a loaded screen whose first calls are slow. */
export const SHELL_HOLD_MS = 1500;

type Loader = () => Promise<{ default: ComponentType }>;
type State =
  | { phase: 'waiting' }
  | { phase: 'slow' }
  | { phase: 'timeout' }
  | { phase: 'ready'; Screen: ComponentType };

/** Screens already loaded: coming back to one shows it at once. */
const loaded = new Map<Loader, ComponentType>();

/**
 * Loads a screen's chunk. Only the screen's bar shows for the first 200 ms (where it has the standard one),
 * then a loading indicator; after 60 s (or when the chunk fails to load, e.g. offline) 'Connection timed
 * out, click the screen to try again', and a tap anywhere tries again.
 */
export function ScreenLoader({ load, frame }: { load: Loader; frame?: Frame }) {
  // each try is a fresh mount, with its own timers
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return <LoadAttempt key={attempt} load={load} frame={frame} onRetry={retry} />;
}

/** The screen's bar (title, back) shown at once while its code loads, for screens with the standard bar. */
export type Frame = { title: string; back: boolean };

function LoadAttempt({ load, frame, onRetry }: { load: Loader; frame?: Frame; onRetry: () => void }) {
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

  useEffect(() => {
    if (state.phase === 'ready' || state.phase === 'timeout') markFirstScreenShown();
  }, [state.phase]);

  // the same element while the screen is on display: this loader drawn again (its frame's title, a retry's
  // callback) leaves the screen as it is
  const shown = useMemo(() => (state.phase === 'ready' ? <state.Screen /> : null), [state]);

  const framed = (body: React.ReactNode) =>
    frame ? (
      <Page title={frame.title} back={frame.back}>
        {body}
      </Page>
    ) : (
      body
    );
  let body: React.ReactNode;
  switch (state.phase) {
    case 'ready':
      body = shown;
      break;
    case 'waiting':
      body = framed(null);
      break;
    case 'slow':
      body = framed(
        <div className="screen-loading" role="status" aria-label={t('shell.loading')}>
          <Spinner />
        </div>,
      );
      break;
    case 'timeout':
      body = (
        <button type="button" className="screen-timeout" onClick={onRetry}>
          {t('shell.pageTimeout')}
        </button>
      );
  }
  return (
    <>
      {body}
      <BootShellRelease phase={state.phase} />
    </>
  );
}

/**
 * Removes the boot script's frame once the screen is on display (or shows why not). Apart from the screen, as
 * it watches every call's start and end: the start-up loads would otherwise draw the whole screen again.
 */
function BootShellRelease({ phase }: { phase: State['phase'] }) {
  // The frame gives way to the screen, or to this loader's own indicator. When it shows the screen's first
  // content (a banner, the cabinet header) it stays until the screen has the answers it draws (the early ones,
  // usually in at once, or kept ones), so the content does not flash to a skeleton and back; a slow call keeps
  // it no longer than SHELL_HOLD_MS.
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  useEffect(() => {
    if (phase === 'waiting') return;
    if (phase !== 'ready' || !bootShellShowsContent()) {
      removeBootShell();
      return;
    }
    const hold = setTimeout(removeBootShell, SHELL_HOLD_MS);
    return () => clearTimeout(hold);
  }, [phase]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked at again whenever a call starts or ends
  useEffect(() => {
    // The screen's own effects (which start its queries) have run before this one. It has all it shows once no
    // query of its awaits a first answer (a returning customer's kept copies are being asked for afresh, on show).
    if (phase !== 'ready') return;
    const awaited = () =>
      queryClient
        .getQueryCache()
        .findAll({ type: 'active' })
        .some((query) => query.state.status === 'pending' && query.state.fetchStatus === 'fetching');
    if (awaited()) return;
    // The cache can hold an answer the screen has not drawn yet: TanStack Query tells each screen part of its
    // answer on a timer of its own, and the part still shows its skeleton until then (one answer in a moment
    // after another, on a busy phone). The frame gives way once the next frame is painted, whose timer comes
    // after those, unless a call has started meanwhile.
    let current = true;
    afterNextPaint(() => {
      if (current && !awaited()) removeBootShell();
    });
    return () => {
      current = false;
    };
  }, [phase, fetching, queryClient]);
  return null;
}
