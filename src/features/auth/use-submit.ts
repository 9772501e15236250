import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time: `pending` shows on the button and a second submit while one runs is ignored
 * (the ref guards against two taps in the same frame, before React re-renders the disabled button).
 */
export function useSubmit(): { pending: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
