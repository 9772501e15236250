import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../handlers';

/** The incoming Node request as a fetch `Request`, the shape every handler reads. */
async function toRequest(incoming: IncomingMessage, fallbackHost: string): Promise<Request> {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? fallbackHost}`);
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

/**
 * The mock user-api's handlers behind a real HTTP server (not yet listening), so a production build with
 * mocks off can talk to them as it would to the real user-api.
 */
export function createMockHttpServer(fallbackHost = '127.0.0.1'): Server {
  return createServer(async (incoming, outgoing) => {
    try {
      const request = await toRequest(incoming, fallbackHost);
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
}
