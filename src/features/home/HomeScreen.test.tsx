import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { api, ok } from '../../../mocks/lib/http';
import { server } from '../../../mocks/node';
import { positionAtom } from '../../state/position';
import { clearSession } from '../../state/session';
import { pidAtom, shareShopIdAtom, shopIdAtom, shopInfoAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { shownText } from '../../testing/shown-text';
import HomeScreen from './HomeScreen';
import WashingProcessScreen from './WashingProcessScreen';

const home = () => renderWithApp(<HomeScreen />, { path: '/pages/Home/Home/index' });

describe('Home', () => {
  it("draws its own navigation bar with the shop's name and keeps the shop's info as shopInfo", async () => {
    home();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shoe Care Central' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Shoe Care Central' })).toBeTruthy();
    await waitFor(() => expect(getAppStore().get(shopInfoAtom)?.name).toBe('Shoe Care Central'));
    expect(JSON.parse(localStorage.getItem('shopInfo') ?? 'null')?.data?.id).toBe('0');
  });

  // The layout is in the structure: the icon and the words in one unbreakable flex row with a gap, the words
  // themselves kept on one line (home-live.css)
  it('keeps "Scan a cabinet" on one line, its icon spaced from the words', async () => {
    home();
    const scan = await screen.findByRole('button', { name: 'Scan a cabinet' });
    const content = scan.querySelector('.home-scan-content');
    expect(content).toBeTruthy();
    expect(content?.querySelector(':scope > svg.home-scan-icon')).toBeTruthy();
    expect(content?.querySelector(':scope > .home-scan-text')?.textContent).toBe('Scan a cabinet');
  });

  it('leads to the five entries', async () => {
    const user = userEvent.setup();
    home();
    const entries = await screen.findByRole('navigation', { name: 'Services' });
    const go = async (name: string) => {
      await user.click(within(entries).getByRole('button', { name }));
      return location.hash;
    };
    expect(await go('Wash shoes')).toBe('#/pages/Home/ProductList/index');
    expect(await go('Collect shoes')).toBe('#/pages/Home/Scan/index');
    expect(await go('Nearby cabinets')).toBe('#/pages/Home/NearLocker/index');
    expect(await go('Washing process')).toBe('#/pages/Home/washingProcess/index');
    expect(await go('Usage agreement')).toBe('#/pages/Home/protocol/index');
  });

  it('offers online orders only where the shop takes them', async () => {
    const user = userEvent.setup();
    home();
    await user.click(await screen.findByRole('button', { name: 'Place an order' }));
    const popup = await screen.findByRole('dialog', { name: 'How would you like to order?' });
    expect(await within(popup).findByRole('button', { name: /Online order/ })).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: /Door-to-door appointment/ }));
    expect(location.hash).toBe('#/pages/Home/ProductList/index?kind=door');
  });

  it('leaves online orders out for a shop that does not take them', async () => {
    const user = userEvent.setup();
    getAppStore().set(shopIdAtom, '5');
    home();
    await user.click(await screen.findByRole('button', { name: 'Place an order' }));
    const popup = await screen.findByRole('dialog', { name: 'How would you like to order?' });
    await waitFor(() => expect(within(popup).queryByText(/Checking whether/)).toBeNull());
    expect(within(popup).queryByRole('button', { name: /Online order/ })).toBeNull();
    expect(within(popup).getByRole('button', { name: /Scan order/ })).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: /Scan order/ }));
    expect(location.hash).toBe('#/pages/Home/Scan/index');
  });

  it("opens a banner's route inside the app", async () => {
    const user = userEvent.setup();
    home();
    await user.click(await screen.findByRole('button', { name: /Top up and get a bonus/ }));
    expect(location.hash).toBe('#/pages/Home/TopUp/index');
  });

  // Sanitising itself is checked in Chromium (e2e/commerce-ordering.spec.ts): DOMPurify misbehaves under happy-dom.
  it('shows a discount activity a banner leads to in a sheet', async () => {
    const user = userEvent.setup();
    home();
    await user.click(await screen.findByRole('button', { name: /20% off every wash this season/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Discount activity' });
    expect(await within(sheet).findByRole('heading', { name: 'Season sale: 20% off every wash' })).toBeTruthy();
    expect(within(sheet).getByText(/20% off · no minimum spend/)).toBeTruthy();
    expect(within(sheet).getByText('Ongoing')).toBeTruthy();
    expect(within(sheet).getByText(/The discount is applied automatically/)).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Shop now' }));
    expect(location.hash).toBe('#/pages/Home/ProductList/index');
  });

  it('never makes a banner leading off-site into a link', async () => {
    server.use(
      http.get(api('/ad/list'), () =>
        ok([
          {
            id: 9,
            image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
            title: 'Elsewhere',
            link: { type: 'route', path: 'https://evil.example/' },
          },
          {
            id: 10,
            image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
            title: 'Trick',
            link: { type: 'route', path: '/pages//evil.example' },
          },
        ]),
      ),
    );
    home();
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.getByText('Trick')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Elsewhere|Trick/ })).toBeNull();
  });
});

