import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastText } from '../../testing/toast';
import { LoadingLayer } from './LoadingLayer';
import { hideLoading, showLoading, withLoading } from './loading';
import { showToast } from './toast';

describe('toasts and the loading indicator', () => {
  it('hiding the loading indicator never hides a toast', async () => {
    render(<LoadingLayer />);
    act(() => showLoading('Saving'));
    act(() => showToast('Saved'));
    await waitFor(() => expect(toastText()).toBe('Saved'));
    act(() => hideLoading());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toastText()).toBe('Saved');
  });

  it('keeps the loading indicator until every overlapping operation ends', async () => {
    render(<LoadingLayer />);
    let finishFirst: () => void = () => undefined;
    const first = withLoading(() => new Promise<void>((r) => (finishFirst = r)));
    await act(async () => {
      await withLoading(async () => undefined);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => {
      finishFirst();
      await first;
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
