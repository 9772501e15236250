import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { createQueryClient } from './query-client';

/** Runs one query whose every attempt fails with `error`; answers how many attempts were made and how long. */
async function attempts(error: ApiError) {
  const client = createQueryClient();
  let calls = 0;
  const started = Date.now();
  await client
    .fetchQuery({
      queryKey: ['test', error.kind],
      queryFn: () => {
        calls += 1;
        throw error;
      },
    })
    .catch(() => undefined);
  return { calls, ms: Date.now() - started };
}

describe('the query layer retries', () => {
  it('a server that is down once, after a second: the error state comes soon, not after a long skeleton', async () => {
    const { calls, ms } = await attempts(
      new ApiError('http', '/goods/goods-list', '500 /goods/goods-list', { status: 500 }),
    );
    expect(calls).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(900);
  });

  it('never a business answer or a malformed one', async () => {
    expect(
      (await attempts(new ApiError('business', '/order/order-info', 'Order not found', { code: 500 }))).calls,
    ).toBe(1);
    expect((await attempts(new ApiError('malformed', '/ad/list', 'unreadable'))).calls).toBe(1);
  });
});
