import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

function SendButton({ send }: { send: () => Promise<void> }) {
  const { pending, run } = useSingleFlight();
  return (
    <button type="button" aria-busy={pending} onClick={() => void run(send).catch(() => {})}>
      Send
    </button>
  );
}

/** A send button whose sends the test settles by hand. */
function setUp() {
  const settles: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const send = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settles.push({ resolve, reject });
      }),
  );
  render(<SendButton send={send} />);
  const button = screen.getByRole('button', { name: 'Send' });
  return { send, settles, button };
}

describe('one send at a time', () => {
  it('sends once however often it is tapped before the screen redraws, and shows it is busy', async () => {
    const user = userEvent.setup();
    const { send, settles, button } = setUp();
    // fireEvent on purpose: three taps in the same tick, before React can draw the pending state; userEvent
    // awaits each click and lets React redraw between them, so it cannot act out this rapid multi-tap
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');

    await act(async () => settles[0]?.resolve());
    expect(button.getAttribute('aria-busy')).toBe('false');
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('can send again after a send failed', async () => {
    const user = userEvent.setup();
    const { send, settles, button } = setUp();
    await user.click(button);
    await act(async () => settles[0]?.reject(new Error('refused')));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("answers the send's result, and nothing for a tap it ignored", async () => {
    const { result } = renderHook(() => useSingleFlight());
    let finish: (value: string) => void = () => {};
    const first = result.current.run(() => new Promise<string>((resolve) => (finish = resolve)));
    const second = result.current.run(async () => 'second');
    await act(async () => finish('first'));
    expect(await first).toBe('first');
    expect(await second).toBeUndefined();
  });
});
