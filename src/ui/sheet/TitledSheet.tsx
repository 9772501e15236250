import type { ReactNode } from 'react';
import { CloseIcon } from '../light/icons';
import { useModalFocus } from '../use-modal-focus';
import { Sheet } from './Sheet';
import './sheet.css';

type TitledSheetProps = {
  open: boolean;
  onClose: () => void;
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: string;
  /** The close button's name ('Close' in the locale). */
  closeLabel: string;
  /** Children in the padded body (default), or as they are when they bring their own padding. */
  padded?: boolean;
  children: ReactNode;
};

/**
 * A bottom sheet with a title and a close button, usable with the keyboard and a screen reader: a modal
 * dialog named by its title, focus kept inside while open and given back on close; the mask, Escape and
 * the close button all call `onClose`. The title bar stays in view while the body scrolls.
 */
export function TitledSheet({ open, onClose, titleId, title, closeLabel, padded = true, children }: TitledSheetProps) {
  const dialog = useModalFocus<HTMLElement>(open, onClose);
  return (
    <Sheet
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="titled-sheet"
      destroyOnClose
    >
      <section ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="titled-sheet-header">
          <h2 id={titleId} className="titled-sheet-title">
            {title}
          </h2>
          <button type="button" className="titled-sheet-close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        {padded ? <div className="titled-sheet-body">{children}</div> : children}
      </section>
    </Sheet>
  );
}
