import { type RefObject, useEffect, useRef } from 'react';
import { ANTD_MODALS } from './antd';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const shown = (element: Element) => element.getClientRects().length > 0;

/** Another modal layer is open besides this one (e.g. a confirm dialog opened from the sheet): it has the say. */
function otherModalOpen(dialog: HTMLElement): boolean {
  return [...document.querySelectorAll(`[role="dialog"][aria-modal="true"], ${ANTD_MODALS}`)].some(
    (other) => other !== dialog && !other.contains(dialog) && !dialog.contains(other) && shown(other),
  );
}

/** A radio button is a Tab stop only as its group's checked one (or its first, when none is checked). */
function isTabStop(element: HTMLElement, dialog: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
  const group = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.name === element.name && !radio.disabled,
  );
  return element === (group.find((radio) => radio.checked) ?? group[0]);
}

/** The dialog's Tab stops, in order. */
export function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => shown(element) && isTabStop(element, dialog),
  );
}

/**
 * What antd-mobile's Popup leaves out for the keyboard and screen readers, for the dialog element of a sheet
 * (give it `ref`, `tabIndex={-1}`, `role="dialog"`, `aria-modal` and a name): while `open`, focus moves into
 * it (the dialog itself, so its name is read first), Tab and Shift+Tab go round inside it, Escape calls
 * `onEscape` (leave it out while the sheet must not be closed), and when it closes focus goes back to where
 * it was (the button that opened it).
 */
export function useModalFocus<T extends HTMLElement>(open: boolean, onEscape?: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let frame = 0;
    // the sheet's content may mount a frame after `open` (antd-mobile renders it once active)
    const enter = () => {
      const dialog = ref.current;
      if (dialog && shown(dialog)) {
        if (!dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
      } else frame = requestAnimationFrame(enter);
    };
    enter();

    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = ref.current;
      if (!dialog || !shown(dialog) || otherModalOpen(dialog)) return;
      const active = document.activeElement;
      // another layer on top (a confirm dialog) has the focus: leave it alone. The button that opened the sheet
      // may still hold it while the sheet slides in (the focus moves once it is shown): that is no other layer
      const inside = dialog.contains(active);
      if (!inside && active && active !== document.body && active !== before) return;
      if (event.key === 'Escape') {
        if (onEscapeRef.current) {
          event.preventDefault();
          onEscapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = tabStops(dialog);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      const dialog = ref.current;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (before?.isConnected && (lost || dialog?.contains(document.activeElement)))
        before.focus({ preventScroll: true });
    };
  }, [open]);

  return ref;
}
