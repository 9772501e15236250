import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_CALLS } from '../testing/spec-calls';
import * as requests from './requests';

/**
 * Every call of spec section 7 (read from the spec: src/testing/spec-calls.ts) has a function in src/api and a
 * handler in mocks/handlers (mirroring each other). A family's module may keep its writes in one of their own
 * (src/api/order-writes.ts: loaded with the steps that write, not with the screens that read). A GET the boot script sends ahead is built in
 * src/api/requests.ts: its family module calls the builder instead of naming the path.
 */
const CALLS = SPEC_CALLS.map((call) => {
  const [method = '', path = ''] = call.split(' ');
  return { method: method.toLowerCase(), path };
});

function readAll(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.set(name, readFileSync(join(dir, name), 'utf8'));
  }
  return out;
}

const apiFiles = readAll('src/api');
const mockFiles = readAll('mocks/handlers');

/** The builders of src/api/requests.ts by the path each builds (only the path is read: any argument does). */
const builders = new Map<string, string[]>();
for (const [name, build] of Object.entries(requests)) {
  if (!name.endsWith('Request')) continue;
  const { path } = (build as (input: never) => requests.ApiRequest)({} as never);
  builders.set(path, [...(builders.get(path) ?? []), name]);
}

describe('spec section 7 coverage', () => {
  it("reads the spec's 65 calls, each once", () => {
    expect(new Set(SPEC_CALLS).size).toBe(65);
    expect(SPEC_CALLS).toHaveLength(65);
  });

  it.each(CALLS)('$method $path has an api function in its family module and a mock handler', ({ method, path }) => {
    const family = path.split('/')[1] as string;
    const api = (apiFiles.get(`${family}.ts`) ?? '') + (apiFiles.get(`${family}-writes.ts`) ?? '');
    const built = builders.get(path);
    if (built) for (const name of built) expect(api, `src/api/${family}.ts sends ${name}`).toContain(`${name}(`);
    else expect(api, `src/api/${family}(-writes).ts calls ${path}`).toContain(`'${path}'`);
    const mock = mockFiles.get(`${family}.ts`) ?? '';
    expect(mock, `mocks/handlers/${family}.ts answers ${method.toUpperCase()} ${path}`).toMatch(
      new RegExp(`http\\.${method}\\(\\s*api\\('${path.replace(/\//g, '\\/')}'\\)`),
    );
  });
});
