import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createQueryClient } from './query-client';

/**
 * Runs one query whose every attempt fails with `error`; answers how many attempts were made and the wait
 * before a retry. The wait runs on a fake clock, so the test does not spend it.
 */
async function attempts(error: ApiError) {
  vi.useFakeTimers();
  const client = createQueryClient();
  let calls = 0;
  const done = client
    .fetchQuery({
      queryKey: ['test', error.kind],
      queryFn: () => {
        calls += 1;
        throw error;
      },
    })
    .catch(() => undefined);
  await vi.runAllTimersAsync();
  await done;
  return { calls, delay: client.getDefaultOptions().queries?.retryDelay };
}

describe('the query layer retries', () => {
  it('a server that is down once, after a second: the error state comes soon, not after a long skeleton', async () => {
    const { calls, delay } = await attempts(
      new ApiError('http', '/goods/goods-list', '500 /goods/goods-list', { status: 500 }),
    );
    expect(calls).toBe(2);
    expect(delay).toBe(1000);
  });

  it('never a business answer or a malformed one', async () => {
    expect(
      (await attempts(new ApiError('business', '/order/order-info', 'Order not found', { code: 500 }))).calls,
    ).toBe(1);
    expect((await attempts(new ApiError('malformed', '/ad/list', 'unreadable'))).calls).toBe(1);
  });
});
