import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { formatDate } from '../../lib/format';
import { localeAtom } from '../../state/locale';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import CouponScreen from './CouponScreen';
import MyCouponScreen from './MyCouponScreen';

const card = (name: string) => screen.getByRole('article', { name });

describe('claiming vouchers', () => {
  it('lists the shop’s vouchers, claims one once, and shows it as claimed', async () => {
    logIn();
    renderWithApp(<CouponScreen />, { path: '/pages/Order/Coupon/index' });
    await screen.findByRole('article', { name: '20 off leather care' });
    expect(within(card('Wash a pair: 29 off')).getByText('Claimed')).toBeTruthy();
    expect(within(card('Wash a pair: 29 off')).getByText('Wash a pair')).toBeTruthy();
    expect(within(card('20 off leather care')).getByText('Some products')).toBeTruthy();
    expect(within(card('20 off leather care')).getByText('Orders from ¥80.00')).toBeTruthy();
    expect(within(card('20 off leather care')).getByText('Valid for 30 days after claiming')).toBeTruthy();

    const claim = screen.getByRole('button', { name: 'Claim 20 off leather care' });
    // fireEvent on purpose: a double tap in the same tick, before React can redraw; userEvent awaits each click
    // and lets React redraw between them, so it cannot act out this rapid double tap
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(toastText()).toBe('Voucher claimed'));
    await waitFor(() => expect(within(card('20 off leather care')).getByText('Claimed')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Claim 20 off leather care' })).toBeNull();
    expect(getDb().coupons.filter((coupon) => coupon.userId === 1001 && coupon.templateId === 4)).toHaveLength(1);
  });

  it('says when the shop has no vouchers to claim', async () => {
    logIn();
    for (const template of getDb().couponTemplates) template.claimable = false;
    renderWithApp(<CouponScreen />, { path: '/pages/Order/Coupon/index' });
    expect(await screen.findByText('No vouchers to claim right now')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('goes to the customer’s own vouchers', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<CouponScreen />, { path: '/pages/Order/Coupon/index' });
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(location.hash).toBe('#/pages/My/MyCoupon/index');
  });
});

describe('my vouchers', () => {
  it('shows unused vouchers with type, amount, minimum spend, valid-to date and days left', async () => {
    logIn();
    renderWithApp(<MyCouponScreen />, { path: '/pages/My/MyCoupon/index' });
    const boots = await screen.findByRole('article', { name: '15 off boots care' });
    const seeded = getDb().coupons.find((coupon) => coupon.id === 3);
    expect(within(boots).getByText(`Valid to ${formatDate(new Date(seeded?.validTo ?? ''))}`)).toBeTruthy();
    expect(within(boots).getByText('5 days left')).toBeTruthy();
    expect(within(boots).getByText('¥15.00')).toBeTruthy();
    expect(within(boots).getByText('Orders from ¥59.00')).toBeTruthy();
    expect(within(boots).getByText('For selected goods only')).toBeTruthy();
    expect(within(card('10 off any order')).getByText('Universal')).toBeTruthy();
    expect(within(card('Wash a pair: 29 off')).getByText('No minimum spend')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says what each voucher gives as the welcome popup and checkout say it: its amount off', async () => {
    logIn();
    renderWithApp(<MyCouponScreen />, { path: '/pages/My/MyCoupon/index' });
    const washPair = await screen.findByRole('article', { name: 'Wash a pair: 29 off' });
    expect(washPair.querySelector('.voucher-value')?.textContent).toBe('¥29.00offNo minimum spend');
    expect(within(washPair).getByText('Wash a pair')).toBeTruthy();
  });

  it("offers 'Use' on an unused voucher, which opens a checkout starting with it", async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<MyCouponScreen />, { path: '/pages/My/MyCoupon/index' });
    await screen.findByRole('article', { name: '10 off any order' });
    await user.click(screen.getByRole('button', { name: 'Use 10 off any order' }));
    const id = getDb().coupons.find((coupon) => coupon.userId === 1001 && coupon.name.en === '10 off any order')?.id;
    expect(location.hash).toBe(`#/pages/Order/CreateOrder/index?couponId=${id}`);
  });

  it('keeps used and expired vouchers apart', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<MyCouponScreen />, { path: '/pages/My/MyCoupon/index' });
    await screen.findByRole('article', { name: '15 off boots care' });

    await user.click(screen.getByRole('tab', { name: 'Used' }));
    const used = await screen.findByRole('article', { name: '8 off repairs' });
    expect(within(used).getByText('Used')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    const expired = await screen.findByRole('article', { name: 'Welcome voucher' });
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).queryByText(/days left/)).toBeNull();
  });

  it('says which tab is empty for a customer without vouchers', async () => {
    const user = userEvent.setup();
    logIn(1002);
    renderWithApp(<MyCouponScreen />, { path: '/pages/My/MyCoupon/index' });
    await user.click(await screen.findByRole('tab', { name: 'Used' }));
    expect(await screen.findByText('No used vouchers')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a claimed voucher among the unused ones, in the customer’s language', async () => {
    const user = userEvent.setup();
    logIn(1002);
    getAppStore().set(localeAtom, 'zh-CN');
    renderWithApp(<MyCouponScreen />, { path: '/pages/My/MyCoupon/index' });
    await screen.findByText('暂无可用的优惠券');
    await user.click(screen.getByRole('button', { name: '领取更多优惠券' }));
    expect(location.hash).toBe('#/pages/Order/Coupon/index');
  });
});
