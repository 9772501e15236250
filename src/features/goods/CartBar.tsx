import { Badge, Button } from 'antd-mobile';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../ui/bottom-bar.css';
import './goods.css';
import { useLocation } from 'wouter';
import { PATHS, withQuery } from '../../lib/paths';
import { showToast } from '../../ui/feedback/toast';
import { Money } from '../../ui/Money';
import { CartSheet } from './CartSheet';
import { type OrderContext, orderContextQuery } from './order-context';
import { useCart } from './use-cart';

/**
 * The cart at the bottom of the product screens: how many pairs, the estimated total, the sheet to edit it,
 * and "Order", which leads to Create order in the way the customer is ordering.
 */
export function CartBar({ context }: { context: OrderContext }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const cart = useCart();
  const [open, setOpen] = useState(false);

  const order = () => {
    if (cart.lines.length === 0) {
      showToast(t('validation.addCartFirst'));
      return;
    }
    setOpen(false);
    navigate(withQuery(PATHS.createOrder, orderContextQuery(context)));
  };

  return (
    <>
      <div className="bottom-bar-spacer" />
      <section className="bottom-bar" aria-label={t('cart.title')}>
        <button
          type="button"
          className="cart-bar-open"
          aria-label={t('cart.open', { n: cart.count })}
          onClick={() => setOpen(true)}
        >
          <Badge content={cart.count > 0 ? String(cart.count) : null}>
            <ShopbagOutline aria-hidden fontSize={26} />
          </Badge>
        </button>
        <span className="cart-bar-total">{cart.count > 0 ? <Money amount={cart.total} /> : t('cart.emptyShort')}</span>
        <Button color="primary" className="cart-bar-order" onClick={order}>
          {t('cart.order')}
        </Button>
      </section>
      <CartSheet open={open} onClose={() => setOpen(false)} onOrder={order} />
    </>
  );
}
