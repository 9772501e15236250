// @vitest-environment happy-dom

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bareWritesOn, setBareWrites } from '../bare-writes';
import { DEFAULT_MOCK_BRIDGE_SETTINGS, defaultScanChoice, mockControlUrl, readMockBridgeSettings } from '../bridge';
import { getDb } from '../db';
import { getFaults } from '../faults';
import { clearFieldReports } from '../handlers/rum';
import { javaMode, setJavaMode } from '../java';
import { DevPanel } from './DevPanel';
import { sendFieldReportsThroughMock } from './field-report-beacons';
import { mountDevPanel, unmountDevPanel } from './index';
import { PANEL_BUTTON_KEY } from './PanelButton';

async function openPanel(user: UserEvent, rumUrl = '') {
  const reload = vi.fn();
  render(createElement(DevPanel, { reload, rumUrl }));
  await user.click(screen.getByRole('button', { name: 'Developer panel' }));
  const panel = screen.getByRole('dialog', { name: 'Developer panel' });
  return { reload, panel: within(panel) };
}

describe('the developer panel', () => {
  it('mounts in its own container outside #app, once', () => {
    mountDevPanel();
    mountDevPanel();
    expect(document.querySelectorAll('#mock-dev-panel')).toHaveLength(1);
    unmountDevPanel();
    expect(document.getElementById('mock-dev-panel')).toBeNull();
  });

  it('opens from a small floating button and closes again', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    expect(screen.getByRole('button', { name: 'Developer panel' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(panel.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the scan, payment and location choices', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    await user.selectOptions(panel.getByLabelText('Next scan result'), 'S001');
    await user.selectOptions(panel.getByLabelText('Payment outcome'), 'slow');
    await user.selectOptions(panel.getByLabelText('Location'), 'denied');
    expect(readMockBridgeSettings()).toMatchObject({ scan: 'S001', pay: 'slow', location: 'denied' });
    expect((panel.getByLabelText('Next scan result') as HTMLSelectElement).value).toBe('S001');
  });

  it('reloads the page as the new host', async () => {
    const user = userEvent.setup();
    const { panel, reload } = await openPanel(user);
    await user.selectOptions(panel.getByLabelText('Host to pretend'), 'browser');
    expect(readMockBridgeSettings().host).toBe('browser');
    expect(reload).toHaveBeenCalled();
  });

  it('adds network faults to the mock user-api and clears them', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    await user.selectOptions(panel.getByLabelText('Call family'), 'goods');
    await user.selectOptions(panel.getByLabelText('Fault'), 'timeout');
    await user.type(panel.getByLabelText('Times (empty: always)'), '2');
    await user.click(panel.getByRole('button', { name: 'Add fault' }));
    await waitFor(() => expect(getFaults().rules).toEqual([{ target: 'goods', fault: 'timeout', times: 2 }]));
    expect(await panel.findByText('goods: timeout ×2')).toBeTruthy();

    await user.click(panel.getByRole('button', { name: 'Clear all faults' }));
    await waitFor(() => expect(getFaults().rules).toEqual([]));
    expect(await panel.findByText('No faults')).toBeTruthy();
  });

  it('advances an order to its next status', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    const select = (await panel.findByLabelText('Order')) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(0));
    const id = Number(select.value);
    const before = getDb().orders.find((order) => order.id === id)?.status;
    await user.click(panel.getByRole('button', { name: 'Advance to the next status' }));
    await waitFor(() => expect(getDb().orders.find((order) => order.id === id)?.status).not.toBe(before));
    expect(await panel.findByText('Done')).toBeTruthy();
  });

  it('offers the late and never payment outcomes', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    await user.selectOptions(panel.getByLabelText('Payment outcome'), 'never');
    expect(readMockBridgeSettings().pay).toBe('never');
    expect(panel.getByRole('option', { name: 'Paid; the server hears of it 10 s later' })).toBeTruthy();
  });

  it('switches the bare-writes mode of the mock user-api on and off', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    const toggle = panel.getByRole('checkbox', { name: 'Bare writes: answers carry only what the app requires' });
    await user.click(toggle);
    await waitFor(() => expect(bareWritesOn()).toBe(true));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    await user.click(toggle);
    await waitFor(() => expect(bareWritesOn()).toBe(false));
    setBareWrites(false);
  });

  it('switches the Java-server mode of the mock user-api', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    const select = panel.getByLabelText(/^Java server/) as HTMLSelectElement;
    await user.selectOptions(select, 'Ids as bare numbers');
    await waitFor(() => expect(javaMode()).toBe('numbers'));
    await waitFor(() => expect(select.value).toBe('numbers'));
    await user.selectOptions(select, 'Off');
    await waitFor(() => expect(javaMode()).toBeNull());
    setJavaMode(null);
  });

  it('makes the next box opening fail', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    await user.click(panel.getByRole('button', { name: 'Next box opening fails' }));
    await waitFor(() => expect(getDb().orderMock.failNextOpens).toBe(1));
  });

  it('resets the mock data and reloads', async () => {
    getDb().tokens['t-dev'] = 1001;
    const user = userEvent.setup();
    const { panel, reload } = await openPanel(user);
    await user.click(panel.getByRole('button', { name: 'Reset mock data' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(getDb().tokens['t-dev']).toBeUndefined();
  });

  it('shows the last field reports the mock received, newest first', async () => {
    clearFieldReports();
    const send = (body: unknown) =>
      fetch(mockControlUrl('rum'), {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'text/plain' },
      });
    const version = '9.9.9'; // whatever version a report names
    await send({
      version,
      host: 'browser',
      locale: 'vi',
      events: [{ kind: 'metric', name: 'LCP', value: 1840, rating: 'needs-improvement', route: 'home' }],
    });
    await send({
      version,
      host: 'chat-app',
      locale: 'en',
      events: [
        {
          kind: 'error',
          source: 'unhandledrejection',
          message: 'TypeError: x is undefined',
          count: 3,
          route: 'wallet',
        },
      ],
    });
    expect((await send({ not: 'a report' })).status).toBe(400);
    const user = userEvent.setup();
    const { panel } = await openPanel(user, '/user-api/__mock/rum');
    const list = panel.getByRole('list', { name: 'Field reports (last received)' });
    const eventLines = () =>
      within(list)
        .queryAllByRole('listitem')
        .filter((item) => item.children.length === 0)
        .map((item) => item.textContent);
    await waitFor(() =>
      expect(eventLines()).toEqual([
        'unhandledrejection ×3 · wallet: TypeError: x is undefined',
        'LCP 1840 (needs-improvement) · home',
      ]),
    );
    expect(within(list).getByText(/9\.9\.9 · chat-app · en/)).toBeTruthy();
    expect(within(list).getByText(/9\.9\.9 · browser · vi/)).toBeTruthy();
  });

  it("receives the app's field report beacons through the mock, and leaves other beacons alone", async () => {
    clearFieldReports();
    const browserBeacon = vi.fn(() => true);
    const { sendBeacon } = navigator;
    navigator.sendBeacon = browserBeacon;
    try {
      sendFieldReportsThroughMock('/user-api/__mock/rum');
      const report = { version: '9.9.9', host: 'browser', locale: 'en', events: [] };
      expect(navigator.sendBeacon('/user-api/__mock/rum', JSON.stringify(report))).toBe(true);
      navigator.sendBeacon('/elsewhere', 'x');
      await waitFor(async () =>
        expect(await (await fetch(mockControlUrl('rum'))).json()).toMatchObject({ data: [report] }),
      );
      expect(browserBeacon.mock.calls).toEqual([['/elsewhere', 'x']]);
    } finally {
      navigator.sendBeacon = sendBeacon;
    }
  });

  it('says the field reports are off in a build without VITE_RUM_URL', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    expect(panel.getByText('Off: this build has no VITE_RUM_URL')).toBeTruthy();
  });

  it('offers a seeded cabinet first as the next scan result', async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel(user);
    const scan = panel.getByLabelText('Next scan result') as HTMLSelectElement;
    expect([...scan.options].slice(0, 3).map((option) => option.textContent)).toEqual([
      'Cabinet L001',
      'Cabinet L002',
      'Cabinet L003',
    ]);
    // in `npm start` (a dev server, as here) the first "Scan a cabinet" leads to the first seeded cabinet, not
    // to 'No camera was found on this device'
    expect(scan.value).toBe('L001');
    expect(scan.selectedOptions[0]?.textContent).toBe('Cabinet L001');
  });

  it('keeps the camera as the mock build’s first scan: what a phone does, and what the browser tests open', () => {
    expect(defaultScanChoice(true)).toBe('L001');
    expect(defaultScanChoice(false)).toBe('camera');
    expect(DEFAULT_MOCK_BRIDGE_SETTINGS.scan).toBe(defaultScanChoice(import.meta.env.DEV));
  });
});

