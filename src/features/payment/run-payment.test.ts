import { describe, expect, it, vi } from 'vitest';
import type { Bridge, PayOutcome } from '../../bridge';
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

  it('never trusts a client ok: the server saying unpaid wins', async () => {
    const bridge = fakeBridge('client-ok');
    const readBack = vi.fn(async () => false);
    const result = await runPayment({
      bridge,
      method: 'chat-app',
      start: async () => ({ paid: false, payParams: params }),
      readBack,
      confirmAttempts: 3,
      confirmDelayMs: 1,
    });
    expect(result).toBe('unpaid');
    expect(readBack).toHaveBeenCalledTimes(3);
  });

  it('waits for the server to confirm a chat-app payment', async () => {
    const bridge = fakeBridge('client-ok');
    let reads = 0;
    const result = await runPayment({
      bridge,
      method: 'chat-app',
      start: async () => ({ paid: false, payParams: params }),
      readBack: async () => ++reads >= 2,
      confirmDelayMs: 1,
    });
    expect(result).toBe('paid');
    expect(bridge.pay).toHaveBeenCalledWith({ method: 'chat-app', params });
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

  it('leaves for the card payment page', async () => {
    const bridge = fakeBridge('client-ok');
    const result = await runPayment({
      bridge,
      method: 'card',
      start: async () => ({ paid: false, payUrl: 'https://pay.example/x' }),
      readBack: async () => false,
    });
    expect(result).toBe('redirected');
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
