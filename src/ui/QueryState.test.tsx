import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';
import { QueryState } from './QueryState';

type Query = Parameters<typeof QueryState<string>>[0]['query'];
const query = (patch: Partial<Query>): Query => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  isRefetching: false,
  refetch: async () => ({}) as Awaited<ReturnType<Query['refetch']>>,
  ...patch,
});
const view = (state: Query) => <QueryState query={state}>{(data) => <p>{data}</p>}</QueryState>;

/** The same QueryState going through `states`, one per tap on 'next'. */
function Through({ states }: { states: Query[] }) {
  const [at, setAt] = useState(0);
  return (
    <>
      {view(states[at] ?? query({}))}
      <button type="button" onClick={() => setAt(at + 1)}>
        next
      </button>
    </>
  );
}

describe('QueryState', () => {
  it("shows a screen's own placeholder while the first answer is on its way, else the skeleton", () => {
    const { unmount } = renderWithApp(
      <QueryState query={query({ isPending: true })} loading={<p>the lines' placeholder</p>}>
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByText("the lines' placeholder")).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    unmount();
    renderWithApp(view(query({ isPending: true })));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('keeps content it has shown when a refresh fails: a form in use is not torn down', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <Through
        states={[
          query({ data: 'the packages' }),
          query({ data: 'the packages', isError: true, error: new Error('refresh failed') }),
        ]}
      />,
    );
    expect(screen.getByText('the packages')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('the packages')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the error state with one retry when a screen opens on a failed load, even with old data', () => {
    renderWithApp(view(query({ data: 'old', isError: true, error: new Error('down') })));
    expect(screen.queryByText('old')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
