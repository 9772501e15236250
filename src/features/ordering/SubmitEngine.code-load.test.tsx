import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../lib/cart';
import { cartAtom } from '../../state/cart';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import CreateOrderScreen from './CreateOrderScreen';

// The form's submit-and-pay code loads apart from it; here it never comes (the connection dropped).
vi.mock('./SubmitEngine', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const WASH: CartLine = { id: '101', name: 'Standard sneaker wash', price: 25, image: null, count: 1, goodsAddVos: [] };

describe('an order form whose submit code does not come', () => {
  it('says so, sends nothing, keeps the form as typed, and asks for the code again on the next tap', async () => {
    logIn();
    getAppStore().set(cartAtom, [WASH]);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithApp(<CreateOrderScreen />, { path: '/pages/Order/CreateOrder/index?kind=online' });
    await waitFor(() => expect(document.querySelector('.submit-bar-total')?.textContent).toContain('¥25.00'));
    await user.type(screen.getByRole('textbox', { name: /Remarks/ }), 'Suede, please be gentle');
    const balance = await screen.findByRole('radio', { name: /Balance/ });
    await waitFor(() => expect((balance as HTMLInputElement).disabled).toBe(false));
    await user.click(balance);
    const button = screen.getByRole('button', { name: 'Submit order' });

    await user.click(button);
    // the toast's own code loads with the first toast: on a busy machine that takes a while
    await waitFor(() => expect(toastText()).toBe('Request failed. Please try again later'), { timeout: 8000 });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(requests.filter((request) => request.path.endsWith('/order/create'))).toEqual([]);
    expect((screen.getByRole('textbox', { name: /Remarks/ }) as HTMLTextAreaElement).value).toBe(
      'Suede, please be gentle',
    );
    expect(getAppStore().get(cartAtom)).toEqual([WASH]);

    // the next tap asks for the code again (busy while it does; failing again here, free again after)
    fireEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(requests.filter((request) => request.path.endsWith('/order/create'))).toEqual([]);
  });
});
