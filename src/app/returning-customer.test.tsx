import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { API_BASE } from '../api/client';
import HomeScreen from '../features/home/HomeScreen';
import PendingListScreen from '../features/lockers/PendingListScreen';
import CreateOrderScreen from '../features/ordering/CreateOrderScreen';
import type { CartLine } from '../lib/cart';
import { cartAtom } from '../state/cart';
import { getAppStore } from '../state/store';
import { reload } from '../testing/reload';
import { renderWithApp } from '../testing/render';
import { type RecordedRequest, recordRequests } from '../testing/requests';
import { logIn } from '../testing/session';

/**
 * A returning customer (issue 49): on the second visit Home and the cabinet link draw the customer's data from
 * the answers kept on the phone, before any answer of this visit, marked as being refreshed; nothing that
 * opens a box, stores or pays acts on that copy. What is kept and for whom: src/app/kept-answers.test.tsx.
 */

const HOME = '/pages/Home/Home/index';
const cabinet = (query = '') => `/pages/Order/PendingList/index?lockerNo=L001${query}`;
const LONG = { timeout: 8000 };

/**
 * Holds every answer of the mock user-api until released: the screen drawn meanwhile can only be drawn from
 * what the phone kept. `answered` counts the answers given.
 */
function holdAnswers() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // a handler that returns nothing hands the request on to the mock's own handlers, once the gate opens
  server.use(
    http.all('*/user-api/*', async () => {
      await gate;
    }),
  );
  let answered = 0;
  const count = () => {
    answered += 1;
  };
  server.events.on('response:mocked', count);
  onTestFinished(() => {
    release();
    server.events.removeListener('response:mocked', count);
  });
  return { release, answered: () => answered };
}

const orderRow = (id: string) => {
  const row = getDb().orders.find((order) => String(order.id) === id);
  if (!row) throw new Error(`order ${id}`);
  return row;
};

async function cardOf(id: string) {
  const heading = await screen.findByRole('heading', { name: `Order ${orderRow(id).orderNo}` }, LONG);
  return within(heading.closest('article') as HTMLElement);
}

/** The mark of a screen drawn from the kept copy while the server is asked. */
const updating = () => screen.queryByText('Updating…');
const calls = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path.endsWith(path));

describe('Home on a second visit', () => {
  it("draws the customer's live orders, the banners and the shop at once from the kept copy, then the server's", async () => {
    logIn();
    const first = renderWithApp(<HomeScreen />, { path: HOME });
    const live = await screen.findByRole('region', { name: 'My orders in progress' });
    const cards = (await within(live).findAllByRole('listitem')).map((card) => card.textContent);
    await screen.findByRole('region', { name: 'Promotions' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Home'));
    const shop = screen.getByRole('heading', { level: 1 }).textContent;
    reload(first.unmount);

    const { release, answered } = holdAnswers();
    renderWithApp(<HomeScreen />, { path: HOME });
    // the first frame, before any answer: the customer's data, marked as being refreshed
    const again = screen.getByRole('region', { name: 'My orders in progress' });
    expect(
      within(again)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(cards);
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(shop);
    expect(updating()).toBeTruthy();
    expect(answered()).toBe(0);

    release();
    await waitFor(() => expect(updating()).toBeNull(), LONG);
    expect(answered()).toBeGreaterThan(0);
    expect(within(again).getAllByRole('listitem')).toHaveLength(cards.length);
  });

  it('draws nothing of the customer for another customer on the phone', async () => {
    logIn(1001, 't-first');
    const first = renderWithApp(<HomeScreen />, { path: HOME });
    await within(await screen.findByRole('region', { name: 'My orders in progress' })).findAllByRole('listitem');
    reload(first.unmount);

    logIn(1002, 't-second');
    holdAnswers();
    const { queryClient } = renderWithApp(<HomeScreen />, { path: HOME });
    const live = screen.getByRole('region', { name: 'My orders in progress' });
    expect(within(live).queryAllByRole('listitem')).toHaveLength(0);
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['order'] })
        .every((query) => !query.state.data),
    ).toBe(true);
  });
});

describe("the boot script's early answers", () => {
  afterEach(() => {
    delete window.__boot;
  });

  it('are still taken: the kept copy shows until the early answer replaces it, with no call of its own', async () => {
    const first = renderWithApp(<HomeScreen />, { path: HOME });
    await screen.findByRole('region', { name: 'Promotions' });
    reload(first.unmount);

    // what the boot script asked for while the app's code downloaded: the banners, as the server has them now
    const url = new URL(`${API_BASE}/ad/list?shopId=0`, location.href).href;
    const now = (await (await fetch(url, { headers: { 'Accept-Language': 'en' } })).json()) as {
      data: { title?: string }[];
    };
    const early = { ...now, data: now.data.map((banner, i) => ({ ...banner, title: `Early banner ${i + 1}` })) };
    let release: (response: Response) => void = () => undefined;
    const response = new Promise<Response>((resolve) => {
      release = resolve;
    });
    window.__boot = {
      prefetched: [{ url, token: null, language: 'en', response }],
      showsContent: () => false,
      removeShell: () => {},
    };
    const requests = recordRequests();
    renderWithApp(<HomeScreen />, { path: HOME });
    const banners = screen.getByRole('region', { name: 'Promotions' });
    expect(within(banners).queryByText('Early banner 1')).toBeNull();
    release(Response.json(early));
    expect(await within(banners).findByText('Early banner 1', {}, LONG)).toBeTruthy();
    expect(calls(requests, 'GET', '/ad/list')).toEqual([]);
  });
});

