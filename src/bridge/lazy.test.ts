import { describe, expect, it, vi } from 'vitest';
import { envFor } from './env';
import { lazyBridge } from './lazy';
import type { Bridge } from './types';

const real = {
  env: envFor('browser'),
  getLocation: vi.fn(async () => ({ ok: true as const, value: { latitude: 1, longitude: 2 } })),
  scanQRCode: vi.fn(),
  pay: vi.fn(async () => 'client-ok' as const),
  openLocation: vi.fn(),
  share: vi.fn(),
} as unknown as Bridge;

describe('the lazily loaded bridge', () => {
  it('knows its host at once and loads the implementation once, on the first call', async () => {
    const load = vi.fn(async () => real);
    const bridge = lazyBridge(envFor('chat-app'), load);
    expect(bridge.env.host).toBe('chat-app');
    expect(load).not.toHaveBeenCalled();
    await expect(bridge.getLocation()).resolves.toEqual({ ok: true, value: { latitude: 1, longitude: 2 } });
    await bridge.pay({ method: 'card', payUrl: 'https://pay.example/' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles as a failure when the implementation cannot load, and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(real);
    const bridge = lazyBridge(envFor('browser'), load);
    const first = await bridge.getLocation();
    expect(first.ok).toBe(false);
    expect(await bridge.pay({ method: 'card', payUrl: 'https://pay.example/' })).toBe('client-ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
