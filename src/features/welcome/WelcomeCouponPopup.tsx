import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type CouponVo, couponGoodsIds, SPECIAL_COUPON_TYPE } from '../../api/schemas/coupon-vo';
import { CouponValue } from '../../ui/CouponValue';
import type { WelcomeKind } from './decide';
import './welcome.css';
import { CloseIcon } from '../../ui/light/icons';

/** Spec section 9: popup animation 300 ms, open delay 20 ms. */
export const POPUP_ANIMATION_MS = 300;
export const POPUP_OPEN_DELAY_MS = 20;

type Props = {
  /** The coupon to show; the popup is open while `open` is true. */
  coupon: CouponVo | null;
  kind?: WelcomeKind;
  open: boolean;
  onClose: () => void;
  /** When false, neither a mask click nor Escape closes it (only the close icon). */
  maskClosable?: boolean;
  /** An optional action under the card (e.g. "View my vouchers"). */
  action?: { label: string; onClick: () => void };
};

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The new-user coupon popup (spec section 2): title and subtitle; a coupon card with the amount (only above
 * 0), the special label for type 1, the name, the scope line (all goods when `goodsIds` is empty, limited
 * goods otherwise) and the validity with its unit; a close icon. A mask click or Escape closes it unless mask
 * clicking is disabled. While it is open the page does not scroll; the previous overflow comes back after.
 * It slides and fades in and out in 300 ms. An accessible modal dialog: focus moves in, stays in, and goes
 * back where it was on close.
 */
export function WelcomeCouponPopup({ coupon, kind = 'new-user', open, onClose, maskClosable = true, action }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const [displayed, setDisplayed] = useState<{ coupon: CouponVo; kind: WelcomeKind } | null>(
    coupon ? { coupon, kind } : null,
  );

  // keep the last coupon on screen while the popup animates out
  useEffect(() => {
    if (coupon) setDisplayed({ coupon, kind });
  }, [coupon, kind]);

  // mount, then show after the open delay; hide, then unmount after the animation
  useEffect(() => {
    if (open) {
      setMounted(true);
      const timer = setTimeout(() => setShown(true), POPUP_OPEN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), POPUP_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // page scroll hidden while mounted, restored after
  useEffect(() => {
    if (!mounted) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [mounted]);

  // focus moves into the dialog, and back to where it was once the popup is gone
  useEffect(() => {
    if (!mounted) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, [mounted]);

  // Escape closes (unless mask clicking is disabled); Tab stays inside the dialog
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (maskClosable) {
          event.preventDefault();
          closeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialogRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialogRef.current.contains(active)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, maskClosable]);

  if (!mounted || !displayed) return null;
  const { coupon: vo } = displayed;
  const limited = couponGoodsIds(vo) !== null;
  const unit = t(vo.termUnit === 'month' ? 'welcome.unit.month' : 'welcome.unit.day', { count: vo.termOfValidity });

  return createPortal(
    <div className={shown ? 'welcome-root welcome-shown' : 'welcome-root'} data-testid="welcome-coupon">
      <div className="welcome-mask" aria-hidden="true" />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the mask area; the keyboard closes with Escape */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes with Escape (handled on the document) */}
      <div
        className="welcome-wrap"
        onClick={(event) => {
          if (event.target === event.currentTarget && maskClosable) onClose();
        }}
      >
        <div
          ref={dialogRef}
          className="welcome-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          tabIndex={-1}
        >
          <button type="button" className="welcome-close" aria-label={t('welcome.close')} onClick={onClose}>
            <CloseIcon />
          </button>
          <h2 id={titleId} className="welcome-title">
            {t('welcome.title')}
          </h2>
          <p id={bodyId} className="welcome-subtitle">
            {t(displayed.kind === 'invite' ? 'welcome.subtitleInvite' : 'welcome.subtitle')}
          </p>
          <div className="welcome-card">
            {/* what the server gives: its amount off (spec section 2: only above 0), the same way as My vouchers
                and checkout say it; type 1's special label names the coupon's type ("Wash a pair"), never a
                free wash the amount does not give */}
            <div className="welcome-card-value">
              <CouponValue amount={vo.amount} amountClassName="welcome-amount" />
              {vo.type === SPECIAL_COUPON_TYPE && <span className="welcome-special">{t('welcome.special')}</span>}
            </div>
            <div className="welcome-card-info">
              <p className="welcome-name">{vo.name}</p>
              <p className="welcome-scope">{t(limited ? 'welcome.scopeLimited' : 'welcome.scopeAll')}</p>
              <p className="welcome-validity">{t('welcome.validity', { term: vo.termOfValidity, unit })}</p>
            </div>
          </div>
          {action && (
            <button type="button" className="welcome-action" onClick={action.onClick}>
              {action.label}
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
