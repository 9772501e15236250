import { mockControlUrl } from '../../mocks/bridge/settings';

/** An answer of the mock's control endpoints: the user-api's envelope. */
export type ControlAnswer<T = unknown> = { code: number; msg: string; data: T };

/**
 * Calls a control endpoint of the mock user-api (`/__mock/<path>`, mocks/control.ts), as the developer panel
 * and the mock bridge do: a POST when a body is given, else a GET.
 */
export async function mockControl<T = unknown>(path: string, body?: unknown): Promise<ControlAnswer<T>> {
  const response = await fetch(
    mockControlUrl(path),
    body === undefined
      ? undefined
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  return (await response.json()) as ControlAnswer<T>;
}