describe('the cabinet link on a second visit', () => {
  it('draws the cabinet and the orders at once, their buttons closed until the server has answered', async () => {
    const user = userEvent.setup();
    logIn();
    const first = renderWithApp(<PendingListScreen />, { path: cabinet() });
    await cardOf('2');
    await cardOf('7');
    reload(first.unmount);

    const { release, answered } = holdAnswers();
    const requests = recordRequests();
    renderWithApp(<PendingListScreen />, { path: cabinet() });
    expect(screen.getByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' })).toBeTruthy();
    const store = (await cardOf('2')).getByRole('button', { name: 'Store shoes' }) as HTMLButtonElement;
    const collect = (await cardOf('7')).getByRole('button', { name: 'Collect shoes' }) as HTMLButtonElement;
    expect(answered()).toBe(0);
    expect(updating()).toBeTruthy();
    expect(store.disabled).toBe(true);
    expect(collect.disabled).toBe(true);
    await user.click(store);
    await user.click(collect);
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);

    release();
    await waitFor(() => expect(store.disabled).toBe(false), LONG);
    expect(collect.disabled).toBe(false);
    expect(updating()).toBeNull();
    // the server was asked again for the cabinet and the orders at it before any button opened
    expect(calls(requests, 'GET', '/order/order-info-list')).toHaveLength(1);
    expect(calls(requests, 'GET', '/locker/locker-info')).toHaveLength(1);
  });

  it("opens no box on a link back from paying when the server's list says money is owed now", async () => {
    logIn();
    const first = renderWithApp(<PendingListScreen />, { path: cabinet() });
    // kept: order 7 waits in its box with nothing owed
    expect((await cardOf('7')).queryByText(/due/i)).toBeNull();
    reload(first.unmount);

    // meanwhile its free storage ended: an overtime fee is owed before the box opens
    orderRow('7').freeUntil = new Date(Date.now() - 50 * 3_600_000).toISOString();
    const { release } = holdAnswers();
    const requests = recordRequests();
    renderWithApp(<PendingListScreen />, { path: cabinet(`&collect=${orderRow('7').orderInfoId}`) });
    expect(calls(requests, 'POST', '/order/pick-open')).toEqual([]);
    release();
    await waitFor(() => expect(location.hash).toBe(`#${cabinet()}`), LONG);
    expect((await cardOf('7')).getByText('Overdue fee to pay')).toBeTruthy();
    expect(calls(requests, 'POST', '/order/pick-open')).toEqual([]);
    expect(getDb().openResults).toHaveLength(0);
  });

  it('opens no box on the kept copy when the server cannot be asked: it says so, with a way to ask again', async () => {
    const user = userEvent.setup();
    logIn();
    const first = renderWithApp(<PendingListScreen />, { path: cabinet() });
    await cardOf('7');
    reload(first.unmount);

    // back from paying, the page reloaded, and the sub-orders cannot be read now
    server.use(http.get('*/user-api/order/order-info-list', () => HttpResponse.error()));
    const requests = recordRequests();
    renderWithApp(<PendingListScreen />, { path: cabinet(`&collect=${orderRow('7').orderInfoId}`) });
    expect(await screen.findByText('Saved copy, not up to date', {}, LONG)).toBeTruthy();
    const collect = (await cardOf('7')).getByRole('button', { name: 'Collect shoes' }) as HTMLButtonElement;
    expect(collect.disabled).toBe(true);
    expect(calls(requests, 'POST', '/order/pick-open')).toEqual([]);

    // asked again, the server answers: the box opens on its list
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls(requests, 'POST', '/order/pick-open')).toHaveLength(1), LONG);
    expect(screen.queryByText('Saved copy, not up to date')).toBeNull();
  });

  it("opens the box of a store link on the server's list, never before it", async () => {
    logIn();
    const first = renderWithApp(<PendingListScreen />, { path: cabinet() });
    await cardOf('2');
    reload(first.unmount);

    const { release } = holdAnswers();
    const requests = recordRequests();
    renderWithApp(<PendingListScreen />, { path: cabinet(`&store=${orderRow('2').orderInfoId}`) });
    expect(calls(requests, 'POST', '/order/store-open')).toEqual([]);
    release();
    await waitFor(() => expect(calls(requests, 'POST', '/order/store-open')).toHaveLength(1), LONG);
    const list = requests.indexOf(calls(requests, 'GET', '/order/order-info-list')[0] as RecordedRequest);
    const open = requests.indexOf(calls(requests, 'POST', '/order/store-open')[0] as RecordedRequest);
    expect(list).toBeGreaterThanOrEqual(0);
    expect(open).toBeGreaterThan(list);
  });
});

describe('the order form at a kept cabinet', () => {
  const WASH: CartLine = {
    id: '101',
    name: 'Standard sneaker wash',
    price: 25,
    image: null,
    count: 1,
    goodsAddVos: [],
  };
  const FORM = '/pages/Order/CreateOrder/index?kind=scan&lockerNo=L001';

  it('shows the cabinet at once, and sends the order only once the server has answered for it', async () => {
    logIn();
    const first = renderWithApp(<PendingListScreen />, { path: cabinet() });
    await screen.findByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' }, LONG);
    reload(first.unmount);

    getAppStore().set(cartAtom, [WASH]);
    const { release } = holdAnswers();
    renderWithApp(<CreateOrderScreen />, { path: FORM });
    expect(screen.getByText('Zhengzhou Jinshui Cabinet')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit order' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(updating()).toBeTruthy();
    release();
    await waitFor(() => expect(submit.disabled).toBe(false), LONG);
    expect(updating()).toBeNull();
  });
});
