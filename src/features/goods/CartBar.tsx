import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../ui/bottom-bar.css';
import './goods.css';
import { useLocation } from 'wouter';
import { type OrderContext, orderContextQuery } from '../../lib/order-context';
import { PATHS, withQuery } from '../../lib/paths';
import { withAntdSetup } from '../../ui/antd-setup';
import { showToast } from '../../ui/feedback/toast';
import { lazyPart, useOpenedOnce } from '../../ui/lazy-part';
import { Badge } from '../../ui/light/Badge';
import { Button } from '../../ui/light/Button';
import { BagIcon } from '../../ui/light/icons';
import { Money } from '../../ui/Money';
import { useCart } from './use-cart';

/**
 * The sheet loads when a finger lands on the cart: antd-mobile's Popup brings react-spring and the gesture code
 * (about 25 KB gzip), which the product list and a product's detail loaded before they could show.
 */
type CartSheetProps = ComponentProps<typeof import('./CartSheet').CartSheet>;
const { Part: CartSheet, prepare: prepareCartSheet } = lazyPart<CartSheetProps>(
  withAntdSetup(() => import('./CartSheet').then((module) => module.CartSheet)),
);

/**
 * The cart at the bottom of the product screens: how many pairs, the estimated total, the sheet to edit it,
 * and "Order", which leads to Create order in the way the customer is ordering.
 */
export function CartBar({ context }: { context: OrderContext }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);

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
          onPointerDown={prepareCartSheet}
          onFocus={prepareCartSheet}
          onClick={() => setOpen(true)}
        >
          <Badge count={cart.count}>
            <BagIcon size={26} />
          </Badge>
        </button>
        <span className="cart-bar-total">{cart.count > 0 ? <Money amount={cart.total} /> : t('cart.emptyShort')}</span>
        <Button color="primary" className="cart-bar-order" onClick={order}>
          {t('cart.order')}
        </Button>
      </section>
      {opened && <CartSheet open={open} onClose={() => setOpen(false)} onOrder={order} />}
    </>
  );
}
