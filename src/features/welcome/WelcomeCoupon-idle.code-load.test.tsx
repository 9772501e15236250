import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { logIn } from '../../testing/session';
import { WelcomeCoupon } from './WelcomeCoupon';

// Counts the check's code being asked for, and gives it.
const asked = vi.hoisted(() => ({ times: 0 }));
vi.mock('./WelcomeCouponRunner', async (importOriginal) => {
  asked.times += 1;
  return importOriginal();
});

const idle = () => new Promise((resolve) => requestIdleCallback(resolve));

let answer = (_: string) => {};
const answered = new Promise<string>((resolve) => (answer = resolve));
/** A screen with a call of its own, as Home has, answered when the test says. */
function Screen() {
  const { data } = useQuery({ queryKey: ['home-call'], queryFn: () => answered });
  return <p>{data ?? 'loading'}</p>;
}

describe('the welcome check on Home, for a session the app started with', () => {
  it("is asked for only once Home's calls are answered and drawn, then shows the coupon", async () => {
    logIn(1002);
    renderWithApp(
      <>
        <Screen />
        <WelcomeCoupon />
      </>,
      { path: '/pages/Home/Home/index' },
    );
    expect(await screen.findByText('loading')).toBeTruthy();
    // the browser idle again and again while the screen's call is out: the check waits all the same
    for (let i = 0; i < 5; i++) await idle();
    expect(asked.times).toBe(0);
    answer('drawn');
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Welcome gift' })).toBeTruthy();
    expect(asked.times).toBe(1);
  });
});
