import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import type * as v from 'valibot';
import { draftOwner, dropDraft, readDraft, writeDraft } from './drafts';
import { tokenAtom } from './session';

/**
 * A form's values, kept as a draft of `form` as they change and read back after a reload over `initial`.
 * `keep` picks what is written (never a password or a code), and `schema` reads it back into the form's
 * values: what is written may say more than the values (the account forms write which link's phone the draft
 * was typed over, and their schema refuses a draft of another link). `drop` forgets the draft (the form's
 * write is done) without changing what is on screen.
 */
export function useDraft<T extends Record<string, unknown>>(
  form: string,
  schema: v.GenericSchema<unknown, Partial<T>>,
  initial: T,
  keep: (value: T) => unknown = (value) => value,
): [T, (next: T | ((previous: T) => T)) => void, () => void] {
  const owner = draftOwner(useAtomValue(tokenAtom));
  const [value, setValue] = useState<T>(() => ({ ...initial, ...readDraft(form, schema, owner) }));
  const keepRef = useRef(keep);
  keepRef.current = keep;
  const set = useCallback(
    (next: T | ((previous: T) => T)) =>
      setValue((previous) => {
        const value = typeof next === 'function' ? next(previous) : next;
        writeDraft(form, keepRef.current(value), owner);
        return value;
      }),
    [form, owner],
  );
  const drop = useCallback(() => dropDraft(form), [form]);
  return [value, set, drop];
}
