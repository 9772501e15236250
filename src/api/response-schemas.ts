import type * as v from 'valibot';

/**
 * The schema each call path was last read with: what the app requires of that answer. Kept apart from the
 * client (no build settings, no toasts), so the lean mock (mocks/lean.ts) can read it in any environment.
 */
const schemas = new Map<string, v.GenericSchema>();

export function recordResponseSchema(path: string, schema: v.GenericSchema): void {
  schemas.set(path, schema);
}

export const responseSchemaOf = (path: string): v.GenericSchema | undefined => schemas.get(path);
