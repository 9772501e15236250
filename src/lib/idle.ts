/**
 * Runs `task` when the browser is idle (or in a second, where it cannot say: Safari before 18), at the latest
 * after 5 s; the function it returns calls it off.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}
