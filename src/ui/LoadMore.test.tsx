import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    // no spinner, and none of antd-mobile's SVG dots, which animate whatever the motion setting
    expect(container.querySelector('.light-spinner, animate, .adm-dot-loading')).toBeNull();
  });

  it("says 'Loading more' while the next page is on its way", async () => {
    renderWithApp(<LoadMore query={pager({ hasNextPage: true, isFetchingNextPage: true })} />);
    expect(await screen.findByText('Loading more')).toBeTruthy();
  });

  it("says 'No more' at the end", async () => {
    renderWithApp(<LoadMore query={pager({ hasNextPage: false, isFetchingNextPage: false })} />);
    expect(await screen.findByText('No more')).toBeTruthy();
  });
});
