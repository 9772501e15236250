import { apiPath } from '../../mocks/faults';
import { server } from '../../mocks/node';

/** A JSON value as an answer carries it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The `data` of the mock's answer to `path` while `run` runs (undefined when it did not answer). */
export async function answerOf(run: () => Promise<unknown>, path: string): Promise<Json | undefined> {
  let body: { data?: Json } | undefined;
  const listen = async ({ request, response }: { request: Request; response: Response }) => {
    if (apiPath(request) === path) body = await response.clone().json();
  };
  server.events.on('response:mocked', listen);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the listener's read of the body settles
  } finally {
    server.events.removeListener('response:mocked', listen);
  }
  return body?.data;
}

/** Every field path of an answer ('list[].total' style, `[]` for every item of a list). */
export function fieldPaths(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => fieldPaths(item, `${prefix}[]`)))];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPaths(inner, path)];
  });
}

/** `value` with the field at `path` changed by `change` (deleted when it gives undefined), in every list item. */
export function withField(value: Json, path: string, change: (field: Json) => Json | undefined): Json {
  const copy = structuredClone(value);
  const visit = (node: Json, parts: string[]) => {
    const [head, ...rest] = parts;
    if (head === undefined || node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const listed = head.endsWith('[]');
    const key = listed ? head.slice(0, -2) : head;
    if (!(key in node)) return;
    const inner = node[key] ?? null;
    if (listed) {
      if (Array.isArray(inner)) for (const item of inner) visit(item, rest);
    } else if (rest.length > 0) visit(inner, rest);
    else {
      const changed = change(inner);
      if (changed === undefined) delete node[key];
      else node[key] = changed;
    }
  };
  visit(copy, path.split('.'));
  return copy;
}
