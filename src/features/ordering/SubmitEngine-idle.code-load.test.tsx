import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../lib/cart';
import { cartAtom } from '../../state/cart';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import CreateOrderScreen from './CreateOrderScreen';

// Counts the form's submit-and-pay code being asked for, and gives it.
const asked = vi.hoisted(() => ({ times: 0 }));
vi.mock('./SubmitEngine', async (importOriginal) => {
  asked.times += 1;
  return importOriginal();
});

const WASH: CartLine = { id: '101', name: 'Standard sneaker wash', price: 25, image: null, count: 1, goodsAddVos: [] };

describe("an order form's submit code", () => {
  it('is asked for once the form is drawn and the browser idle, with no touch: the first tap does not load it', async () => {
    logIn();
    getAppStore().set(cartAtom, [WASH]);
    renderWithApp(<CreateOrderScreen />, { path: '/pages/Order/CreateOrder/index?kind=online' });
    expect(asked.times).toBe(0);
    await waitFor(() => expect(document.querySelector('.submit-bar-total')?.textContent).toContain('¥25.00'));
    await waitFor(() => expect(asked.times).toBe(1), { timeout: 8000 });
  });
});
