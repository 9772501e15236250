/** Resolves in a later task: what follows runs after the browser has had a chance to paint and take input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` after the browser has painted the next frame: what a tap changed shows first, the work it sets off
 * comes after. A hidden page paints no frames: there it runs in the next task.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
}
