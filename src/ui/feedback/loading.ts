import { useSyncExternalStore } from 'react';

/**
 * The blocking loading indicator: stays until hidden (spec section 9), counted so that two overlapping
 * operations keep it up until both end. Rendered by <LoadingLayer/>, independent of toasts.
 */
let depth = 0;
let label: string | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showLoading(text?: string): void {
  depth += 1;
  label = text;
  emit();
}

export function hideLoading(): void {
  if (depth === 0) return;
  depth -= 1;
  emit();
}

/** Runs `work` with the loading indicator up, hiding it however the work ends. */
export async function withLoading<T>(work: () => Promise<T>, text?: string): Promise<T> {
  showLoading(text);
  try {
    return await work();
  } finally {
    hideLoading();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => (depth > 0 ? (label ?? '') : null);

/** `null` when hidden, otherwise the label (possibly empty). */
export function useLoadingLabel(): string | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function resetLoadingForTests(): void {
  depth = 0;
  label = undefined;
  emit();
}
