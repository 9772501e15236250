import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getResponse, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBareWrites } from '../../../mocks/bare-writes';
import { getDb } from '../../../mocks/db';
import { orderHandlers } from '../../../mocks/handlers/order';
import { server } from '../../../mocks/node';
import { createBridge, installBridge } from '../../bridge';
import type { CartLine } from '../../lib/cart';
import { cartAtom } from '../../state/cart';
import { getAppStore } from '../../state/store';
import { answerBalanceQuestion } from '../../testing/balance-question';
import { installPayBridge } from '../../testing/pay-bridge';
import { renderWithApp } from '../../testing/render';
import { type RecordedRequest, recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { ANTD } from '../../ui/antd';
import CreateOrderScreen from './CreateOrderScreen';

/**
 * One order per submit against a server that is not our mock: one that answers a create with less than the mock
 * does (or nothing), and a connection that drops after the server made the order. What the customer would
 * notice: no "cannot read", the order shown, and never a second order on the server.
 */

const WASH: CartLine = {
  id: '101',
  name: 'Standard sneaker wash',
  price: 25,
  image: null,
  count: 1,
  goodsAddVos: [{ id: '1', name: 'Whitening', price: 10 }],
};
const CANNOT_READ = 'The server sent an answer the app cannot read.';

const ordersOf = (userId = 1001) => getDb().orders.filter((order) => order.userId === userId);
const balanceOf = (userId = 1001) => getDb().wallets.find((wallet) => wallet.userId === userId)?.balance;

/** Every toast shown during the test (a later one may have replaced an earlier one on screen). */
let toasts: string[] = [];
const watchToasts = new MutationObserver(() => {
  for (const node of document.querySelectorAll(ANTD.toast)) {
    const text = node.textContent ?? '';
    if (text && toasts.at(-1) !== text) toasts.push(text);
  }
});
let requests: RecordedRequest[] = [];
const sent = (path: string) => requests.filter((request) => request.path.endsWith(path)).length;
const creates = () => sent('/order/create');
const listReads = () => sent('/order/order-list');

beforeEach(() => {
  toasts = [];
  requests = recordRequests();
  watchToasts.observe(document.body, { childList: true, subtree: true, characterData: true });
});

afterEach(() => {
  watchToasts.disconnect();
  setBareWrites(false);
  installBridge(createBridge());
});

function open() {
  getAppStore().set(cartAtom, [WASH]);
  const user = userEvent.setup();
  renderWithApp(<CreateOrderScreen />, { path: '/pages/Order/CreateOrder/index?kind=online' });
  return user;
}

/** The amount shown, then the payment method chosen. */
async function ready(user: UserEvent, method: RegExp) {
  await waitFor(() => expect(document.querySelector('.submit-bar-total')?.textContent).toContain('¥35.00'));
  const radio = await screen.findByRole('radio', { name: method });
  await waitFor(() => expect((radio as HTMLInputElement).disabled).toBe(false));
  await user.click(radio);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit order' }));

/** `/order/create` done on the server, its answer then changed (or lost) on the way back. */
function createAnswered(answer: (data: Record<string, unknown>) => Response) {
  server.use(
    http.post(
      '*/user-api/order/create',
      async ({ request }) => {
        const real = await getResponse(orderHandlers, request);
        const body = (await real?.json()) as { code: number; data: Record<string, unknown> };
        return body.code === 200 ? answer(body.data) : HttpResponse.json(body);
      },
      { once: true },
    ),
  );
}

describe('one order per submit, against any server', () => {
  it('a create answered {code: 200, data: null}: the new order is found, paid by balance and shown', async () => {
    setBareWrites(true);
    logIn();
    const before = ordersOf().length;
    const user = open();
    await ready(user, /Balance/);
    await submit(user);
    await answerBalanceQuestion(user);
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    const made = ordersOf().at(-1);
    expect(location.hash).toBe(`#/pages/Order/OrderDetail/index?id=${made?.id}`);
    expect(ordersOf()).toHaveLength(before + 1);
    expect(made?.status).toBe('to-be-stored');
    expect(balanceOf()).toBe(165);
    expect(creates()).toBe(1);
    expect(toasts).not.toContain(CANNOT_READ);
    expect(getAppStore().get(cartAtom)).toEqual([]);
  });

  it('an order answered without kind, number, items or payment: no "cannot read", and its detail offers to pay', async () => {
    installPayBridge('cancelled');
    logIn();
    const before = ordersOf().length;
    createAnswered(({ order }) => {
      const { kind: _k, orderNo: _n, items: _i, ...rest } = order as Record<string, unknown>;
      return HttpResponse.json({ code: 200, msg: 'success', data: { order: rest } });
    });
    const user = open();
    await ready(user, /WeChat Pay/);
    await submit(user);
    // the order made is paid through group-pay (the answer carried no payment); the customer cancels it, and
    // the order's detail, where it is paid, takes the checkout's place
    const made = ordersOf().at(-1);
    await waitFor(() => expect(location.hash).toBe(`#/pages/Order/OrderDetail/index?id=${made?.id}`));
    expect(toasts).not.toContain(CANNOT_READ);
    expect(ordersOf()).toHaveLength(before + 1);
    expect(made?.status).toBe('unpaid');
    expect(creates()).toBe(1);
  });

  it('an answer lost after the server made the order: the orders are read back and that order is shown', async () => {
    logIn();
    const before = ordersOf().length;
    createAnswered(() => HttpResponse.error());
    const user = open();
    await ready(user, /Balance/);
    await submit(user);
    await answerBalanceQuestion(user);
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    const made = ordersOf().at(-1);
    expect(location.hash).toBe(`#/pages/Order/OrderDetail/index?id=${made?.id}`);
    expect(listReads()).toBeGreaterThan(0);
    expect(creates()).toBe(1); // never sent again by itself
    expect(ordersOf()).toHaveLength(before + 1);
    expect(balanceOf()).toBe(165); // charged once
  });

  it('an answer lost for an unpaid order: the order found is shown, to pay on its detail, no second order', async () => {
    const bridge = installPayBridge('client-ok');
    logIn();
    const before = ordersOf().length;
    createAnswered(() => HttpResponse.error());
    const user = open();
    await ready(user, /WeChat Pay/);
    await submit(user);
    await waitFor(() => expect(location.hash).toBe(`#/pages/Order/OrderDetail/index?id=${ordersOf().at(-1)?.id}`));
    expect(ordersOf()).toHaveLength(before + 1);
    expect(creates()).toBe(1);
    expect(bridge.pay).not.toHaveBeenCalled(); // shown, not paid behind the customer's back
    expect(getAppStore().get(cartAtom)).toEqual([]);
  });

  it('no answer and nothing made: the form stays; the next tap reads the orders back first, then creates once', async () => {
    setBareWrites(true); // the mock's request id does not save the day here
    logIn();
    const before = ordersOf().length;
    server.use(http.post('*/user-api/order/create', () => HttpResponse.error(), { once: true }));
    const user = open();
    await ready(user, /Balance/);
    await submit(user);
    await answerBalanceQuestion(user);
    await waitFor(() => expect(toastText()).toBe('Request Error'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit order' }).hasAttribute('disabled')).toBe(false),
    );
    expect(ordersOf()).toHaveLength(before);
    expect(getAppStore().get(cartAtom)).toHaveLength(1);
    const readsBefore = listReads();

    await submit(user);
    await answerBalanceQuestion(user);
    await waitFor(() => expect(location.hash).toMatch(/OrderDetail/));
    expect(listReads()).toBeGreaterThan(readsBefore);
    expect(creates()).toBe(2);
    expect(ordersOf()).toHaveLength(before + 1);
    expect(balanceOf()).toBe(165);
  });

  it('made, but no order can be told from the answer or the list: the order list, never the form', async () => {
    logIn();
    createAnswered(() => HttpResponse.json({ code: 200, msg: 'success', data: null }));
    server.use(
      http.get('*/user-api/order/order-list', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { list: [], total: 0 } }),
      ),
    );
    const user = open();
    await ready(user, /Balance/);
    await submit(user);
    await answerBalanceQuestion(user);
    await waitFor(() => expect(location.hash).toBe('#/pages/Order/Order/index'));
    expect(creates()).toBe(1);
    expect(toasts).not.toContain(CANNOT_READ);
  });

  it('a submit before the code that pays has come: busy at once, taps meanwhile add nothing, one order paid once', async () => {
    const bridge = installPayBridge('cancelled');
    logIn();
    const before = ordersOf().length;
    open();
    await waitFor(() => expect(document.querySelector('.submit-bar-total')?.textContent).toContain('¥35.00'));
    const radio = await screen.findByRole('radio', { name: /WeChat Pay/ });
    // fireEvent on purpose: a click with no finger landing first and no focus, so the form has not started
    // loading its submit-and-pay code when the submit comes
    fireEvent.click(radio);
    const button = screen.getByRole('button', { name: 'Submit order' });
    fireEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(true); // busy while the code comes, nothing sent yet
    expect(creates()).toBe(0);
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() => expect(location.hash).toBe(`#/pages/Order/OrderDetail/index?id=${ordersOf().at(-1)?.id}`));
    expect(creates()).toBe(1);
    expect(bridge.pay).toHaveBeenCalledTimes(1);
    expect(ordersOf()).toHaveLength(before + 1);
  });
});
