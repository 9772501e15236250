import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setFaults } from '../../../mocks/faults';
import { server } from '../../../mocks/node';
import { cartAtom } from '../../state/cart';
import { userInfoAtom } from '../../state/session';
import { getAppStore } from '../../state/store';
import { showObservedElements } from '../../testing/in-view';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { ANTD } from '../../ui/antd';
import ProductDetailScreen from './ProductDetailScreen';
import ProductListScreen from './ProductListScreen';

const cart = () => getAppStore().get(cartAtom);

describe('the product list when the server fails (HTTP 500)', () => {
  it("shows one error state in the customer's words with one retry, and the toast keeps the status and path", async () => {
    const user = userEvent.setup();
    setFaults({ rules: [{ target: 'goods', fault: 'http500', times: 2 }], chaos: null });
    renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1));
    const notice = within(retry.closest('.query-error') as HTMLElement);
    expect(notice.getByText('We could not load this. Please check your connection and try again.')).toBeTruthy();
    expect(notice.queryByText(/500/)).toBeNull();
    await waitFor(() => expect(toastText()).toMatch(/^500 \/goods\/goods-(list|type)$/));
    // one tap loads the whole screen again
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Goods' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'All' })).toBeTruthy();
  });
});

describe('the product list', () => {
  it('shows goods with price and member price, and adds one to the cart from the list', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index' });
    const list = await screen.findByRole('list', { name: 'Goods' });
    expect(within(list).getByText('Standard sneaker wash')).toBeTruthy();
    expect(within(list).getByText('¥29.00')).toBeTruthy();
    expect(within(list).getByText('¥25.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Standard sneaker wash to the cart' }));
    expect(cart()).toEqual([
      { id: '101', name: 'Standard sneaker wash', price: 29, image: expect.any(String), count: 1, goodsAddVos: [] },
    ]);
    expect(screen.getByRole('button', { name: 'Shopping cart, 1 items' })).toBeTruthy();
    await waitFor(() => expect(toastText()).toBe('Added to the cart'));
  });

  it('charges a member the member price', async () => {
    const user = userEvent.setup();
    logIn();
    getAppStore().set(userInfoAtom, {
      id: '1001',
      nickName: 'Lan',
      phone: '13800138000',
      member: true,
      avatar: null,
      language: null,
      receiverName: null,
      receiverAddress: null,
    });
    renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index' });
    await user.click(await screen.findByRole('button', { name: 'Add Standard sneaker wash to the cart' }));
    expect(cart()[0]?.price).toBe(25);
  });

  it('loads the next page by itself once the foot of the list comes near the screen', async () => {
    const undo = showObservedElements();
    try {
      renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index' });
      await waitFor(() =>
        expect(within(screen.getByRole('list', { name: 'Goods' })).getAllByRole('listitem')).toHaveLength(12),
      );
      expect(await screen.findByText("That's all")).toBeTruthy();
    } finally {
      undo();
    }
  });

  it('asks for a next page that failed only when the customer asks again, not over and over', async () => {
    const undo = showObservedElements();
    let secondPageAsked = 0;
    server.use(
      http.get('*/user-api/goods/goods-list', ({ request }) => {
        if (new URL(request.url).searchParams.get('pageNum') !== '2') return undefined;
        secondPageAsked += 1;
        return new HttpResponse('busy', { status: 500 });
      }),
    );
    try {
      const user = userEvent.setup();
      renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index' });
      await screen.findByRole('list', { name: 'Goods' });
      await waitFor(() => expect(toastText()).toBe('500 /goods/goods-list'));
      // once the failure is told, the foot, still in view, must not ask again by itself: an ask that does not come
      // gives nothing to wait for, so this is the window in which a repeated one would arrive
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(secondPageAsked).toBe(1);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(secondPageAsked).toBe(2));
      // the same window once the customer's own ask has failed too
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(secondPageAsked).toBe(2);
      expect(within(screen.getByRole('list', { name: 'Goods' })).getAllByRole('listitem')).toHaveLength(10);
    } finally {
      undo();
    }
  });

  it('filters by goods type and loads the next page', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index' });
    const list = await screen.findByRole('list', { name: 'Goods' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Goods' })).getAllByRole('listitem')).toHaveLength(12),
    );
    expect(await screen.findByText("That's all")).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Boots' }));
    await waitFor(() => expect(screen.queryByText('Standard sneaker wash')).toBeNull());
    const boots = await screen.findByRole('list', { name: 'Goods' });
    expect(
      within(boots)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.goods-card-name')?.textContent),
    ).toEqual(['Ankle boots clean', 'Knee-high boots clean', 'Snow boots clean']);
  });

  it("lists a scanned cabinet's own shop's goods, not the landing shop's", async () => {
    // landed on shop 0 (sells leather care); cabinet L005 belongs to shop 5, which does not
    renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index?kind=scan&lockerNo=L005' });
    const tabs = await screen.findByRole('tablist', { name: 'Goods types' });
    expect(await within(tabs).findByRole('tab', { name: 'Sneaker wash' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Repair' })).toBeTruthy();
    expect(within(tabs).queryByRole('tab', { name: 'Leather care' })).toBeNull();
    const list = await screen.findByRole('list', { name: 'Goods' });
    expect(within(list).queryByText('Leather shoe polish')).toBeNull();
    expect(within(list).getByText('Standard sneaker wash')).toBeTruthy();
  });

  it("says 'Please add a shopping cart first' when ordering with an empty cart", async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductListScreen />, { path: '/pages/Home/ProductList/index?kind=door' });
    expect(await screen.findByText(/Door-to-door appointment: choose what to wash/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Order' }));
    await waitFor(() => expect(toastText()).toBe('Please add a shopping cart first'));
    expect(location.hash).toBe('#/pages/Home/ProductList/index?kind=door');
  });
});

describe('the product detail and the cart', () => {
  const open = async () => {
    renderWithApp(<ProductDetailScreen />, { path: '/pages/Home/ProductDetail/index?id=101&kind=door' });
    await screen.findByRole('heading', { name: 'Standard sneaker wash' });
  };
  const addOn = (name: RegExp) => screen.getByRole('checkbox', { name });
  const add = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Add to cart' }));

  it('adds the goods with the add-ons chosen: different add-ons make two lines, the same again counts up', async () => {
    const user = userEvent.setup();
    await open();
    expect(screen.getByText(/Inspection and photos on arrival/)).toBeTruthy(); // its description, as text or formatted
    await user.click(addOn(/Whitening/));
    await add(user);
    await user.click(addOn(/Whitening/));
    await user.click(addOn(/Waterproofing/));
    await add(user);
    expect(cart().map((line) => [line.goodsAddVos.map((a) => a.name), line.count])).toEqual([
      [['Waterproofing'], 1],
      [['Whitening'], 1],
    ]);
    await add(user);
    expect(cart().map((line) => [line.goodsAddVos.map((a) => a.name), line.count])).toEqual([
      [['Waterproofing'], 2],
      [['Whitening'], 1],
    ]);
  });

  it('edits counts by line, deletes a line and clears the cart in the sheet', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(addOn(/Whitening/));
    await add(user);
    await user.click(addOn(/Whitening/));
    await add(user);
    await user.click(screen.getByRole('button', { name: 'Shopping cart, 2 items' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(sheet).getByRole('button', { name: 'One more of Standard sneaker wash (Whitening)' }));
    await user.click(within(sheet).getByRole('button', { name: 'One more of Standard sneaker wash (Whitening)' }));
    await user.click(within(sheet).getByRole('button', { name: 'One less of Standard sneaker wash (Whitening)' }));
    expect(cart().map((line) => line.count)).toEqual([1, 2]);
    expect(within(sheet).getByText('¥78.00')).toBeTruthy(); // (29 + 10) × 2

    await user.click(within(sheet).getByRole('button', { name: 'Remove Standard sneaker wash' }));
    expect(cart().map((line) => line.goodsAddVos.length)).toEqual([1]);

    await user.click(within(sheet).getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(document.querySelector(ANTD.dialog)?.textContent).toContain('Remove everything from the cart?'),
    );
    const dialog = document.querySelector(ANTD.dialog) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(cart()).toEqual([]));
  });

  it('goes on to Create order in the same way of ordering', async () => {
    const user = userEvent.setup();
    await open();
    await add(user);
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(location.hash).toBe('#/pages/Order/CreateOrder/index?kind=door');
  });

  it('says the product does not exist when the link has no valid id, and offers nothing to add', async () => {
    renderWithApp(<ProductDetailScreen />, { path: '/pages/Home/ProductDetail/index?id=abc' });
    expect(await screen.findByText('This product does not exist')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('keeps the cart through a reload (local storage)', async () => {
    const user = userEvent.setup();
    await open();
    await add(user);
    expect(JSON.parse(localStorage.getItem('cartList') ?? 'null')?.data).toEqual(cart());
  });
});
