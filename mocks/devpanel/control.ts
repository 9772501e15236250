import { mockControlUrl } from '../bridge';

/** Calls a control endpoint of the mock user-api (`/__mock/<path>`): GET without a body, POST with one. */
export async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(mockControlUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg?: string; data: T };
  if (!response.ok || envelope.code !== 200) throw new Error(envelope.msg || `HTTP ${response.status}`);
  return envelope.data;
}
