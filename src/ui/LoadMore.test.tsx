import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showObservedElements } from '../testing/in-view';
import { renderWithApp } from '../testing/render';
import { LoadMore } from './LoadMore';

const pager = (state: { hasNextPage: boolean; isFetchingNextPage: boolean }) => ({
  ...state,
  // the next page never comes: what is drawn meanwhile is what is checked
  fetchNextPage: () => new Promise<{ isFetchNextPageError: boolean; error: unknown }>(() => {}),
});

describe('the foot of a paged list', () => {
  it('draws nothing that moves while it waits for the customer to scroll to it', async () => {
    const { container } = renderWithApp(<LoadMore query={pager({ hasNextPage: true, isFetchingNextPage: false })} />);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByText('Loading more')).toBeNull();
    // no spinner: it would redraw the screen on every frame
    expect(container.querySelector('.light-spinner')).toBeNull();
  });

  it("says 'Loading more' while the next page is on its way", async () => {
    renderWithApp(<LoadMore query={pager({ hasNextPage: true, isFetchingNextPage: true })} />);
    expect(await screen.findByText('Loading more')).toBeTruthy();
  });

  it("says 'No more' at the end", async () => {
    renderWithApp(<LoadMore query={pager({ hasNextPage: false, isFetchingNextPage: false })} />);
    expect(await screen.findByText('No more')).toBeTruthy();
  });

  it('asks for nothing until the foot comes near the screen', async () => {
    const fetchNextPage = vi.fn(() => new Promise<{ isFetchNextPageError: boolean; error: unknown }>(() => {}));
    renderWithApp(<LoadMore query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />);
    await screen.findByRole('status');
    expect(fetchNextPage).not.toHaveBeenCalled();
  });

  it('asks once for the next page when the foot comes near, and offers a retry that asks again when it failed', async () => {
    let answer: (result: { isFetchNextPageError: boolean; error: unknown }) => void = () => {};
    const fetchNextPage = vi.fn(
      () => new Promise<{ isFetchNextPageError: boolean; error: unknown }>((resolve) => (answer = resolve)),
    );
    const undo = showObservedElements();
    try {
      renderWithApp(<LoadMore query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />);
      await waitFor(() => expect(fetchNextPage).toHaveBeenCalledTimes(1));
      answer({ isFetchNextPageError: true, error: new Error('offline') });
      expect(await screen.findByText('Could not load more.', { exact: false })).toBeTruthy();
      // a failed page is not asked for again by itself, though the foot is still near
      expect(fetchNextPage).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(fetchNextPage).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(screen.queryByText('Could not load more.', { exact: false })).toBeNull());
    } finally {
      undo();
    }
  });
});
