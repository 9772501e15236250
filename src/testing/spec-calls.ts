import { readFileSync } from 'node:fs';

/**
 * The calls of spec section 7 ('GET /order/order-list', …), read from the spec itself (docs/spec.md) so the
 * list is written once: the tests check that src/api, the mock handlers and the shared call table
 * (api-calls.ts) each cover exactly these.
 */
export function specCalls(spec: string = readFileSync('docs/spec.md', 'utf8')): string[] {
  const section = spec.split(/^## /m).find((part) => part.startsWith('7. ')) ?? '';
  const calls: string[] = [];
  let method = '';
  for (const line of section.split('\n')) {
    const heading = /^\*\*(GET|POST)\*\*/.exec(line);
    if (heading) method = heading[1] ?? '';
    const call = /^- (\/[\w/-]+)/.exec(line);
    if (call && method) calls.push(`${method} ${call[1]}`);
  }
  return calls;
}

export const SPEC_CALLS: readonly string[] = specCalls();
