import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesSettledAndPainted, SETTLE_AT_THE_LATEST_MS } from './screen-settled';

/** Whether the promise has settled, after everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

describe('the wait for the first screen to be drawn with its answers', () => {
  afterEach(() => vi.useRealTimers());

  it('lasts while a query is out, and ends in a task after the next frame once it has answered', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const wait = queriesSettledAndPainted(client);
    expect(await settled(wait)).toBe(false);
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    answer('done');
    expect(await settled(wait)).toBe(true);
    expect(frame).toHaveBeenCalledTimes(1);
  });

  it('ends after a frame when nothing is being fetched', async () => {
    expect(await settled(queriesSettledAndPainted(new QueryClient()))).toBe(true);
  });

  it('ends at the latest after three seconds, however long a query takes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => undefined) });
    let done = false;
    void queriesSettledAndPainted(client).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(SETTLE_AT_THE_LATEST_MS - 100);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
