import { request } from 'node:http';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as inProcess } from '../node';
import { type RunningMockServer, spawnMockServer } from './spawn';

/**
 * The Java-server mode (mocks/java.ts) behind the HTTP mock server, which has no page storage: started with
 * MOCK_JAVA=numbers, and switched by `POST /__mock/java` like the in-page mock.
 */

/** Over a real socket (node:http: the test environment's own fetch applies a browser's CORS rules); the raw text. */
function send(port: number, path: string, body?: string, token = ''): Promise<string> {
  const headers = { 'Content-Type': 'application/json', ...(token ? { token } : {}) };
  const method = body === undefined ? 'GET' : 'POST';
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: `/user-api${path}`, method, headers }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        text += chunk;
      });
      incoming.on('end', () => resolve(text));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const demo = JSON.stringify({ phone: '13800138000', password: 'demo123' });

describe('the Java-server mode behind the HTTP mock server', () => {
  let running: RunningMockServer | null = null;
  beforeAll(async () => {
    running = await spawnMockServer({ MOCK_JAVA: 'numbers' });
  }, 30_000);
  afterAll(() => running?.stop());
  // vitest's in-process mock would answer first: let these requests reach the real server
  beforeEach(() => inProcess.use(http.all('http://127.0.0.1:*/*', () => passthrough())));

  it('starts in it with MOCK_JAVA=numbers, and is switched off by its endpoint', async () => {
    const port = running?.port ?? 0;
    const { token } = (JSON.parse(await send(port, '/auth/password-login', demo)) as { data: { token: string } }).data;
    const order = () => send(port, '/order/order-info?id=1595960837329200001', undefined, token);
    expect(await order()).toContain('"id":1595960837329200001,');
    expect(JSON.parse(await send(port, '/__mock/java', '{"mode":null}')).data).toEqual({ mode: null });
    expect(await send(port, '/order/order-info?id=1', undefined, token)).toContain('"id":1,');
  });
});
