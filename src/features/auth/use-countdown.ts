import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `start(seconds)`'s deadline, ticking once a second (from the deadline, so a slow tab
 * does not stretch it); 0 when idle.
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);

  return [left, start];
}
