import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '../../../mocks/db';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import PendingListScreen from './PendingListScreen';

// The sheet's chunk fails to load the first time (the network dropped for a moment).
const chunk = vi.hoisted(() => ({ failures: 0, loads: 0 }));
vi.mock('./BoxFlowSheet', async (importOriginal) => {
  chunk.loads += 1;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('the box flow sheet, loaded on demand', () => {
  it('tries again when its code fails to load, and the box flow goes on meanwhile', async () => {
    const user = userEvent.setup();
    logIn();
    chunk.failures = 1;
    renderWithApp(<PendingListScreen />, { path: '/pages/Order/PendingList/index?lockerNo=L001' });
    const order = getDb().orders.find((row) => row.id === 2);
    const heading = await screen.findByRole('heading', { name: `Order ${order?.orderNo}` });
    const card = within(heading.closest('article') as HTMLElement);
    await user.click(card.getByRole('button', { name: 'Store shoes' }));

    // no crash screen: the page stays, its buttons wait for the box in use
    await waitFor(() => expect(chunk.loads).toBeGreaterThanOrEqual(1));
    expect(screen.getByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' })).toBeTruthy();
    expect((card.getByRole('button', { name: 'Store shoes' }) as HTMLButtonElement).disabled).toBe(true);

    const sheet = await screen.findByRole('dialog', { name: 'Store shoes' }, { timeout: 5000 });
    expect(chunk.loads).toBe(2);
    await waitFor(() => expect(within(sheet).getByText('Put your shoes in the open box')).toBeTruthy(), {
      timeout: 8000,
    });
    expect(getDb().orders.find((row) => row.id === 2)?.status).toBe('pending-acceptance');
  });
});
