import { request } from 'node:http';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as inProcess } from '../node';
import { type RunningMockServer, spawnMockServer } from './spawn';

/**
 * The provider's callback (`POST /__mock/pay/confirm`) is served by two handlers, the wallet's and the
 * order's: the first reads the body and passes an order's trade number on, so the second must still be able
 * to read it. Here behind the HTTP server (`npm run mock-server`); the browser suite pays in the service
 * worker's mode.
 */

const demo = { phone: '13800138000', password: 'demo123' };

type Answer<T = Record<string, unknown>> = { code: number; msg: string; data: T };
type Send = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  status: number;
  text: string;
}>;

/** Over a real socket (node:http: the test environment's own fetch applies a browser's CORS rules). */
const overHttp =
  (port: number): Send =>
  (path, init) =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path: `/user-api${path}`, method: init.method, headers: init.headers },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            text += chunk;
          });
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(init.body);
    });

function client(send: Send) {
  let token = '';
  return async <T = Record<string, unknown>>(path: string, body?: unknown): Promise<Answer<T>> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { token } : {}) };
    const init = {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const { status, text } = await send(path, init);
    expect(status, `HTTP status of ${path}: ${text}`).toBe(200);
    const answer = JSON.parse(text) as Answer<T>;
    if (path === '/auth/password-login') token = (answer.data as { token: string }).token;
    return answer;
  };
}

/** Pays the demo customer's unpaid order 1 by `payMethod`, has the provider confirm it, reads the order back. */
async function payAndConfirm(send: Send, payMethod: 'chat-app' | 'card') {
  const call = client(send);
  expect((await call('/auth/password-login', demo)).code).toBe(200);
  const started = await call<{ tradeNo: string; paid: boolean }>('/order/group-pay', { orderIds: [1], payMethod });
  expect([started.code, started.data?.paid]).toEqual([200, false]);
  const confirmed = await call('/__mock/pay/confirm', { tradeNo: started.data.tradeNo, outcome: 'paid' });
  const order = await call<{ status: string }>('/order/order-info?id=1');
  return { confirmed: confirmed.code, status: order.data.status };
}

async function topUpAndConfirm(send: Send) {
  const call = client(send);
  await call('/auth/password-login', demo);
  const activity = await call<{ packages: Array<{ id: number }> }>('/wallet/recharge-activity?shopId=0');
  const packageId = activity.data.packages[0]?.id;
  const started = await call<{ rechargeNo: string }>('/wallet/recharge', { packageId, payMethod: 'chat-app' });
  const confirmed = await call<{ status: string }>('/__mock/pay/confirm', {
    tradeNo: started.data.rechargeNo,
    outcome: 'paid',
  });
  return [confirmed.code, confirmed.data.status];
}

describe('the provider confirms a chat-app or card payment behind the HTTP mock server', () => {
  let server: RunningMockServer | null = null;
  let send: Send = () => Promise.reject(new Error('no server'));
  // a process of its own: inside vitest the page-like environment's Request would let a used body be cloned,
  // which Node's (and Chromium's) never do
  beforeAll(async () => {
    server = await spawnMockServer();
    send = overHttp(server.port);
  }, 30_000);
  afterAll(() => server?.stop());
  // vitest's in-process mock would answer first: let these requests reach the real server
  beforeEach(() => inProcess.use(http.all('http://127.0.0.1:*/*', () => passthrough())));

  it('of an order by the chat app, not HTTP 500', async () => {
    expect(await payAndConfirm(send, 'chat-app')).toEqual({ confirmed: 200, status: 'to-be-stored' });
  });

  it('of a top-up', async () => {
    expect(await topUpAndConfirm(send)).toEqual([200, 'paid']);
  });
});
