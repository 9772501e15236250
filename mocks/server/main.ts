import { createServer, type IncomingMessage } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../handlers';

/**
 * The same handlers as a real HTTP server on localhost (`npm run mock-server`), so a production build with
 * mocks off can talk to it: `USER_API_TARGET=http://localhost:3001 npm run preview`.
 */
const port = Number(process.env.MOCK_PORT ?? 3001);
const host = process.env.MOCK_HOST ?? '127.0.0.1';

async function toRequest(incoming: IncomingMessage): Promise<Request> {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? `${host}:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body =
    chunks.length > 0 && incoming.method !== 'GET' && incoming.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  return new Request(url, { method: incoming.method, headers, body });
}

const server = createServer(async (incoming, outgoing) => {
  try {
    const request = await toRequest(incoming);
    const response = await getResponse(handlers, request);
    if (!response) {
      outgoing.writeHead(404, { 'Content-Type': 'application/json' });
      outgoing.end(
        JSON.stringify({ code: 404, msg: `No mock for ${request.method} ${new URL(request.url).pathname}` }),
      );
      return;
    }
    if (response.type === 'error') {
      // msw's HttpResponse.error(): a network failure; drop the connection like a broken network would.
      incoming.socket.destroy();
      return;
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    outgoing.writeHead(response.status, headers);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
    outgoing.end(String(error));
  }
});

server.listen(port, host, () => {
  console.log(`mock user-api listening on http://${host}:${port}/user-api`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
