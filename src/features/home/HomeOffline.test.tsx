import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFaults } from '../../../mocks/faults';
import { getOrder } from '../../api/order';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { rememberOrders } from '../orders/pickup-pass';
import HomeScreen from './HomeScreen';

afterEach(() => onlineManager.setOnline(true));

/** Order 7 (shoes waiting in box A07 of cabinet L001) opened once, so its pass is saved on this phone. */
async function savePass() {
  logIn();
  rememberOrders([await getOrder('7')], { opened: true });
}

describe('Home with no signal', () => {
  it('shows the pickup passes saved on the phone where the live orders would be', async () => {
    await savePass();
    setFaults({ rules: [{ target: 'order', fault: 'network' }], chaos: null });
    renderWithApp(<HomeScreen />, { path: '/pages/Home/Home/index' });
    const live = await screen.findByRole('region', { name: 'My orders in progress' });
    const saved = await within(live).findByRole('region', { name: 'Pickup passes saved on this phone' });
    expect(within(saved).getByText('A07')).toBeTruthy();
    expect(within(saved).getByText(/it may be out of date/)).toBeTruthy();
    expect(within(live).queryByText('Your orders could not be loaded.')).toBeNull();
    expect(within(live).getByRole('button', { name: 'Try again' })).toBeTruthy();
    // what lies below the orders is drawn too
    expect(await screen.findByRole('navigation', { name: 'Services' })).toBeTruthy();
  });

  it('shows them when the phone knows it is offline, without waiting for the orders', async () => {
    await savePass();
    onlineManager.setOnline(false);
    renderWithApp(<HomeScreen />, { path: '/pages/Home/Home/index' });
    const saved = await screen.findByRole('region', { name: 'Pickup passes saved on this phone' });
    expect(within(saved).getByText('A07')).toBeTruthy();
  });

  it('keeps the pickup code a live order showed on Home, for the next visit without signal', async () => {
    logIn();
    const first = renderWithApp(<HomeScreen />, { path: '/pages/Home/Home/index' });
    // the demo customer's shoes waiting in a box show with their pickup code among the live orders
    await within(await screen.findByRole('region', { name: 'My orders in progress' })).findAllByRole('listitem');
    first.unmount();
    onlineManager.setOnline(false);
    renderWithApp(<HomeScreen />, { path: '/pages/Home/Home/index' });
    const saved = await screen.findByRole('region', { name: 'Pickup passes saved on this phone' });
    const boxes = within(saved)
      .getAllByText(/^A\d+$/)
      .map((box) => box.textContent);
    expect(boxes.sort()).toEqual(['A07', 'A08', 'A09']);
  });

  it('says the orders could not be loaded when no pass is saved', async () => {
    logIn();
    setFaults({ rules: [{ target: 'order', fault: 'network' }], chaos: null });
    renderWithApp(<HomeScreen />, { path: '/pages/Home/Home/index' });
    expect(await screen.findByText('Your orders could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pickup passes saved on this phone' })).toBeNull();
  });

  it('keeps to the live orders when a failure is the server’s, not the network’s', async () => {
    await savePass();
    setFaults({ rules: [{ target: 'order', fault: 'http500' }], chaos: null });
    renderWithApp(<HomeScreen />, { path: '/pages/Home/Home/index' });
    expect(await screen.findByText('Your orders could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pickup passes saved on this phone' })).toBeNull();
  });
});
