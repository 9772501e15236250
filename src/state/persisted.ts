import { atomWithStorage } from 'jotai/utils';
import type * as v from 'valibot';
import { readStored, removeStored, writeStored } from '../lib/storage';

/**
 * An atom kept in local storage through the typed storage helper (src/lib/storage.ts): read when the
 * store first uses it, so a corrupt value is reset at start-up instead of breaking it.
 * Set it to `RESET` (jotai/utils) to remove the key.
 */
export function persistedAtom<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T) {
  return atomWithStorage<T>(
    key,
    fallback,
    {
      getItem: (k, initial) => readStored(k, schema, initial),
      setItem: (k, value) => writeStored(k, value),
      removeItem: (k) => removeStored(k),
    },
    { getOnInit: true },
  );
}
