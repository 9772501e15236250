import { spawn } from 'node:child_process';

export type RunningMockServer = { base: string; port: number; stop: () => void };

/**
 * Starts `npm run mock-server`'s program in a process of its own on a free port (MOCK_PORT=0), and answers
 * once it listens: its user-api base URL and port, and how to stop it. `env` adds to its environment (e.g.
 * MOCK_BARE_WRITES=on).
 */
export function spawnMockServer(env: Record<string, string> = {}): Promise<RunningMockServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts'], {
    env: { ...process.env, ...env, MOCK_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const found = /listening on (http:\/\/[^\s:]+:(\d+)\/user-api)/.exec(out);
      if (found?.[1] && found[2]) resolve({ base: found[1], port: Number(found[2]), stop: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`the mock server stopped (${code}): ${out}`)));
  });
}
