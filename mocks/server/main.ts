import type { AddressInfo } from 'node:net';
import { createMockHttpServer } from './http';

/**
 * `npm run mock-server`: the mock user-api as a real HTTP server on localhost, so a production build with
 * mocks off can talk to it: `USER_API_TARGET=http://127.0.0.1:3001 npm run preview`.
 * MOCK_PORT (default 3001) and MOCK_HOST (default 127.0.0.1) choose where it listens.
 */
const port = Number(process.env.MOCK_PORT ?? 3001);
const host = process.env.MOCK_HOST ?? '127.0.0.1';

const server = createMockHttpServer(`${host}:${port}`);
server.listen(port, host, () => {
  // the port it got: MOCK_PORT=0 picks a free one
  const { port: listening } = server.address() as AddressInfo;
  console.log(`mock user-api listening on http://${host}:${listening}/user-api`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
