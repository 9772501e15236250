import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponVo } from '../../api/schemas/coupon-vo';
import { renderWithApp } from '../../testing/render';
import { WELCOME_COUPON } from '../../testing/welcome-coupon';
import { POPUP_ANIMATION_MS, POPUP_OPEN_DELAY_MS, WelcomeCouponPopup } from './WelcomeCouponPopup';

const coupon = WELCOME_COUPON;

function Harness({ vo = coupon, maskClosable }: { vo?: CouponVo; maskClosable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <WelcomeCouponPopup coupon={vo} open={open} onClose={() => setOpen(false)} maskClosable={maskClosable} />
    </>
  );
}

async function openPopup(user: UserEvent, props: { vo?: CouponVo; maskClosable?: boolean } = {}) {
  renderWithApp(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'open' });
  await user.click(opener);
  await act(async () => {
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
  });
  return { opener, dialog: screen.getByRole('dialog', { name: 'Welcome gift' }) };
}

async function finishAnimation() {
  await act(async () => {
    vi.advanceTimersByTime(POPUP_ANIMATION_MS);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library's async wrapper (around every user-event call) waits on a setTimeout(0) it only advances
  // under Jest's fake timers, found through a `jest` global: without one, each user-event call hangs here
  vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.style.overflow = '';
});

describe('the new-user coupon popup', () => {
  it('is an accessible modal dialog showing the coupon card', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { dialog } = await openPopup(user);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const card = within(dialog);
    expect(card.getByText('A coupon for new customers is now in your account')).toBeTruthy();
    expect(card.getByText('New customer: 10 off a wash')).toBeTruthy();
    // what the server gives: its amount off (as My vouchers and checkout say it), the type's label beside it;
    // a wash-a-pair coupon that takes 10.00 off is no free wash
    const value = dialog.querySelector('.welcome-card-value');
    expect(value?.textContent).toBe('¥10.00offWash a pair');
    expect(card.queryByText(/free/i)).toBeNull();
    expect(card.getByText('Valid for all goods')).toBeTruthy();
    expect(card.getByText('Valid for 30 days')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('hides the amount at 0, the label for other types, and says limited goods with its unit', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { dialog } = await openPopup(user, {
      vo: { ...coupon, amount: 0, type: 2, goodsIds: '1,2', termOfValidity: 1, termUnit: 'month' },
    });
    const card = within(dialog);
    expect(card.queryByText(/0\.00/)).toBeNull();
    expect(card.queryByText('Wash a pair')).toBeNull();
    expect(card.getByText('Valid for selected goods only')).toBeTruthy();
    expect(card.getByText('Valid for 1 month')).toBeTruthy();
  });

  it('says an amount off as one benefit for a type other than wash a pair', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { dialog } = await openPopup(user, { vo: { ...coupon, type: 2 } });
    const value = dialog.querySelector('.welcome-card-value');
    expect(value?.textContent).toMatch(/10\.00off$/); // the amount, then 'off' under it
    expect(within(dialog).queryByText('Wash a pair')).toBeNull();
  });

  it('hides page scroll while open and restores it after; focus goes back', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    document.body.style.overflow = 'auto';
    const { opener, dialog } = await openPopup(user);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // still there while it animates out (300 ms)
    expect(screen.queryByRole('dialog')).toBeTruthy();
    await finishAnimation();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape and on a mask click', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await openPopup(user);
    await user.keyboard('{Escape}');
    await finishAnimation();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'open' }));
    await act(async () => {
      vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    });
    const wrap = document.querySelector('.welcome-wrap');
    if (!wrap) throw new Error('no mask area');
    await user.click(screen.getByText('New customer: 10 off a wash')); // inside the card: stays open
    await finishAnimation();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(wrap);
    await finishAnimation();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape and mask clicks when mask clicking is disabled; the close icon still closes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { dialog } = await openPopup(user, { maskClosable: false });
    await user.keyboard('{Escape}');
    const wrap = document.querySelector('.welcome-wrap');
    if (wrap) await user.click(wrap);
    await finishAnimation();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await finishAnimation();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
