import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { isNetworkFailure, LIVE_REFRESH_MS, liveOptions } from './live';

const query = (error: unknown) => ({ state: { error } });

describe('live refresh', () => {
  it('polls every 15 s only while the page is visible', () => {
    expect(liveOptions(true).refetchInterval(query(null))).toBe(LIVE_REFRESH_MS);
    expect(LIVE_REFRESH_MS).toBe(15_000);
    expect(liveOptions(false).refetchInterval(query(null))).toBe(false);
    expect(liveOptions(true).refetchIntervalInBackground).toBe(false);
  });

  it('always refetches when the customer comes back or the network returns', () => {
    expect(liveOptions(true).refetchOnWindowFocus).toBe('always');
    expect(liveOptions(true).refetchOnReconnect).toBe('always');
  });

  it('stops polling after a failure (no toast every 15 s); network failures are told apart', () => {
    const network = new ApiError('network', '/order/order-info', 'Request Error');
    const business = new ApiError('business', '/order/order-info', 'Order not found', { code: 404 });
    const aborted = new ApiError('network', '/order/order-info', 'aborted', { aborted: true });
    expect(isNetworkFailure(network)).toBe(true);
    expect(isNetworkFailure(new ApiError('timeout', '/x', 'Request Error'))).toBe(true);
    expect(isNetworkFailure(aborted)).toBe(false);
    expect(isNetworkFailure(business)).toBe(false);
    expect(liveOptions(true).refetchInterval(query(network))).toBe(false);
    expect(liveOptions(true).refetchInterval(query(business))).toBe(false);
  });
});
