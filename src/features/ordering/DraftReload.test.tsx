import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine } from '../../lib/cart';
import { cartAtom } from '../../state/cart';
import { clearSession } from '../../state/session';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import CreateOrderScreen from './CreateOrderScreen';

/**
 * What the customer typed on Create order survives the chat app reloading the page (issue 47), and goes with
 * the customer: the next one on the phone starts clean.
 */

const WASH: CartLine = { id: '101', name: 'Standard sneaker wash', price: 25, image: null, count: 1, goodsAddVos: [] };
const PATH = '/pages/Order/CreateOrder/index?kind=online';

function open() {
  getAppStore().set(cartAtom, [WASH]);
  renderWithApp(<CreateOrderScreen />, { path: PATH });
}
const remarksBox = () => screen.findByRole('textbox', { name: 'Remarks' }) as Promise<HTMLTextAreaElement>;

afterEach(() => cleanup());

describe('the order form across a reload', () => {
  it('keeps the remarks typed', async () => {
    logIn();
    open();
    await userEvent.type(await remarksBox(), 'Suede, please no brush');
    cleanup(); // the page thrown away; local storage stays
    open();
    await waitFor(async () => expect((await remarksBox()).value).toBe('Suede, please no brush'));
  });

  it("shows the next customer nothing of the previous one's", async () => {
    logIn();
    open();
    await userEvent.type(await remarksBox(), 'Suede, please no brush');
    clearSession(getAppStore()); // logout, or a 401
    logIn(1002);
    cleanup();
    open();
    expect((await remarksBox()).value).toBe('');
  });

  it('drops what another customer typed even without a reload', async () => {
    logIn();
    open();
    await userEvent.type(await remarksBox(), 'Suede');
    cleanup();
    clearSession(getAppStore());
    logIn(1002);
    open();
    expect((await remarksBox()).value).toBe('');
  });
});