describe('the washing process', () => {
  it('shows the steps of the common config in order', async () => {
    renderWithApp(<WashingProcessScreen />, { path: '/pages/Home/washingProcess/index' });
    const steps = await screen.findByRole('list');
    const texts = within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts.length).toBe(getDb().configs[0]?.flow.length);
    expect(texts[0]).toContain(`Step 1: ${getDb().configs[0]?.flow[0]?.en}`);
  });
});

describe('Home for a logged-in customer', () => {
  it('draws what lies below the live orders only once they are in, so nothing drawn is pushed down', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(api('/order/order-list'), async () => {
        await held;
        return undefined; // on to the mock's own answer
      }),
    );
    logIn();
    home();
    const live = await screen.findByRole('region', { name: 'My orders in progress' });
    // the banners and the two ways to start are drawn; the entries wait for the orders' height
    expect(await screen.findByRole('button', { name: 'Place an order' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Services' })).toBeNull();
    release();
    expect(await within(live).findAllByRole('listitem')).not.toHaveLength(0);
    const entries = await screen.findByRole('navigation', { name: 'Services' });
    // below the cards, not above them
    expect(live.compareDocumentPosition(entries) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leads with the live orders, the pickup code of shoes waiting in a box, and each one next action', async () => {
    const user = userEvent.setup();
    logIn();
    home();
    const live = await screen.findByRole('region', { name: 'My orders in progress' });
    const cards = await within(live).findAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    // how many, and in which order: HomeOrders.test.tsx
    const waiting = getDb().orders.find((order) => order.userId === 1001 && order.status === 'to-be-collected');
    const owed = getDb().orders.find((order) => order.userId === 1001 && order.status === 'price-difference');
    // money owed comes first, with the way to pay it
    expect(within(cards[0] as HTMLElement).getByText('Price difference')).toBeTruthy();
    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Pay the price difference' }));
    expect(location.hash).toContain(`/pages/Order/OverduePayment/index?orderInfoId=${owed?.orderInfoId}`);
    const box = cards.find((card) => card.textContent?.includes('Waiting to be collected')) as HTMLElement;
    expect(within(box).getByText(waiting?.pickupCode ?? 'none')).toBeTruthy();
    expect(shownText(within(box).getByText(/^Free storage until /).textContent)).toMatch(
      /^Free storage until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('shows the nearest cabinet with its distance and free boxes, which opens the cabinet', async () => {
    getAppStore().set(positionAtom, { latitude: 34.7928, longitude: 113.5437 });
    home();
    const nearest = await screen.findByRole('region', { name: 'Nearest cabinet' });
    const card = await within(nearest).findByRole('link', { name: /boxes free/ });
    expect(card.textContent).toMatch(/\d+(\.\d+)? k?m/);
    expect(card.getAttribute('href')).toMatch(/^#\/pages\/Order\/PendingList\/index\?lockerNo=L\d+/);
  });

  it('without a fix on where the customer is, shows a cabinet with no distance and says why', async () => {
    home();
    const cabinets = await screen.findByRole('region', { name: 'Cabinets' });
    const card = await within(cabinets).findByRole('link', { name: /boxes free/ });
    expect(card.textContent).not.toMatch(/\d+(\.\d+)? k?m\b/);
    expect(within(cabinets).getByText('Your location is not known, so no distances are shown.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Nearest cabinet' })).toBeNull();
  });

  it("tells a guest who came by a friend's invitation that they were invited, and what registering brings", async () => {
    const user = userEvent.setup();
    getAppStore().set(pidAtom, '1001');
    getAppStore().set(shareShopIdAtom, '0');
    home();
    const invite = await screen.findByRole('region', { name: 'A friend invited you' });
    expect(
      await within(invite).findByText(
        'Register with your phone number and Shoe Care Central gives you its invite reward: a voucher in your account.',
      ),
    ).toBeTruthy();
    expect(within(invite).getByText('For new customers, once per shop.')).toBeTruthy();
    await user.click(within(invite).getByRole('button', { name: 'Register' }));
    expect(location.hash).toBe(`#/pages/Login/register?redirect=${encodeURIComponent('/pages/Home/Home/index')}`);
  });

  it('says nothing of an invitation to a customer already logged in, nor to a guest who was not invited', async () => {
    getAppStore().set(pidAtom, '1001');
    logIn();
    const { unmount } = home();
    await screen.findByRole('region', { name: 'My orders in progress' });
    expect(screen.queryByRole('region', { name: 'A friend invited you' })).toBeNull();
    unmount();
    clearSession(getAppStore());
    getAppStore().set(pidAtom, null);
    home();
    await screen.findByText(/Log in to see your orders/);
    expect(screen.queryByRole('region', { name: 'A friend invited you' })).toBeNull();
  });

  it('asks a guest to log in where the orders would be', async () => {
    const user = userEvent.setup();
    home();
    const live = await screen.findByRole('region', { name: 'My orders in progress' });
    expect(within(live).getByText(/Log in to see your orders/)).toBeTruthy();
    await user.click(within(live).getByRole('button', { name: 'Log in' }));
    expect(location.hash).toBe(`#/pages/Login/login?redirect=${encodeURIComponent('/pages/Home/Home/index')}`);
  });
});
