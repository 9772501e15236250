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

  it('shows its placeholder, given the same props, until its code is there', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const { Part } = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), {
      placeholder: ({ name }) => <p>Loading {name}</p>,
    });
    render(<Part name="Chi" />);
    expect(screen.getByText('Loading Chi')).toBeTruthy();
    arrive(Greeting);
    expect(await screen.findByText('Hello Chi')).toBeTruthy();
    expect(screen.queryByText('Loading Chi')).toBeNull();
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
