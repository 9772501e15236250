import * as v from 'valibot';
import { readStored, removeStored, storageKeys, writeStored } from '../lib/storage';

/**
 * What a customer typed on a form, kept on the phone so that a reload loses nothing (CONTRACT.md, "Reloads").
 * The chat app throws the page away when the phone needs memory or the customer leaves it (to read an SMS, to
 * pay in a bank's app), and loads it again at the same URL; a web view it recreates keeps no session storage,
 * so drafts live in local storage, under `draft.<form>`:
 * - per customer: a draft is read back only by the customer who typed it (or, before signing in, by whoever
 *   is not signed in), and all of them go at logout and on a 401 (clearSession);
 * - per form: the form's name says which (`address.new`, `order.<context>` …);
 * - for a day at most: an older draft is dropped when read;
 * - never a password or a code: the forms keep only what they name.
 * A form drops its draft once its write is done.
 */

const PREFIX = 'draft.';
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const keptSchema = v.object({ owner: v.string(), savedAt: v.number(), value: v.unknown() });

/**
 * Whose drafts these are: a short hash of the session token (the token itself is not written twice), '' before
 * signing in.
 */
export function draftOwner(token: string | null): string {
  if (!token) return '';
  let hash = 0x811c9dc5; // FNV-1a, 32 bits: enough to tell two sessions apart, not to recover the token
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The draft of `form` kept for `owner` and younger than a day, its value not yet read; else null. */
function keptFor(form: string, owner: string, now: number) {
  const kept = readStored(PREFIX + form, v.nullable(keptSchema), null);
  return kept !== null && kept.owner === owner && now - kept.savedAt <= DRAFT_MAX_AGE_MS ? kept : null;
}

/** The draft of `form` for `owner`, if one is kept, younger than a day and of the form's shape; else null. */
export function readDraft<S extends v.GenericSchema>(
  form: string,
  schema: S,
  owner: string,
  now = Date.now(),
): v.InferOutput<S> | null {
  const kept = keptFor(form, owner, now);
  const value = kept && v.safeParse(schema, kept.value);
  if (!value?.success) {
    removeStored(PREFIX + form); // another customer's, too old or of another shape (nothing, if none was kept)
    return null;
  }
  return value.output;
}

/**
 * Whether a draft of `form` for `owner` younger than a day is kept, without reading its value: enough to know
 * whether the code that reads it is needed at all.
 */
export function hasDraft(form: string, owner: string, now = Date.now()): boolean {
  return keptFor(form, owner, now) !== null;
}

export function writeDraft(form: string, value: unknown, owner: string, now = Date.now()): void {
  writeStored(PREFIX + form, { owner, savedAt: now, value });
}

export function dropDraft(form: string): void {
  removeStored(PREFIX + form);
}

/** Every draft of every form: at logout and on a 401, so the next customer on the phone starts clean. */
export function dropAllDrafts(): void {
  for (const key of storageKeys()) if (key.startsWith(PREFIX)) removeStored(key);
}
