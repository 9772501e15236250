import { vi } from 'vitest';
import { type Bridge, installBridge, type PayOutcome } from '../bridge';

/**
 * Installs a bridge that offers the chat app's payment and card payment, whose pay answers `outcome`, and
 * returns it (its `pay` is a mock the test can read).
 */
export function installPayBridge(outcome: PayOutcome) {
  const bridge = {
    env: { host: 'mock', canPay: { chatApp: true, card: true }, canScan: false, canShareCard: false },
    getLocation: vi.fn(),
    scanQRCode: vi.fn(),
    openLocation: vi.fn(),
    share: vi.fn(),
    pay: vi.fn(async (_request: unknown) => outcome),
  };
  installBridge(bridge as unknown as Bridge);
  return bridge;
}
