import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getResponse, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { orderHandlers } from '../../../mocks/handlers/order';
import { server } from '../../../mocks/node';
import { createBridge, installBridge } from '../../bridge';
import type { CartLine } from '../../lib/cart';
import { cartAtom } from '../../state/cart';
import { clearSession } from '../../state/session';
import { getAppStore } from '../../state/store';
import { installPayBridge } from '../../testing/pay-bridge';
import { renderWithApp } from '../../testing/render';
import { type RecordedRequest, recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import CreateOrderScreen from './CreateOrderScreen';

/**
 * A create whose answer never came, and a reload by the chat app before the customer sees what happened
 * (issue 47): the order it made is found and shown; while the orders cannot be read, nothing offers to order
 * again without the customer's word; never a second order on the server.
 */

const WASH: CartLine = { id: '101', name: 'Standard sneaker wash', price: 25, image: null, count: 1, goodsAddVos: [] };
const ordersOf = (userId = 1001) => getDb().orders.filter((order) => order.userId === userId);

let requests: RecordedRequest[] = [];
const creates = () => requests.filter((request) => request.path.endsWith('/order/create')).length;

beforeEach(() => {
  requests = recordRequests();
  installPayBridge('cancelled'); // the chat app, with its payment on offer
});
afterEach(() => {
  cleanup();
  installBridge(createBridge());
});

function open() {
  getAppStore().set(cartAtom, [WASH]);
  const user = userEvent.setup();
  renderWithApp(<CreateOrderScreen />, { path: '/pages/Order/CreateOrder/index?kind=online' });
  return user;
}

/** The reload: the page's memory is gone, local storage stays. */
function reload() {
  cleanup();
  return open();
}

async function submitWithWeChatPay(user: UserEvent) {
  await waitFor(() => expect(document.querySelector('.submit-bar-total')?.textContent).toContain('¥25.00'));
  const radio = await screen.findByRole('radio', { name: /WeChat Pay/ });
  await waitFor(() => expect((radio as HTMLInputElement).disabled).toBe(false));
  await user.click(radio);
  await user.click(screen.getByRole('button', { name: 'Submit order' }));
}

/** Whether the customer's orders can be read back now (the network still down for them, or back). */
let readsFail = false;

/** The server makes the order, and its answer is lost on the way back; reads of the orders fail until told. */
function createMadeThenCutOff() {
  readsFail = true;
  server.use(
    http.post(
      '*/user-api/order/create',
      async ({ request }) => {
        await getResponse(orderHandlers, request);
        return HttpResponse.error();
      },
      { once: true },
    ),
    http.get('*/user-api/order/order-list', () => (readsFail ? HttpResponse.error() : undefined)),
  );
}

describe('a create whose answer was lost', () => {
  it('inside the form: a read-back that fails sends no second create', async () => {
    logIn();
    const before = ordersOf().length;
    createMadeThenCutOff();
    const user = open();
    await submitWithWeChatPay(user);
    await waitFor(() => expect(creates()).toBe(1));
    await screen.findByText(/We could not check whether your last order went through/);
    // tapped again while the orders still cannot be read: they are asked for, create is not sent
    const reads = () => requests.filter((request) => request.path.endsWith('/order/order-list')).length;
    const readsBefore = reads();
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit order' })).toHaveProperty('disabled', false));
    expect(creates()).toBe(1);
    expect(ordersOf()).toHaveLength(before + 1);
  });

  it('after a reload: the order it made is looked for and shown, never made again', async () => {
    logIn();
    const before = ordersOf().length;
    createMadeThenCutOff();
    await submitWithWeChatPay(open());
    await waitFor(() => expect(creates()).toBe(1));
    await screen.findByText(/We could not check whether your last order went through/);
    readsFail = false; // the network is back
    reload();
    const made = ordersOf().at(-1);
    await waitFor(() => expect(location.hash).toBe(`#/pages/Order/OrderDetail/index?id=${made?.id}`));
    expect(ordersOf()).toHaveLength(before + 1);
    expect(creates()).toBe(1);
    expect(getAppStore().get(cartAtom)).toEqual([]);
  });

  it('after a reload with the orders unreadable: the customer is asked, and may order again knowingly', async () => {
    logIn();
    createMadeThenCutOff();
    await submitWithWeChatPay(open());
    await waitFor(() => expect(creates()).toBe(1));
    const user = reload();
    await screen.findByText(/We could not check whether your last order went through/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit order' })).toHaveProperty('disabled', true));
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(screen.queryByText(/We could not check/)).toBeNull());
    expect(creates()).toBe(1);
  });

  it('goes with the customer: the next customer on the phone finds nothing of it', async () => {
    logIn();
    createMadeThenCutOff();
    await submitWithWeChatPay(open());
    await waitFor(() => expect(creates()).toBe(1));
    readsFail = false;
    clearSession(getAppStore());
    logIn(1002);
    reload();
    await screen.findByRole('button', { name: 'Submit order' });
    // the notice of a create to settle (the first customer's toast may still be fading out)
    expect(document.querySelector('.pending-create')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft.'))).toEqual([]);
  });
});
