import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh, pulledHeight } from './PullToRefresh';

/**
 * A finger lands on `target`, moves by (dx, dy) in steps and lifts. fireEvent on purpose: userEvent has no
 * touch gestures (its pointer API sends pointer and mouse events, not the touch events the pull listens to).
 */
function pull(target: Element, dy: number, dx = 0) {
  const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });
  fireEvent.touchStart(target, at(100, 100));
  for (let step = 1; step <= 4; step++) fireEvent.touchMove(target, at(100 + (dx * step) / 4, 100 + (dy * step) / 4));
  fireEvent.touchEnd(target, { touches: [] });
}

const head = () => document.querySelector<HTMLElement>('.light-pull-to-refresh-head');

function setUp(onRefresh: () => Promise<unknown>) {
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <ul>
        <li>Order 1</li>
      </ul>
    </PullToRefresh>,
  );
  return screen.getByText('Order 1');
}

describe('pull to refresh', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it('refreshes when pulled far enough at the top, saying so, and closes when done', async () => {
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const item = setUp(onRefresh);
    expect(head()?.textContent).toBe('Pull down to refresh');

    // fireEvent on purpose, as in pull(): a touch gesture, stopped half-way to look at the pulled state
    fireEvent.touchStart(item, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(item, { touches: [{ clientX: 100, clientY: 300 }] });
    expect(head()?.textContent).toBe('Release to refresh');
    expect(head()?.style.height).toBe(`${Math.round(pulledHeight(200))}px`);
    fireEvent.touchEnd(item, { touches: [] });

    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(head()?.textContent).toBe('Refreshing…');
    expect(head()?.style.height).toBe('40px');
    // a pull while it refreshes does nothing
    pull(item, 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(head()?.textContent).toBe('Refreshed');
    await vi.waitFor(() => expect(head()?.style.height).toBe('0px'));
    await vi.waitFor(() => expect(head()?.textContent).toBe('Pull down to refresh'));
  });

  it('springs back without refreshing after a short pull, a push up or a sideways swipe', () => {
    const onRefresh = vi.fn(async () => {});
    const item = setUp(onRefresh);
    pull(item, 80);
    expect(head()?.style.height).toBe('0px');
    pull(item, -300);
    pull(item, 300, 400);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves the page to scroll when it is not at its top', () => {
    const onRefresh = vi.fn(async () => {});
    const item = setUp(onRefresh);
    window.scrollY = 120;
    pull(item, 300);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('opens less and less as the finger goes on', () => {
    expect(pulledHeight(0)).toBe(0);
    expect(pulledHeight(-50)).toBe(0);
    expect(pulledHeight(100)).toBeCloseTo(40);
    expect(pulledHeight(400) - pulledHeight(300)).toBeLessThan(pulledHeight(100));
    // never past five heads
    expect(pulledHeight(100000)).toBeLessThan(200);
  });
});
