import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { renderWithApp } from '../testing/render';
import { InlineRetry, type Retryable } from './InlineRetry';

const failed = (patch: Partial<Retryable> = {}): Retryable => ({
  isError: true,
  error: new ApiError('network', '/wallet/wallet-info', 'Request Error'),
  isFetching: false,
  refetch: () => undefined,
  ...patch,
});

/** A figure read by a real query, with its failure in place. */
function Figure({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['inline-retry-test'], queryFn: read });
  return (
    <>
      {query.data ? <p>{query.data}</p> : null}
      <InlineRetry query={query} message="The balance could not be read." />
    </>
  );
}

const HINT = 'We could not load this. Please check your connection and try again.';

describe('InlineRetry', () => {
  it('draws nothing while the load has not failed', () => {
    const { container } = renderWithApp(<InlineRetry query={failed({ isError: false, error: null })} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("says what failed in the customer's words, as QueryState does: never the spec's '500 /path'", () => {
    const { unmount } = renderWithApp(
      <InlineRetry query={failed({ error: new ApiError('http', '/wallet/wallet-info', '500 /wallet/wallet-info') })} />,
    );
    expect(screen.getByText(HINT)).toBeTruthy();
    expect(screen.queryByText(/500/)).toBeNull();
    unmount();
    // a business answer's message is written for the customer: it is said as it is
    renderWithApp(
      <InlineRetry query={failed({ error: new ApiError('business', '/locker/info', 'Cabinet not found') })} />,
    );
    expect(screen.getByText('Cabinet not found')).toBeTruthy();
  });

  it("keeps a place's own words when it has them", () => {
    renderWithApp(<InlineRetry query={failed()} message="Your orders could not be loaded." />);
    expect(screen.getByText('Your orders could not be loaded.')).toBeTruthy();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it("asks again on 'Try again', and is busy while the new attempt is on its way", async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    const { rerender } = renderWithApp(<InlineRetry query={failed({ refetch })} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(<InlineRetry query={failed({ refetch, isFetching: true })} />);
    const busy = screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it('goes once a query that failed loads on the second try', async () => {
    const user = userEvent.setup();
    const balance = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('timeout', '/wallet/wallet-info', 'Request Error'))
      .mockResolvedValue('¥12.00');
    renderWithApp(<Figure read={balance} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('¥12.00')).toBeTruthy();
    expect(screen.queryByText('The balance could not be read.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(balance).toHaveBeenCalledTimes(2);
  });

  it('draws on a dark surface with its own class, and a load of another kind passes the same fields', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { container } = renderWithApp(
      <InlineRetry
        query={{ isError: true, refetch: () => (attempts += 1) }}
        message="The map could not be loaded."
        inverse
      />,
    );
    expect(container.querySelector('.inline-retry-inverse')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(attempts).toBe(1);
  });
});
