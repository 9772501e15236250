import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Bridge, type BridgeResult, installBridge } from '../../bridge';
import { createBrowserBridge } from '../../bridge/browser/bridge';
import { fail, ok } from '../../bridge/result';
import { DEFAULT_POSITION, type Position, positionAtom } from '../../state/position';
import { getAppStore, resetAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { toastText } from '../../testing/toast';
import { ANTD } from '../../ui/antd';
import NearLockerScreen from './NearLockerScreen';

const HO_CHI_MINH_CITY = { latitude: 10.776889, longitude: 106.700806 };

let nextLocation: BridgeResult<Position>;
const openLocation = vi.fn<Bridge['openLocation']>();

beforeEach(() => {
  nextLocation = ok({ ...DEFAULT_POSITION });
  openLocation.mockReset();
  openLocation.mockResolvedValue(ok(undefined));
  installBridge({
    ...createBrowserBridge(),
    env: { host: 'mock', canPay: { chatApp: false, card: true }, canScan: true, canShareCard: false },
    getLocation: async () => nextLocation,
    openLocation,
  });
});

const LONG = { timeout: 8000 };
const list = () => within(screen.getByRole('list', { name: 'Nearby cabinets and stores' }));
const card = (name: string) => {
  const item = list()
    .getAllByRole('listitem')
    .find((row) => within(row).queryByRole('heading', { name }));
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};

describe('nearby cabinets and stores', () => {
  it('lists the sites nearest first, with distances from where the customer is, and free boxes', async () => {
    getAppStore().set(positionAtom, { ...DEFAULT_POSITION });
    renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    expect(screen.getByText('Distances from your position')).toBeTruthy();
    const names = list()
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names[0]).toBe('Zhengzhou Jinshui Cabinet');
    expect(names).toContain('Shoe Care Central Store');
    const cabinet = card('Zhengzhou Jinshui Cabinet');
    expect(cabinet.getByText('250 m')).toBeTruthy();
    expect(cabinet.getByText(/of 24 boxes free/)).toBeTruthy();
    const store = card('Shoe Care Central Store');
    expect(store.queryByText(/boxes free/)).toBeNull();
  });

  it('shows no distances while the position is not known (refused at start-up), and says why', async () => {
    renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    expect(screen.getByText('Your location is not known, so no distances are shown.')).toBeTruthy();
    expect(screen.queryByText(/default position/)).toBeNull();
    // the sites are still listed, none with a distance from a place the customer is not at
    expect(list().getAllByRole('listitem').length).toBeGreaterThan(2);
    expect(list().queryByText(/^[\d.,]+ k?m$/)).toBeNull();
  });

  it('filters cabinets and stores', async () => {
    const user = userEvent.setup();
    renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    await user.click(screen.getByRole('button', { name: 'Stores' }));
    expect(screen.getByRole('button', { name: 'Stores' }).getAttribute('aria-pressed')).toBe('true');
    expect(list().queryByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' })).toBeNull();
    expect(list().getByRole('heading', { name: 'Shoe Care Central Store' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cabinets' }));
    expect(list().queryByRole('heading', { name: 'Shoe Care Central Store' })).toBeNull();
  });

  it('"locate me" moves the distances to where the customer is', async () => {
    const user = userEvent.setup();
    renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    nextLocation = ok(HO_CHI_MINH_CITY);
    await user.click(screen.getByRole('button', { name: /Locate me/ }));
    await screen.findByText('Distances from your position');
    expect(getAppStore().get(positionAtom)).toEqual(HO_CHI_MINH_CITY);
    // Zhengzhou is about 2,700 km from Ho Chi Minh City
    await waitFor(() => expect(card('Zhengzhou Jinshui Cabinet').getByText(/^\d+ km$/)).toBeTruthy(), LONG);
  });

  it('a geolocation failure shows its message, and still no distances', async () => {
    const user = userEvent.setup();
    renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    nextLocation = fail('permission-denied', 'Location permission denied');
    await user.click(screen.getByRole('button', { name: /Locate me/ }));
    await waitFor(() => expect(toastText()).toBe('Location permission denied'));
    expect(screen.getByText('Location permission denied. No distances are shown without your location.')).toBeTruthy();
    expect(getAppStore().get(positionAtom)).toBeNull();
    expect(card('Zhengzhou Jinshui Cabinet').queryByText('250 m')).toBeNull();
  });

  it('a geolocation failure after a fix keeps the distances from the last known position', async () => {
    const user = userEvent.setup();
    getAppStore().set(positionAtom, { ...DEFAULT_POSITION });
    renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    nextLocation = fail('timeout', 'Getting your location timed out');
    await user.click(screen.getByRole('button', { name: /Locate me/ }));
    expect(
      await screen.findByText('Getting your location timed out. Distances are from your last known position.'),
    ).toBeTruthy();
    expect(card('Zhengzhou Jinshui Cabinet').getByText('250 m')).toBeTruthy();
  });

  it('navigates to a site through the bridge, and says when that fails', async () => {
    const user = userEvent.setup();
    renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    await user.click(card('Zhengzhou Jinshui Cabinet').getByRole('button', { name: 'Navigate' }));
    await waitFor(() => expect(openLocation).toHaveBeenCalledTimes(1), LONG);
    expect(openLocation.mock.calls[0]?.[0]).toMatchObject({
      name: 'Zhengzhou Jinshui Cabinet',
      address: '18 Weilai Road, Jinshui District, Zhengzhou',
    });
    // the first one has ended (its button is no longer busy) before the customer taps another site's
    const first = card('Zhengzhou Jinshui Cabinet').getByRole('button', { name: 'Navigate' });
    await waitFor(() => expect((first as HTMLButtonElement).disabled).toBe(false), LONG);

    openLocation.mockResolvedValue(fail('unsupported', 'This is not available here'));
    await user.click(card('Shoe Care Central Store').getByRole('button', { name: 'Navigate' }));
    expect(
      await screen.findByText('This is not available here', { selector: `${ANTD.toast} *, ${ANTD.toast}` }, LONG),
    ).toBeTruthy();
  });

  it("goes to a cabinet's collect-or-store screen, or orders at a store", async () => {
    const user = userEvent.setup();
    renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    await user.click(card('Zhengzhou Jinshui Cabinet').getByRole('button', { name: 'Store or collect here' }));
    expect(location.hash).toBe('#/pages/Order/PendingList/index?lockerNo=L001&shopId=0');
  });

  it('the map is closed until the customer opens it; opened, it opens on the next visit until closed', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    const map = () => screen.queryByRole('region', { name: 'Map of nearby cabinets and stores' });
    expect(map()).toBeNull();
    expect(list().getAllByRole('listitem').length).toBeGreaterThan(2);
    const show = screen.getByRole('button', { name: 'Show map' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await user.click(show);
    expect(map()).toBeTruthy();
    first.unmount();

    resetAppStore(); // a new visit: only what was kept in the browser remains
    renderWithApp(<NearLockerScreen />, { path: '/pages/Home/NearLocker/index' });
    await screen.findByRole('list', { name: 'Nearby cabinets and stores' }, LONG);
    expect(map()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(map()).toBeNull();
    expect(screen.getByRole('button', { name: 'Show map' }).getAttribute('aria-expanded')).toBe('false');
    expect(list().getAllByRole('listitem').length).toBeGreaterThan(2);
  });
});
