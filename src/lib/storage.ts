import * as v from 'valibot';

/**
 * Typed local storage (spec section 3: "values are stored as typed wrappers; dates are restored from
 * ISO strings"). Every value is written as `{"type": ..., "data": ...}`; reading checks the wrapper and the
 * caller's schema and, on anything unexpected (not JSON, another shape, a future version's value),
 * removes the key and returns the fallback. Start-up must never break on what a browser kept.
 */

type Wrapper = { type: 'date' | 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null'; data: unknown };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function typeOf(value: unknown): Wrapper['type'] {
  if (value === null) return 'null';
  if (value instanceof Date) return 'date';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean') return t;
  return 'object';
}

/** Restores Date objects nested anywhere inside an object or array. */
function reviveDates(_key: string, value: unknown): unknown {
  return typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value;
}

export function encode(value: unknown): string {
  const type = typeOf(value);
  const data = value instanceof Date ? value.toISOString() : value;
  return JSON.stringify({ type, data } satisfies Wrapper);
}

/** Decodes a stored string; returns `undefined` when it is not a wrapper of a known type. */
export function decode(raw: string): { ok: true; value: unknown } | { ok: false } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw, reviveDates);
  } catch {
    return { ok: false };
  }
  if (!parsed || typeof parsed !== 'object' || !('type' in parsed) || !('data' in parsed)) return { ok: false };
  const { type, data } = parsed as Wrapper;
  if (type === 'date') {
    const date = data instanceof Date ? data : new Date(String(data));
    return Number.isNaN(date.getTime()) ? { ok: false } : { ok: true, value: date };
  }
  if (typeOf(data) !== type && !(type === 'object' && data instanceof Date)) return { ok: false };
  return { ok: true, value: data };
}

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // private mode or a blocked storage: behave as if nothing is kept
  }
}

export function readStored<S extends v.GenericSchema>(
  key: string,
  schema: S,
  fallback: v.InferOutput<S>,
): v.InferOutput<S> {
  const storage = storageOrNull();
  const raw = storage?.getItem(key);
  if (raw == null) return fallback;
  const decoded = decode(raw);
  const checked = decoded.ok ? v.safeParse(schema, decoded.value) : undefined;
  if (!checked?.success) {
    storage?.removeItem(key); // corrupt: reset instead of breaking start-up
    return fallback;
  }
  return checked.output;
}

export function writeStored(key: string, value: unknown): void {
  const storage = storageOrNull();
  if (!storage) return;
  try {
    // nothing to keep: an absent key reads back as the atom's fallback (null or the default)
    if (value === undefined || value === null) storage.removeItem(key);
    else storage.setItem(key, encode(value));
  } catch {
    // quota exceeded: keep working from memory
  }
}

/** The keys local storage holds now (none where it is blocked). */
export function storageKeys(): string[] {
  const storage = storageOrNull();
  if (!storage) return [];
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
}

export function removeStored(key: string): void {
  storageOrNull()?.removeItem(key);
}
