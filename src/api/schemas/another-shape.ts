import type * as v from 'valibot';

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object']);

/**
 * Whether `data` is an object that shares no field with the object the schema reads: another shape altogether
 * (`{"unexpected": true}` for a cabinet), not a lean answer of this one, however few fields the app requires.
 * The client (../client.ts) and the boot shell's blocks (src/boot/blocks.ts) read answers alike through it.
 */
export function anotherShape(schema: v.GenericSchema, data: unknown): boolean {
  const entries = OBJECT_TYPES.has(schema.type) ? (schema as { entries?: object }).entries : undefined;
  if (!entries || typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const keys = Object.keys(data);
  return keys.length > 0 && !keys.some((key) => key in entries);
}
