import { request } from 'node:http';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as inProcess } from '../node';
import { type RunningMockServer, spawnMockServer } from './spawn';

/**
 * The bare-writes mode (mocks/bare-writes.ts) behind the HTTP mock server, which has no page storage: started
 * with MOCK_BARE_WRITES=on, and switched by `POST /__mock/bare-writes` like the in-page mock.
 */

type Answer = { code: number; msg: string; data: unknown };

/** Over a real socket (node:http: the test environment's own fetch applies a browser's CORS rules). */
function post(port: number, path: string, body: unknown, token = ''): Promise<Answer> {
  const headers = { 'Content-Type': 'application/json', ...(token ? { token } : {}) };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path: `/user-api${path}`, method: 'POST', headers },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve(JSON.parse(text) as Answer));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

const demo = { phone: '13800138000', password: 'demo123' };

describe('bare writes behind the HTTP mock server', () => {
  let running: RunningMockServer | null = null;
  beforeAll(async () => {
    running = await spawnMockServer({ MOCK_BARE_WRITES: 'on' });
  }, 30_000);
  afterAll(() => running?.stop());
  // vitest's in-process mock would answer first: let these requests reach the real server
  beforeEach(() => inProcess.use(http.all('http://127.0.0.1:*/*', () => passthrough())));

  it('starts in the mode with MOCK_BARE_WRITES=on, and is switched off and on by its endpoint', async () => {
    const port = running?.port ?? 0;
    const login = (await post(port, '/auth/password-login', demo)).data as { token: string };
    expect(Object.keys(login)).toEqual(['token']);
    const pay = async () => {
      const answer = await post(port, '/order/group-pay', { orderIds: [1], payMethod: 'chat-app' }, login.token);
      return Object.keys(answer.data as object);
    };
    expect(await pay()).toEqual(['payParams']);
    expect((await post(port, '/__mock/bare-writes', { on: false })).data).toEqual({ on: false });
    expect(await pay()).toEqual(expect.arrayContaining(['tradeNo', 'payParams', 'amount']));
    expect((await post(port, '/__mock/bare-writes', { on: true })).data).toEqual({ on: true });
    expect(await pay()).toEqual(['payParams']);
  });
});
