import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { setFaults } from '../../../mocks/faults';
import { getOrder } from '../../api/order';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import OrderListScreen from './OrderListScreen';
import { PICKUP_PASSES_KEY, rememberOrders } from './pickup-pass';

const tabCount = (name: RegExp) => {
  const tab = screen.getByRole('tab', { name });
  return Number(tab.querySelector('.orders-tab-count[data-count]')?.textContent ?? 'NaN');
};

describe('the order list', () => {
  it('shows each status tab with its count, and the first page of all orders', async () => {
    logIn();
    renderWithApp(<OrderListScreen />, { path: '/pages/Order/Order/index' });
    await waitFor(() => expect(tabCount(/^All/)).toBe(11));
    for (const label of ['Unpaid', 'To be stored', 'Pending acceptance', 'Cleaning', 'Waiting to be collected']) {
      expect(screen.getByRole('tab', { name: new RegExp(`^${label}`) })).toBeTruthy();
    }
    expect(tabCount(/^To be stored/)).toBe(2);
    expect(tabCount(/^Expired\/overdue/)).toBe(1);
    const list = await screen.findByRole('list', { name: 'All' });
    // ten to a page; the rest loads as the list scrolls
    expect(within(list).getAllByRole('link')).toHaveLength(10);
  });

  it('a tab shows only its orders, as many as its count, and keeps the tab in the link', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<OrderListScreen />, { path: '/pages/Order/Order/index' });
    await waitFor(() => expect(tabCount(/^To be stored/)).toBe(2));
    await user.click(screen.getByRole('tab', { name: /^To be stored/ }));
    // the screen takes the tab once the tap's frame is painted (src/ui/light/Tabs.tsx)
    await waitFor(() => expect(location.hash).toBe('#/pages/Order/Order/index?status=to-be-stored'));
    const list = await screen.findByRole('list', { name: 'To be stored' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('aria-label')).toMatch(/, To be stored$/);
    expect(links[0]?.getAttribute('href')).toMatch(/^#\/pages\/Order\/OrderDetail\/index\?id=\d+$/);
  });

  it('the arrow keys move between the tabs as a tap does', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<OrderListScreen />, { path: '/pages/Order/Order/index' });
    await screen.findByRole('list', { name: 'All' });
    const all = screen.getByRole('tab', { name: /^All/ });
    expect(all.getAttribute('aria-selected')).toBe('true');
    all.focus();
    await user.keyboard('{ArrowRight}');
    expect(location.hash).toBe('#/pages/Order/Order/index?status=unpaid');
    const unpaid = screen.getByRole('tab', { name: /^Unpaid/ });
    await waitFor(() => expect(unpaid.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(unpaid);
    await screen.findByRole('list', { name: 'Unpaid' });
    // left of the first tab is the last
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(all.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(all);
    await user.keyboard('{ArrowLeft}');
    expect(location.hash).toBe('#/pages/Order/Order/index?status=refund');
  });

  it('orders waiting in a box show their pickup code and free-storage countdown', async () => {
    logIn();
    renderWithApp(<OrderListScreen />, { path: '/pages/Order/Order/index?status=to-be-collected' });
    const list = await screen.findByRole('list', { name: 'Waiting to be collected' });
    const seven = getDb().orders.find((o) => o.id === 7);
    expect(within(list).getByText(`${seven?.pickupCode}`).closest('.orders-card-code')?.textContent).toBe(
      `Pickup code ${seven?.pickupCode}`,
    );
    expect(within(list).getByText(/^Free for 1 d/)).toBeTruthy();
  });

  it('an empty tab says so (a new customer has no orders)', async () => {
    const user = userEvent.setup();
    logIn(1002);
    renderWithApp(<OrderListScreen />, { path: '/pages/Order/Order/index?status=unpaid' });
    await screen.findByText('No orders here yet');
    expect(tabCount(/^Unpaid/)).toBe(0);
    expect(screen.queryByRole('list', { name: 'Unpaid' })).toBeNull();
    // the next step is offered
    await user.click(screen.getByRole('button', { name: 'Place an order' }));
    expect(location.hash).toBe('#/pages/Home/ProductList/index');
  });

  it('shows the pickup passes saved on this phone when the orders cannot be loaded for lack of network', async () => {
    logIn();
    const first = renderWithApp(<OrderListScreen />, { path: '/pages/Order/Order/index' });
    await screen.findByRole('list', { name: 'All' });
    first.unmount();
    // a pass is saved only for an order opened once: simulate that with the stored list
    rememberOrders([await getOrder('7')], { opened: true });
    expect(localStorage.getItem(PICKUP_PASSES_KEY)).not.toBeNull();

    setFaults({ rules: [{ target: 'order', fault: 'network' }], chaos: null });
    renderWithApp(<OrderListScreen />, { path: '/pages/Order/Order/index' });
    const saved = await screen.findByRole('region', { name: 'Pickup passes saved on this phone' });
    expect(within(saved).getByText('A07')).toBeTruthy();
    expect(within(saved).getByText(/it may be out of date/)).toBeTruthy();
  });
});
