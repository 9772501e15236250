import { type Atom, atom, type WritableAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import type * as v from 'valibot';
import { readStored, removeStored, writeStored } from '../lib/storage';

type SetAction<T> = T | typeof RESET | ((prev: T) => T);

/** Every persisted atom, so start-up can check them all at once (checkPersistedState). */
const registry: Atom<unknown>[] = [];

/**
 * Reads every persisted value once, at start-up: a corrupt one is reset then and there, even when no
 * screen of this visit would have used it.
 */
export function checkPersistedState(store: { get: <V>(atom: Atom<V>) => V }): void {
  for (const persisted of registry) store.get(persisted);
}

/**
 * An atom kept in local storage through the typed storage helper (src/lib/storage.ts). Each store reads the
 * key the first time the atom is used (not when the module loads), so a corrupt value is reset at start-up
 * instead of breaking it. Set it to `RESET` (jotai/utils) to remove the key and go back to the fallback.
 */
export function persistedAtom<T>(
  key: string,
  schema: v.GenericSchema<unknown, T>,
  fallback: T,
): WritableAtom<T, [SetAction<T>], void> {
  // `null` until this store has read or written the key
  const written = atom<{ value: T } | null>(null);
  const persisted = atom(
    (get) => {
      const current = get(written);
      return current ? current.value : readStored(key, schema, fallback);
    },
    (get, set, action: SetAction<T>) => {
      if (action === RESET) {
        set(written, { value: fallback });
        removeStored(key);
        return;
      }
      const current = get(written);
      const previous = current ? current.value : readStored(key, schema, fallback);
      const value = typeof action === 'function' ? (action as (prev: T) => T)(previous) : action;
      set(written, { value });
      writeStored(key, value);
    },
  );
  registry.push(persisted);
  return persisted;
}
