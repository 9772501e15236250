import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioOption } from './RadioOption';
import { tabStops, useModalFocus } from './use-modal-focus';

function Sheet({ onEscape }: { onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<string | null>('b');
  const close = () => {
    onEscape?.();
    setOpen(false);
  };
  const dialog = useModalFocus<HTMLElement>(open, onEscape ? close : undefined);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <section ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-label="Pay">
          <fieldset>
            <legend>Method</legend>
            {['a', 'b', 'c'].map((value) => (
              <RadioOption
                key={value}
                name="method"
                value={value}
                checked={method === value}
                onSelect={() => setMethod(value)}
              >
                Method {value}
              </RadioOption>
            ))}
          </fieldset>
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="button">Pay</button>
        </section>
      )}
    </>
  );
}

describe('useModalFocus and RadioOption', () => {
  it('moves the focus into the sheet, keeps Tab inside it, and gives it back on close', async () => {
    const user = userEvent.setup();
    render(<Sheet />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener); // a tap focuses the button, as it would in a browser
    const dialog = screen.getByRole('dialog', { name: 'Pay' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));

    // the radio group is one Tab stop: its checked option
    const stops = tabStops(dialog);
    expect(stops.map((element) => element.getAttribute('value') ?? element.textContent)).toEqual([
      'b',
      'Cancel',
      'Pay',
    ]);
    expect(screen.getByRole('radio', { name: 'Method b' })).toHaveProperty('checked', true);

    const pay = screen.getByRole('button', { name: 'Pay' });
    pay.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Method b' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(pay);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape only when the sheet may be closed', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    const { unmount } = render(<Sheet />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy(); // no way to close given: it stays
    unmount();

    render(<Sheet onEscape={onEscape} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')));
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('steps aside while another modal layer (a confirm dialog) is open on top', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Sheet onEscape={() => {}} />
        <div role="dialog" aria-modal="true" aria-label="Confirm">
          <button type="button">OK</button>
        </div>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const pay = screen.getByRole('button', { name: 'Pay' });
    pay.focus();
    // Escape first, while the focus is still inside the sheet: only the layer on top keeps the sheet open
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Pay' })).toBeTruthy();
    await user.tab();
    // not sent round to the sheet's first stop: the browser moves on to the confirm dialog
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('a radio option is a real, named radio button that chooses on click', async () => {
    const user = userEvent.setup();
    render(<Sheet />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const c = screen.getByRole('radio', { name: 'Method c' });
    await user.click(screen.getByText('Method c'));
    expect(c).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Method b' })).toHaveProperty('checked', false);
  });

  it('closes on Escape while the button that opened it still has the focus (the sheet still sliding in)', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    render(<Sheet onEscape={onEscape} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Pay' });
    opener.focus(); // as on a slow phone: the focus has not moved into the sheet yet
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Pay' })).toBeNull();
  });
});
