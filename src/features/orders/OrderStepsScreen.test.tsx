import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { shownText } from '../../testing/shown-text';
import OrderStepsScreen from './OrderStepsScreen';

describe('the cleaning progress', () => {
  it('shows the steps newest first with their times, who did them and their photos', async () => {
    logIn();
    renderWithApp(<OrderStepsScreen />, { path: '/pages/Order/OrderSteps/index?orderInfoId=5006' });
    const timeline = await screen.findByRole('list', { name: 'Cleaning progress, newest first' });
    const steps = within(timeline)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.classList.contains('orders-step'));
    const titles = steps.map((li) => li.querySelector('h2')?.textContent);
    expect(titles).toEqual([
      'Cleaning started',
      'Received by the shop',
      'Shoes stored in the cabinet',
      'Payment received',
      'Order placed',
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(shownText(steps[1]?.textContent)).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} · by Courier Li Wei/);
    expect(within(steps[1] as HTMLElement).getAllByRole('button', { name: /view full screen/ })).toHaveLength(2);
  });

  it("loads the newest steps' photos at once, on screen as it opens, and the older ones' as they near it", async () => {
    logIn();
    const order = getDb().orders.find((row) => row.orderInfoId === 5006);
    const photo = (n: number) => `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${n}`;
    if (order) order.flows = order.flows.map((flow, index) => ({ ...flow, photos: [photo(index)] }));
    renderWithApp(<OrderStepsScreen />, { path: '/pages/Order/OrderSteps/index?orderInfoId=5006' });
    const timeline = await screen.findByRole('list', { name: 'Cleaning progress, newest first' });
    const loading = [...timeline.querySelectorAll('.orders-step')].map((step) =>
      step.querySelector('img')?.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
  });

  it('says there is no progress yet when the order has no steps', async () => {
    logIn();
    const order = getDb().orders.find((row) => row.orderInfoId === 5006);
    if (order) order.flows = [];
    renderWithApp(<OrderStepsScreen />, { path: '/pages/Order/OrderSteps/index?orderInfoId=5006' });
    expect(await screen.findByText('No progress yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Cleaning progress, newest first' })).toBeNull();
  });

  it('says the order cannot be found when the link has no order', async () => {
    renderWithApp(<OrderStepsScreen />, { path: '/pages/Order/OrderSteps/index?orderInfoId=abc' });
    expect(await screen.findByText('This order cannot be found')).toBeTruthy();
  });

  it("an unknown order answers the server's message with a retry", async () => {
    logIn();
    renderWithApp(<OrderStepsScreen />, { path: '/pages/Order/OrderSteps/index?orderInfoId=1' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const notice = retry.closest<HTMLElement>('.light-notice');
    expect(notice && within(notice).getByText('Order not found')).toBeTruthy();
  });
});
