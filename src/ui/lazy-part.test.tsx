import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a part of a screen loaded on first use', () => {
  it('shows once its code is there, and a prepared download is not made twice', async () => {
    const load = vi.fn(async () => Greeting);
    const { Part, prepare } = lazyPart(load);
    prepare();
    render(<Part name="Ana" />);
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download instead of throwing to the error boundary', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const { Part } = lazyPart(load);
    render(<Part name="Bao" />);
    expect(screen.queryByText('Hello Bao')).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText('Hello Bao')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
