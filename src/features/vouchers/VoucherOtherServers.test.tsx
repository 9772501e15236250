import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setBareWrites } from '../../../mocks/bare-writes';
import { server } from '../../../mocks/node';
import { formatDate } from '../../lib/format';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import CouponScreen from './CouponScreen';
import MyCouponScreen from './MyCouponScreen';

/**
 * The voucher screens against a user-api that sends a voucher's type as spec section 3 words it (a number,
 * 1 with the special label), leaves out `validTo`, and answers a claim with data null.
 */

const CANNOT_READ = 'The server sent an answer the app cannot read.';
const card = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  setBareWrites(false);
});

describe('my vouchers from another server', () => {
  it('names numeric types as the spec does, an unknown one neutrally, and dates a voucher from its days', async () => {
    logIn();
    const voucher = { amount: 5, days: 4, status: 'unused' };
    server.use(
      http.get('*/user-api/wallet/coupon-list', () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            list: [
              { ...voucher, id: 1, name: 'Pair', type: 1 },
              { ...voucher, id: 2, name: 'Any', type: '2' },
              { ...voucher, id: 3, name: 'Some', type: 3, goodsIds: '104,105' },
              { ...voucher, id: 4, name: 'Words', type: 'universal' },
              { ...voucher, id: 5, name: 'Gift', type: 7, status: 'frozen' },
            ],
          },
        }),
      ),
    );
    renderWithApp(<MyCouponScreen />, { path: '/pages/My/MyCoupon/index' });
    await screen.findByRole('article', { name: 'Pair' });
    expect(within(card('Pair')).getByText('Wash a pair')).toBeTruthy();
    expect(within(card('Any')).getByText('Universal')).toBeTruthy();
    expect(within(card('Some')).getByText('Some products')).toBeTruthy();
    expect(within(card('Some')).getByText('For selected goods only')).toBeTruthy();
    expect(within(card('Words')).getByText('Universal')).toBeTruthy();
    expect(within(card('Gift')).getByText('Voucher')).toBeTruthy();
    // a status the app does not know: shown as the tab's (unused), with its Use button
    expect(within(card('Gift')).getByRole('button', { name: /^Use/ })).toBeTruthy();
    const lastDay = new Date();
    lastDay.setDate(lastDay.getDate() + 4);
    expect(within(card('Pair')).getByText(`Valid to ${formatDate(lastDay)}`)).toBeTruthy();
    expect(within(card('Pair')).getByText('4 days left')).toBeTruthy();
    expect(screen.queryByText(CANNOT_READ)).toBeNull();
  });
});

describe('claiming against a server that answers data null', () => {
  it('says the voucher is claimed and shows it claimed', async () => {
    const user = userEvent.setup();
    logIn();
    setBareWrites(true);
    renderWithApp(<CouponScreen />, { path: '/pages/Order/Coupon/index' });
    await user.click(await screen.findByRole('button', { name: 'Claim 20 off leather care' }));
    await waitFor(() => expect(toastText()).toBe('Voucher claimed'));
    await waitFor(() => expect(within(card('20 off leather care')).getByText('Claimed')).toBeTruthy());
    expect(screen.queryByText(CANNOT_READ)).toBeNull();
  });
});
