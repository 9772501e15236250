import { HttpResponse } from 'msw';

/** Matches a user-api path on any origin, under the default base `/user-api` (CONTRACT.md). */
export const api = (path: string) => `*/user-api${path}`;

/** `{code: 200, msg: 'success', data}` */
export function ok(data: unknown = null) {
  return HttpResponse.json({ code: 200, msg: 'success', data });
}

/** A business failure: HTTP 200 with another body code, as the real user-api answers. */
export function fail(code: number, msg: string, data: unknown = null) {
  return HttpResponse.json({ code, msg, data });
}

/**
 * Reads a JSON body, tolerating an empty one. It reads a clone and never the request itself: msw hands every
 * handler that matches a path the same request, and one that reads the body and passes the request on (the
 * wallet's and the order's `__mock/pay/confirm`) would leave the next one a used body that cannot be read.
 */
export async function jsonBody<T = Record<string, unknown>>(request: Request): Promise<Partial<T>> {
  try {
    const text = await request.clone().text();
    return text ? (numericIds(JSON.parse(text)) as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** An id key of the user-api (`id`, `orderInfoId`), and a key holding a list of ids (`orderIds`). */
export const ID_KEY = /^(id|\w+Id)$/;
export const ID_LIST_KEY = /^\w+Ids$/;
/** Named like an id, yet a string field: the order form's request key. */
const STRING_ID_KEYS = new Set(['requestId']);

/**
 * A body's ids that come as digit strings, as numbers: Jackson reads `"12"` into a Long as it reads `12`, and
 * the handlers compare ids with the db's numbers.
 */
export function numericIds(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    const itemKey = ID_LIST_KEY.test(key) ? 'id' : '';
    return value.map((item) => numericIds(item, itemKey));
  }
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, numericIds(item, name)]));
  const isId = ID_KEY.test(key) && !STRING_ID_KEYS.has(key);
  return isId && typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
}

/** Reads a multipart body, like `jsonBody` from a clone; throws when the body is not multipart. */
export function formBody(request: Request): Promise<FormData> {
  return request.clone().formData();
}

export function numberParam(request: Request, name: string): number | undefined {
  const value = new URL(request.url).searchParams.get(name);
  return value !== null && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : undefined;
}

export function stringParam(request: Request, name: string): string | undefined {
  return new URL(request.url).searchParams.get(name) ?? undefined;
}

/** Pages a list the way every list call answers: `{list, total, pageNum, pageSize}`. */
export function paginate<T>(items: T[], request: Request) {
  const pageNum = Math.max(1, numberParam(request, 'pageNum') ?? 1);
  const pageSize = Math.min(50, Math.max(1, numberParam(request, 'pageSize') ?? 10));
  return { list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: items.length, pageNum, pageSize };
}
