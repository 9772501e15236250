// @vitest-environment happy-dom

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUIET_BEFORE_PARTS_MS,
  queriesSettledAndPainted,
  SETTLE_AT_THE_LATEST_MS,
  whenScreenDrawnAndIdle,
} from './screen-settled';

/**
 * Whether the wait has ended once the page's clock has moved on by `ms` (frames and timers faked: no real time
 * passes, and what is due in those `ms` has run).
 */
function ended(wait: Promise<unknown>): (ms: number) => Promise<boolean> {
  let done = false;
  void wait.then(() => {
    done = true;
  });
  return async (ms) => {
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  };
}

/** A query of `client` answered when the test calls what this returns. */
function slowQuery(client: QueryClient, key: string): () => void {
  let answer: (value: string) => void = () => undefined;
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return () => answer('done');
}

describe('the wait for the first screen to be drawn with its answers', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('lasts while a query is out, and ends in a task after the next frame once it has answered', async () => {
    const client = new QueryClient();
    const answer = slowQuery(client, 'slow');
    const endedAfter = ended(queriesSettledAndPainted(client));
    // many frames and tasks, well short of the three seconds at the latest
    expect(await endedAfter(1000)).toBe(false);
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    answer();
    expect(await endedAfter(50)).toBe(true);
    expect(frame).toHaveBeenCalledTimes(1);
  });

  it('ends after a frame when nothing is being fetched', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    expect(await ended(queriesSettledAndPainted(new QueryClient()))(50)).toBe(true);
    expect(frame).toHaveBeenCalledTimes(1);
  });

  it('ends at the latest after three seconds, however long a query takes', async () => {
    const client = new QueryClient();
    slowQuery(client, 'never');
    const endedAfter = ended(queriesSettledAndPainted(client));
    expect(await endedAfter(SETTLE_AT_THE_LATEST_MS - 100)).toBe(false);
    expect(await endedAfter(200)).toBe(true);
  });
});

describe("a part that waits for the screen's calls to be quiet", () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('waits for a call that follows another (the position, then the nearby cabinets), and runs once both are in', async () => {
    const client = new QueryClient();
    const task = vi.fn();
    const answerPosition = slowQuery(client, 'position');
    whenScreenDrawnAndIdle(client, task);
    await vi.advanceTimersByTimeAsync(1000);
    answerPosition();
    // the next call goes out a moment after the first is answered: the quiet starts again after it
    await vi.advanceTimersByTimeAsync(QUIET_BEFORE_PARTS_MS - 100);
    const answerNearby = slowQuery(client, 'nearby');
    await vi.advanceTimersByTimeAsync(QUIET_BEFORE_PARTS_MS);
    expect(task).not.toHaveBeenCalled();
    answerNearby();
    await vi.advanceTimersByTimeAsync(QUIET_BEFORE_PARTS_MS - 50);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after the longest wait, however long a call takes, and not when called off', async () => {
    const client = new QueryClient();
    slowQuery(client, 'never');
    const task = vi.fn();
    whenScreenDrawnAndIdle(client, task);
    await vi.advanceTimersByTimeAsync(SETTLE_AT_THE_LATEST_MS);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUIET_BEFORE_PARTS_MS + 50);
    expect(task).toHaveBeenCalledTimes(1);

    const called = vi.fn();
    whenScreenDrawnAndIdle(new QueryClient(), called)();
    await vi.advanceTimersByTimeAsync(SETTLE_AT_THE_LATEST_MS * 2);
    expect(called).not.toHaveBeenCalled();
  });
});
