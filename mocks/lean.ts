import { getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import * as v from 'valibot';
import { responseSchemaOf } from '../src/api/response-schemas';
import { apiPath } from './faults';

/**
 * The lean mock (`localStorage['__mock.lean'] = 'on'`): answers as a server that sends only what the app
 * requires would. Every field the app's schema for that call marks optional (and every field it does not know)
 * is left out, so the screens are seen working on the fields a real user-api is sure to send. The schema is the
 * one the app itself reads the answer with (src/api/client.ts records it per path).
 */

export type Schema = v.GenericSchema & {
  type: string;
  entries?: Record<string, Schema>;
  wrapped?: Schema;
  item?: Schema;
  options?: Schema[];
};

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);
const WRAPPERS = new Set([...OPTIONAL, 'nullable']);
export const OBJECTS = new Set(['object', 'loose_object', 'strict_object']);

/** The schema that describes `value` itself: wrappers (optional, nullable…) taken off, a union's matching option. */
export function concrete(schema: Schema, value: unknown): Schema {
  if (WRAPPERS.has(schema.type) && schema.wrapped) return concrete(schema.wrapped, value);
  if (schema.type === 'union' || schema.type === 'variant') {
    const match = schema.options?.find((option) => v.is(option, value));
    return match ? concrete(match, value) : schema;
  }
  return schema;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with only the fields `schema` requires, at every depth. */
export function leanValue(schema: Schema, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const own = concrete(schema, value);
  if (OBJECTS.has(own.type) && own.entries && isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(own.entries)) {
      if (!OPTIONAL.has(entry.type) && key in value) out[key] = leanValue(entry, value[key]);
    }
    return out;
  }
  if (own.type === 'array' && own.item && Array.isArray(value)) {
    const item = own.item;
    return value.map((element) => leanValue(item, element));
  }
  return value;
}

/**
 * Where `value` holds a field that `schema` marks optional: 'list[].total' style paths (`[]` for every item of
 * a list), each one the app must cope without.
 */
export function optionalFieldPaths(schema: Schema, value: unknown, prefix = ''): string[] {
  if (value === null || value === undefined) return [];
  const own = concrete(schema, value);
  if (OBJECTS.has(own.type) && own.entries && isRecord(value)) {
    return Object.entries(own.entries).flatMap(([key, entry]) => {
      if (!(key in value)) return [];
      const path = prefix ? `${prefix}.${key}` : key;
      const inner = optionalFieldPaths(entry, value[key], path);
      return OPTIONAL.has(entry.type) ? [path, ...inner] : inner;
    });
  }
  if (own.type === 'array' && own.item && Array.isArray(value)) {
    const item = own.item;
    return [...new Set(value.flatMap((element) => optionalFieldPaths(item, element, `${prefix}[]`)))];
  }
  return [];
}

/** `value` without the field at `path` (as `optionalFieldPaths` names it), every list item included. */
export function withoutField(value: unknown, path: string): unknown {
  const copy: unknown = structuredClone(value);
  const drop = (node: unknown, parts: string[]) => {
    const [head, ...rest] = parts;
    if (head === undefined || node === null || typeof node !== 'object') return;
    const listed = head.endsWith('[]');
    const key = listed ? head.slice(0, -2) : head;
    const target = key ? (node as Record<string, unknown>)[key] : node;
    if (listed) {
      if (Array.isArray(target)) for (const item of target) drop(item, rest);
    } else if (rest.length === 0) delete (node as Record<string, unknown>)[key];
    else drop(target, rest);
  };
  drop(copy, path.split('.'));
  return copy;
}

/** The body of a user-api answer made lean: `data` keeps only what the call's schema requires. */
function leanBody(schema: Schema | undefined, body: unknown): unknown {
  if (!schema || !body || typeof body !== 'object' || !('data' in body)) return body;
  return { ...body, data: leanValue(schema, (body as { data: unknown }).data) };
}

/** Lean mode is a developer's or a browser test's choice, kept in the page: `localStorage['__mock.lean'] = 'on'`. */
const MOCK_LEAN_KEY = '__mock.lean';
const leanOn = () => {
  try {
    return globalThis.localStorage?.getItem(MOCK_LEAN_KEY) === 'on';
  } catch {
    return false;
  }
};

/** Put before the real handlers: in lean mode, answers with theirs made lean. */
export function leanHandler(realHandlers: () => RequestHandler[]): RequestHandler {
  return http.all('*/user-api/*', async ({ request }) => {
    const path = apiPath(request);
    if (!leanOn() || path.startsWith('/__mock/')) return undefined;
    const response = await getResponse(realHandlers(), request.clone());
    if (!response || response.type === 'error') return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (body === undefined) return response;
    return HttpResponse.json(leanBody(responseSchemaOf(path) as Schema | undefined, body) as object, {
      status: response.status,
    });
  });
}
