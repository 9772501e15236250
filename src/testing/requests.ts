import { onTestFinished } from 'vitest';
import { server } from '../../mocks/node';

/** One request that reached the mock network; `request` is a copy whose body can still be read. */
export type RecordedRequest = { method: string; url: URL; path: string; request: Request };

/** Records, in order, every request that reaches the mock network from now until the test ends. */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    recorded.push({ method: request.method, url, path: url.pathname, request: request.clone() });
  };
  server.events.on('request:start', listen);
  onTestFinished(() => {
    server.events.removeListener('request:start', listen);
  });
  return recorded;
}
