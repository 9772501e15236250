import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_CALLS } from '../testing/spec-calls';

/**
 * Every call of spec section 7 (read from the spec: src/testing/spec-calls.ts) has a function in src/api and a
 * handler in mocks/handlers (mirroring each other).
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

describe('spec section 7 coverage', () => {
  it("reads the spec's 65 calls, each once", () => {
    expect(new Set(SPEC_CALLS).size).toBe(65);
    expect(SPEC_CALLS).toHaveLength(65);
  });

  it.each(CALLS)('$method $path has an api function in its family module and a mock handler', ({ method, path }) => {
    const family = path.split('/')[1] as string;
    const api = apiFiles.get(`${family}.ts`) ?? '';
    expect(api, `src/api/${family}.ts calls ${path}`).toContain(`'${path}'`);
    const mock = mockFiles.get(`${family}.ts`) ?? '';
    expect(mock, `mocks/handlers/${family}.ts answers ${method.toUpperCase()} ${path}`).toMatch(
      new RegExp(`http\\.${method}\\(\\s*api\\('${path.replace(/\//g, '\\/')}'\\)`),
    );
  });
});
