import { readFileSync } from 'node:fs';
import { spawnMockServer } from '../mocks/server/spawn.ts';
import { problemOf, type Schema } from './contract-check.ts';

/**
 * `npm run contract -- --base <user-api url> [--phone … --password …]`: checks a running user-api against the
 * published contract (docs/contract.openapi.json). It only reads: every GET of the contract, asked with the
 * contract's example query (the mock's seed data; another server may answer some with a business code,
 * reported as skipped), logged in first when a phone and password are given (the one POST it sends).
 * Prints per call: ok, missing required field, or wrong type. `--mock` starts `npm run mock-server` on a free
 * port and checks that (npm test does). The writes (POST) are never sent: `--writes` prints instead what the
 * app requires of each write's answer, and why (the contract's `x-write-answer`, from src/api/write-answers.ts).
 */

type WriteAnswer = { requires: string[] | Record<string, string[]> | 'all'; why: string };
type Operation = {
  summary: string;
  'x-write-answer'?: WriteAnswer;
  security?: unknown[];
  'x-example-query'?: Record<string, string>;
  responses: { '200': { content: { 'application/json': { schema: Schema } } } };
};
type Contract = { paths: Record<string, Record<string, Operation>> };

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

function requiresText(requires: WriteAnswer['requires']): string {
  if (requires === 'all') return 'the whole answer';
  if (Array.isArray(requires)) return requires.length ? requires.join(', ') : 'nothing';
  return Object.entries(requires)
    .map(([payMethod, fields]) => `${payMethod}: ${fields.length ? fields.join(', ') : 'nothing'}`)
    .join('; ');
}

/** What the app requires of each write's answer, one line per write. */
function printWrites(contract: Contract): void {
  for (const [path, operations] of Object.entries(contract.paths)) {
    const answer = operations.post?.['x-write-answer'];
    if (answer) console.log(`POST ${path}`.padEnd(34), `requires ${requiresText(answer.requires)}: ${answer.why}`);
  }
}

async function main() {
  if (process.argv.includes('--writes')) {
    printWrites(JSON.parse(readFileSync('docs/contract.openapi.json', 'utf8')) as Contract);
    return;
  }
  const mock = process.argv.includes('--mock') ? await spawnMockServer() : null;
  const base = (mock?.base ?? argument('base') ?? '').replace(/\/$/, '');
  if (!base) {
    console.error('usage: npm run contract -- --base <user-api url> [--phone … --password …] | --mock | --writes');
    process.exit(2);
  }
  const phone = argument('phone') ?? (mock ? '13800138000' : undefined);
  const password = argument('password') ?? (mock ? 'demo123' : undefined);
  const contract = JSON.parse(readFileSync('docs/contract.openapi.json', 'utf8')) as Contract;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': 'en' };

  if (phone && password) {
    const login = await fetch(`${base}/auth/password-login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone, password }),
    }).then((response) => response.json() as Promise<{ code: number; data?: { token?: string } }>);
    if (login.code !== 200 || !login.data?.token) {
      console.error(`log in failed: code ${login.code}`);
      process.exit(1);
    }
    headers.token = login.data.token;
  }

  let failed = 0;
  let passed = 0;
  let skipped = 0;
  for (const [path, operations] of Object.entries(contract.paths)) {
    const operation = operations.get;
    if (!operation) continue;
    const label = `GET ${path}`.padEnd(34);
    if (operation.security && !headers.token) {
      skipped += 1;
      console.log(`skip ${label} needs a session (--phone, --password)`);
      continue;
    }
    const query = new URLSearchParams(operation['x-example-query'] ?? {}).toString();
    let line: string;
    try {
      const response = await fetch(`${base}${path}${query ? `?${query}` : ''}`, { headers });
      const body = (await response.json()) as { code?: number; msg?: string; data?: unknown };
      if (response.status !== 200) line = `FAIL ${label} HTTP ${response.status}`;
      else if (body.code !== 200) line = `skip ${label} code ${body.code}: ${body.msg ?? ''}`;
      else {
        const schema = operation.responses['200'].content['application/json'].schema.properties?.data ?? {};
        const problem = problemOf(schema, body.data);
        line = problem ? `FAIL ${label} ${problem}` : `ok   ${label}`;
      }
    } catch (error) {
      line = `FAIL ${label} ${String(error)}`;
    }
    if (line.startsWith('ok')) passed += 1;
    else if (line.startsWith('skip')) skipped += 1;
    else failed += 1;
    console.log(line);
  }
  mock?.stop();
  console.log(`contract: ${passed} ok, ${failed} failed, ${skipped} skipped against ${base}`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
