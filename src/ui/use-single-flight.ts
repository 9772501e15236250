import { useCallback, useRef, useState } from 'react';

/**
 * One send at a time: `run(work)` starts `work` unless an earlier one is still running, in which case it
 * answers undefined without starting anything. `pending` is for the button; the guard itself is a ref, because
 * two taps can arrive before React has drawn the pending state (and a disabled button) after the first.
 * A failure of `work` is passed on to the caller, and the next `run` may start.
 */
export function useSingleFlight(): {
  pending: boolean;
  run: <T>(work: () => Promise<T>) => Promise<T | undefined>;
} {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
