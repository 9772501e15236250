import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { navigate } from '../../app/hash-location';
import { pidAtom, shareShopIdAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import MyCouponScreen from '../vouchers/MyCouponScreen';
import { welcomeStateAtom } from './state';
import { WelcomeCoupon } from './WelcomeCoupon';

describe('the welcome coupon check in the app', () => {
  it('runs on Home for a customer already logged in, once, and shows the coupon', async () => {
    logIn(1002);
    const { store } = renderWithApp(<WelcomeCoupon />, { path: '/pages/Home/Home/index' });
    expect(await screen.findByRole('dialog', { name: 'Welcome gift' })).toBeTruthy();
    expect(screen.getByText('New customer: 10 off a wash')).toBeTruthy();
    expect(store.get(welcomeStateAtom)).toEqual({ status: 'done', proceed: true });
    act(() => navigate('/pages/My/My/index'));
    act(() => navigate('/pages/Home/Home/index'));
    // coming back started no second check (it would say 'checking' as soon as the effects ran)
    expect(store.get(welcomeStateAtom)).toEqual({ status: 'done', proceed: true });
    expect(getDb().welcomeClaims).toHaveLength(1);
  });

  it('waits for Home when the session was there at start-up', async () => {
    logIn(1002);
    const { store } = renderWithApp(<WelcomeCoupon />, { path: '/pages/My/My/index' });
    // off Home with the session it started with, nothing is due: not even the check's code is loaded
    expect(store.get(welcomeStateAtom).status).toBe('idle');
    expect(getDb().welcomeClaims).toHaveLength(0);
    act(() => navigate('/pages/Home/Home/index'));
    expect(await screen.findByRole('dialog', { name: 'Welcome gift' })).toBeTruthy();
  });

  it('checks nothing for an anonymous customer, and runs right after a login, wherever it lands', async () => {
    const { store } = renderWithApp(<WelcomeCoupon />, { path: '/pages/Home/Home/index' });
    expect(store.get(welcomeStateAtom).status).toBe('idle');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => navigate('/pages/Order/OrderDetail/index?id=1'));
    act(() => logIn(1002));
    expect(await screen.findByRole('dialog', { name: 'Welcome gift' })).toBeTruthy();
  });

  it('shows nothing to a returning customer', async () => {
    logIn(1001);
    const { store } = renderWithApp(<WelcomeCoupon />, { path: '/pages/Home/Home/index' });
    await waitFor(() => expect(store.get(welcomeStateAtom)).toEqual({ status: 'done', proceed: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the coupon it gave among the vouchers the customer is looking at', async () => {
    let claim = () => {};
    const claimMay = new Promise<void>((resolve) => (claim = resolve));
    // the claim waits until the vouchers are on screen, then goes on to the mock's own handler
    server.use(http.post('*/user-api/activity/receive-new-user', () => claimMay));
    logIn(1002);
    renderWithApp(
      <>
        <WelcomeCoupon />
        <MyCouponScreen />
      </>,
      { path: '/pages/Home/Home/index' },
    );
    const vouchers = screen.getByRole('tabpanel', { name: 'Unused' });
    expect(await within(vouchers).findByText('No vouchers to use')).toBeTruthy();
    claim();
    expect(await screen.findByRole('dialog', { name: 'Welcome gift' })).toBeTruthy();
    expect(await within(vouchers).findByText('New customer: 10 off a wash')).toBeTruthy();
  });

  it('is unknown (checking, nothing told) until the check has answered', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/user-api/activity/new-user-activity', () => answered));
    logIn(1001);
    const { store } = renderWithApp(<WelcomeCoupon />, { path: '/pages/Home/Home/index' });
    await waitFor(() => expect(store.get(welcomeStateAtom)).toEqual({ status: 'checking', proceed: null }));
    answer();
    await waitFor(() => expect(store.get(welcomeStateAtom)).toEqual({ status: 'done', proceed: true }));
  });

  it('tells the parent not to go on while the invite reward shows, and to go on once it is closed', async () => {
    const user = userEvent.setup();
    const store = getAppStore();
    store.set(pidAtom, '1001');
    store.set(shareShopIdAtom, '3');
    logIn(1002);
    renderWithApp(<WelcomeCoupon />, { path: '/pages/Home/Home/index' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome gift' });
    expect(within(dialog).getByText('Friend invite: 12 off a wash')).toBeTruthy();
    expect(store.get(welcomeStateAtom)).toEqual({ status: 'done', proceed: false });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.get(welcomeStateAtom)).toEqual({ status: 'done', proceed: true });
  });

  it('an existing customer opening a share link: no claim, nothing shown, the inviter kept as stored', async () => {
    const store = getAppStore();
    store.set(pidAtom, '1002');
    store.set(shareShopIdAtom, '3');
    logIn(1001);
    renderWithApp(<WelcomeCoupon />, { path: '/pages/Home/Home/index' });
    await waitFor(() => expect(store.get(welcomeStateAtom)).toEqual({ status: 'done', proceed: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getDb().welcomeClaims).toHaveLength(0);
    expect(store.get(pidAtom)).toBe('1002');
    expect(store.get(shareShopIdAtom)).toBe('3');
  });
});