// The floating button sits over every screen in `npm start`: it can be folded away to a
// slim tab at the edge and moved, and stays where it was put across reloads.
describe("the developer panel's floating button", () => {
  it('folds away to a slim tab at the edge and comes back, remembered across reloads', async () => {
    localStorage.removeItem(PANEL_BUTTON_KEY);
    const user = userEvent.setup();
    const first = render(createElement(DevPanel, { reload: vi.fn() }));
    await user.click(screen.getByRole('button', { name: 'Hide the developer button' }));
    expect(screen.queryByRole('button', { name: 'Developer panel' })).toBeNull();
    first.unmount();
    render(createElement(DevPanel, { reload: vi.fn() }));
    await user.click(screen.getByRole('button', { name: 'Show the developer button' }));
    expect(screen.getByRole('button', { name: 'Developer panel' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PANEL_BUTTON_KEY) ?? '{}')).toMatchObject({ folded: false });
  });

  it('moves by dragging without opening the panel, to the side it is dropped on, and stays there', () => {
    localStorage.removeItem(PANEL_BUTTON_KEY);
    render(createElement(DevPanel, { reload: vi.fn() }));
    const button = screen.getByRole('button', { name: 'Developer panel' });
    const holder = button.parentElement as HTMLElement;
    const bottomBefore = Number.parseFloat(holder.style.bottom);
    fireEvent.pointerDown(button, { clientX: 1000, clientY: 600, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 40, clientY: 400, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 40, clientY: 400, pointerId: 1 });
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Number.parseFloat(holder.style.bottom)).toBe(bottomBefore + 200);
    expect(holder.style.left).toBe('12px');
    expect(JSON.parse(localStorage.getItem(PANEL_BUTTON_KEY) ?? '{}')).toMatchObject({
      side: 'left',
      bottom: bottomBefore + 200,
    });
  });

  it('moves with the arrow keys too', async () => {
    localStorage.removeItem(PANEL_BUTTON_KEY);
    render(createElement(DevPanel, { reload: vi.fn() }));
    const button = screen.getByRole('button', { name: 'Developer panel' });
    const holder = button.parentElement as HTMLElement;
    const bottomBefore = Number.parseFloat(holder.style.bottom);
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    fireEvent.keyDown(button, { key: 'ArrowLeft' });
    expect(Number.parseFloat(holder.style.bottom)).toBe(bottomBefore + 40);
    expect(holder.style.left).toBe('12px');
  });
});
