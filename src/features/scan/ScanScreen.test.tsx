import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserBridge } from '../../bridge/browser/bridge';
import { type Bridge, type BridgeResult, installBridge } from '../../bridge/index';
import { renderWithApp } from '../../testing/render';
import { showToast } from '../../ui/feedback/toast';
import ScanScreen from './ScanScreen';

// Asserted as calls: antd-mobile's toast portals are the toast module's own business (and tested there).
vi.mock('../../ui/feedback/toast', () => ({ showToast: vi.fn(), TOAST_MS: 1500 }));

type Scan = BridgeResult<{ text: string; format: string }>;

function fakeBridge(...answers: Scan[]) {
  const scanQRCode = vi.fn(
    async () => answers.shift() ?? { ok: false as const, error: { kind: 'cancelled' as const, message: 'Cancelled' } },
  );
  const bridge: Bridge = { ...createBrowserBridge(), scanQRCode };
  installBridge(bridge);
  return scanQRCode;
}

const scanned = (text: string): Scan => ({ ok: true, value: { text, format: 'QR_CODE' } });

afterEach(() => {
  installBridge(createBrowserBridge());
});

describe('the Scan screen', () => {
  it("goes to the cabinet's collect-or-store screen for a cabinet code, replacing itself", async () => {
    const scan = fakeBridge(scanned('https://other.example/#/pages/Order/PendingList/index?lockerNo=L001&shopId=0'));
    renderWithApp(<ScanScreen />, { path: '/pages/Home/Scan/index' });
    await waitFor(() => expect(location.hash).toBe('#/pages/Order/PendingList/index?lockerNo=L001&shopId=0'));
    expect(scan).toHaveBeenCalledTimes(1);
  });

  it('goes to ordering at the store for a store code', async () => {
    fakeBridge(scanned('https://h.example/?storeNo=S002'));
    renderWithApp(<ScanScreen />, { path: '/pages/Home/Scan/index' });
    await waitFor(() => expect(location.hash).toBe('#/pages/Order/CreateOrder/index?storeNo=S002'));
  });

  it("says 'Incorrect QR code information' for anything else, never opening it, and scans again", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window, 'open');
    const scan = fakeBridge(
      scanned('javascript:alert(1)//?lockerNo=L001'),
      scanned('https://h.example/?lockerNo=L002'),
    );
    renderWithApp(<ScanScreen />, { path: '/pages/Home/Scan/index' });
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect QR code information');
    expect(showToast).toHaveBeenCalledWith('Incorrect QR code information');
    expect(location.hash).toBe('#/pages/Home/Scan/index');
    expect(assign).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Scan again' }));
    await waitFor(() => expect(location.hash).toBe('#/pages/Order/PendingList/index?lockerNo=L002'));
    expect(scan).toHaveBeenCalledTimes(2);
  });

  it('goes back when the customer cancels', async () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    fakeBridge({ ok: false, error: { kind: 'cancelled', message: 'Cancelled' } });
    renderWithApp(<ScanScreen />, { path: '/pages/Home/Scan/index' });
    await waitFor(() => expect(back).toHaveBeenCalled());
  });

  it("shows a failure's message and offers to scan again", async () => {
    fakeBridge({ ok: false, error: { kind: 'permission-denied', message: 'Camera permission is needed to scan' } });
    renderWithApp(<ScanScreen />, { path: '/pages/Home/Scan/index' });
    expect((await screen.findByRole('alert')).textContent).toBe('Camera permission is needed to scan');
    expect(showToast).toHaveBeenCalledWith('Camera permission is needed to scan');
    expect(screen.getByRole('button', { name: 'Scan again' })).toBeTruthy();
  });

  it('does nothing with a result that arrives after the customer left', async () => {
    let answer: (scan: Scan) => void = () => undefined;
    const scanQRCode = vi.fn(() => new Promise<Scan>((resolve) => (answer = resolve)));
    installBridge({ ...createBrowserBridge(), scanQRCode });
    const view = renderWithApp(<ScanScreen />, { path: '/pages/Home/Scan/index' });
    expect(await screen.findByText('Scanning…')).toBeTruthy();
    view.unmount();
    await act(async () => answer(scanned('https://h.example/?lockerNo=L001')));
    expect(location.hash).toBe('#/pages/Home/Scan/index');
  });

  it('has its own navigation bar with a back button and the title', async () => {
    fakeBridge(scanned('nothing'));
    renderWithApp(<ScanScreen />, { path: '/pages/Home/Scan/index' });
    expect(screen.getByRole('heading', { level: 1, name: 'Scan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await screen.findByRole('alert');
  });
});
