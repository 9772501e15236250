import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { readStored, removeStored, writeStored } from '../../lib/storage';

/**
 * When a wait of `seconds` that started at the time kept under `key` ends, or null when none is running. A
 * time kept in the future (the phone's clock was set back since) waits no more than a whole wait from now.
 */
function keptDeadline(key: string, seconds: number, now: number): number | null {
  const startedAt = readStored(key, v.nullable(v.pipe(v.number(), v.finite())), null);
  if (startedAt === null) return null;
  const deadline = Math.min(startedAt, now) + seconds * 1000;
  if (deadline > now) return deadline;
  removeStored(key); // over: nothing to keep
  return null;
}

/**
 * Seconds left of a wait of `seconds` from `start()`, ticking (from the deadline, so a slow tab does not
 * stretch it); 0 when none is running. The time the wait started is kept in local storage under `key`, not a
 * count: the chat app may reload the page meanwhile (the customer left to read the SMS), and the reloaded
 * page still waits, for what is left of it (CONTRACT.md, "Reloads").
 */
export function useCountdown(key: string, seconds: number): [number, () => void] {
  // read while the first frame is drawn: a button that must wait is never enabled, not even for a frame
  const [deadline, setDeadline] = useState(() => keptDeadline(key, seconds, Date.now()));
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    const at = Date.now();
    writeStored(key, at);
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, [key, seconds]);

  const left = deadline === null ? 0 : Math.min(seconds, Math.max(0, Math.ceil((deadline - now) / 1000)));
  return [left, start];
}
