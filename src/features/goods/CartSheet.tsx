import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../ui/feedback/dialog';
import { Button } from '../../ui/light/Button';
import { Sheet } from '../../ui/sheet/Sheet';
import './goods.css';
import { CloseIcon } from '../../ui/light/icons';
import { Money } from '../../ui/Money';
import { useModalFocus } from '../../ui/use-modal-focus';
import { CartLines } from './CartLines';
import { useCart } from './use-cart';

/** The cart as a bottom sheet: lines with their counts, delete, clear, and the way to order. */
export function CartSheet({ open, onClose, onOrder }: { open: boolean; onClose: () => void; onOrder: () => void }) {
  const { t } = useTranslation();
  const cart = useCart();
  const dialog = useModalFocus<HTMLElement>(open, onClose);

  const clear = async () => {
    const confirmed = await confirmDialog({
      content: t('cart.clearConfirm'),
      confirmText: t('cart.clear'),
      cancelText: t('cart.keep'),
    });
    if (confirmed) cart.clear();
  };

  return (
    <Sheet
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="sheet"
      destroyOnClose
    >
      <section
        ref={dialog}
        tabIndex={-1}
        className="sheet-inner"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-sheet-title"
      >
        <header className="sheet-header">
          <h2 id="cart-sheet-title" className="sheet-title">
            {t('cart.title')}
          </h2>
          {cart.lines.length > 0 && (
            <button type="button" className="text-button" onClick={() => void clear()}>
              {t('cart.clear')}
            </button>
          )}
          <button type="button" className="sheet-close" aria-label={t('cart.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="sheet-body">
          <CartLines />
        </div>
        <footer className="sheet-footer">
          <span className="cart-total">
            {t('cart.total')} <Money amount={cart.total} />
          </span>
          <Button color="primary" onClick={onOrder}>
            {t('cart.order')}
          </Button>
        </footer>
      </section>
    </Sheet>
  );
}
