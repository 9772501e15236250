import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    render(<Sheet />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
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
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Method b' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(pay);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape only when the sheet may be closed', async () => {
    const onEscape = vi.fn();
    const { unmount } = render(<Sheet />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy(); // no way to close given: it stays
    unmount();

    render(<Sheet onEscape={onEscape} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('steps aside while another modal layer (a confirm dialog) is open on top', async () => {
    render(
      <>
        <Sheet onEscape={() => {}} />
        <div role="dialog" aria-modal="true" aria-label="Confirm">
          <button type="button">OK</button>
        </div>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const pay = screen.getByRole('button', { name: 'Pay' });
    pay.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(pay); // not sent round: the browser moves on to the confirm dialog
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Pay' })).toBeTruthy();
  });

  it('a radio option is a real, named radio button that chooses on click', () => {
    render(<Sheet />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const c = screen.getByRole('radio', { name: 'Method c' });
    fireEvent.click(screen.getByText('Method c'));
    expect(c).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Method b' })).toHaveProperty('checked', false);
  });
});
