import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bridge, PayOutcome } from '../../bridge';
import { CONFIRM_DELAYS_MS } from '../payment-confirming';
import { runPayment } from './run-payment';

function fakeBridge(
  outcome: PayOutcome,
  canPay = { chatApp: true, card: true },
): Bridge & { pay: ReturnType<typeof vi.fn> } {
  return {
    env: { host: 'mock', canPay, canScan: true, canShareCard: false },
    getLocation: vi.fn(),
    scanQRCode: vi.fn(),
    openLocation: vi.fn(),
    share: vi.fn(),
    pay: vi.fn(async () => outcome),
  } as unknown as Bridge & { pay: ReturnType<typeof vi.fn> };
}

const params = { appId: 'a', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=T1', signType: 'RSA', paySign: 's' };

describe('the payment flow', () => {
  it('pays by balance on the server without the bridge', async () => {
    const bridge = fakeBridge('failed');
    const result = await runPayment({
      bridge,
      method: 'balance',
      start: async () => ({ paid: true }),
      readBack: async () => true,
    });
    expect(result).toBe('paid');
    expect(bridge.pay).not.toHaveBeenCalled();
  });

  it('never trusts a client ok: the server not saying paid is "not heard yet", never a failure', async () => {
    const bridge = fakeBridge('client-ok');
    const readBack = vi.fn(async () => false);
    const onClientOk = vi.fn();
    const result = await runPayment({
      bridge,
      method: 'chat-app',
      start: async () => ({ paid: false, payParams: params }),
      readBack,
      onClientOk,
      confirmDelaysMs: [1, 1],
    });
    expect(result).toBe('confirming');
    expect(readBack).toHaveBeenCalledTimes(3);
    expect(onClientOk).toHaveBeenCalledTimes(1);
  });

  it('waits for the server to confirm a chat-app payment', async () => {
    const bridge = fakeBridge('client-ok');
    let reads = 0;
    const result = await runPayment({
      bridge,
      method: 'chat-app',
      start: async () => ({ paid: false, payParams: params }),
      readBack: async () => ++reads >= 2,
      confirmDelaysMs: [1, 1, 1],
    });
    expect(result).toBe('paid');
    expect(bridge.pay).toHaveBeenCalledWith({ method: 'chat-app', params });
  });

  describe('after the chat app says ok, on the real pauses', () => {
    afterEach(() => vi.useRealTimers());

    it('is paid when the server hears of it 10 s later', async () => {
      vi.useFakeTimers();
      const heardAt = Date.now() + 10_000;
      const readBack = vi.fn(async () => Date.now() >= heardAt);
      const onConfirming = vi.fn();
      const outcome = runPayment({
        bridge: fakeBridge('client-ok'),
        method: 'chat-app',
        start: async () => ({ paid: false, payParams: params }),
        readBack,
        onConfirming,
      });
      let result: string | null = null;
      void outcome.then((value) => {
        result = value;
      });
      await vi.advanceTimersByTimeAsync(9_000);
      expect(result).toBeNull(); // still asking, nothing said to the customer yet
      expect(onConfirming).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(6_000);
      expect(result).toBe('paid');
    });

    it('keeps asking for more than a minute, through failed reads, before saying "not heard yet"', async () => {
      vi.useFakeTimers();
      const began = Date.now();
      let reads = 0;
      const readBack = vi.fn(async () => {
        reads += 1;
        if (reads % 3 === 0) throw new Error('network'); // a dropped connection is not a failed payment
        return false;
      });
      const outcome = runPayment({
        bridge: fakeBridge('client-ok'),
        method: 'chat-app',
        start: async () => ({ paid: false, payParams: params }),
        readBack,
      });
      let result: string | null = null;
      void outcome.then((value) => {
        result = value;
      });
      await vi.advanceTimersByTimeAsync(59_000);
      expect(result).toBeNull();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(result).toBe('confirming');
      const total = CONFIRM_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
      expect(total).toBeGreaterThanOrEqual(60_000);
      expect(Date.now() - began).toBeGreaterThanOrEqual(60_000);
      expect(readBack.mock.calls.length).toBe(CONFIRM_DELAYS_MS.length + 1);
    });
  });

  it('says failed only when the chat app says so and the server agrees', async () => {
    const readBack = vi.fn(async () => false);
    const result = await runPayment({
      bridge: fakeBridge('failed'),
      method: 'chat-app',
      start: async () => ({ paid: false, payParams: params }),
      readBack,
    });
    expect(result).toBe('unpaid');
    expect(readBack).toHaveBeenCalledTimes(1);
  });

  it('reports a cancel after asking the server once', async () => {
    const readBack = vi.fn(async () => false);
    const result = await runPayment({
      bridge: fakeBridge('cancelled'),
      method: 'chat-app',
      start: async () => ({ paid: false, payParams: params }),
      readBack,
    });
    expect(result).toBe('cancelled');
    expect(readBack).toHaveBeenCalledTimes(1);
  });

  it('leaves for the card payment page, remembering the payment before the page goes', async () => {
    const bridge = fakeBridge('client-ok');
    const onClientOk = vi.fn(() => expect(bridge.pay).not.toHaveBeenCalled());
    const result = await runPayment({
      bridge,
      method: 'card',
      start: async () => ({ paid: false, payUrl: 'https://pay.example/x' }),
      readBack: async () => false,
      onClientOk,
    });
    expect(result).toBe('redirected');
    expect(onClientOk).toHaveBeenCalledTimes(1);
    expect(bridge.pay).toHaveBeenCalledWith({ method: 'card', payUrl: 'https://pay.example/x' });
  });

  it('does not start a payment the host cannot make', async () => {
    const start = vi.fn();
    const result = await runPayment({
      bridge: fakeBridge('client-ok', { chatApp: false, card: true }),
      method: 'chat-app',
      start,
      readBack: async () => false,
    });
    expect(result).toBe('unsupported');
    expect(start).not.toHaveBeenCalled();
  });
});
