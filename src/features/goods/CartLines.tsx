import { useTranslation } from 'react-i18next';
import './goods.css';
import { type CartLine, lineTotal } from '../../lib/cart';
import { Picture } from '../../ui/light/Picture';
import { Money } from '../../ui/Money';
import { AddOutline, DeleteOutline, MinusOutline } from './icons';
import { MAX_LINE_COUNT, useCart } from './use-cart';
import { useRepriceCart } from './use-reprice-cart';

/** A line's picture size: `.cart-line-image` (goods.css) is 56 by 56. */
const PICTURE_SIZE = 56;

/**
 * Counts by line (a stepper), delete: the cart as the sheet and the order form show it. The lines' pictures
 * load as they near the screen (lazy): on the order form the cart sits below its first fields, and in the
 * sheet they are mostly the list's pictures, already fetched.
 */
export function CartLines({ editable = true }: { editable?: boolean }) {
  const { t } = useTranslation();
  const cart = useCart();
  useRepriceCart();
  if (cart.lines.length === 0) return <p className="cart-empty">{t('cart.empty')}</p>;
  return (
    <ul className="cart-lines" aria-label={t('cart.title')}>
      {cart.lines.map((line, index) => (
        <CartLineRow
          // a line is its goods and add-ons; its index is how the rules address it
          key={`${line.id}-${line.goodsAddVos.map((addOn) => addOn.id).join('.')}`}
          line={line}
          editable={editable}
          onCount={(count) => cart.setCount(index, count)}
          onRemove={() => cart.remove(index)}
        />
      ))}
    </ul>
  );
}

function CartLineRow({
  line,
  editable,
  onCount,
  onRemove,
}: {
  line: CartLine;
  editable: boolean;
  onCount: (count: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const addOns = line.goodsAddVos.map((addOn) => addOn.name).join(', ');
  const label = addOns ? `${line.name} (${addOns})` : line.name;
  return (
    <li className="cart-line" aria-label={label}>
      {line.image ? (
        <Picture className="cart-line-image" src={line.image} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} />
      ) : null}
      <div className="cart-line-main">
        <p className="cart-line-name">{line.name}</p>
        <p className="cart-line-addons">{addOns || t('cart.noAddOns')}</p>
        <p className="cart-line-price">
          <Money amount={lineTotal(line)} />
        </p>
      </div>
      <div className="cart-line-side">
        {editable ? (
          <div className="stepper">
            <button
              type="button"
              className="stepper-button"
              aria-label={t('cart.decrease', { name: label })}
              disabled={line.count <= 1}
              onClick={() => onCount(line.count - 1)}
            >
              <MinusOutline aria-hidden />
            </button>
            <output className="stepper-value" aria-label={t('cart.countOf', { name: label })}>
              {line.count}
            </output>
            <button
              type="button"
              className="stepper-button"
              aria-label={t('cart.increase', { name: label })}
              disabled={line.count >= MAX_LINE_COUNT}
              onClick={() => onCount(line.count + 1)}
            >
              <AddOutline aria-hidden />
            </button>
          </div>
        ) : (
          <span className="cart-line-count">×{line.count}</span>
        )}
        {editable && (
          <button
            type="button"
            className="cart-line-remove"
            aria-label={t('cart.remove', { name: label })}
            onClick={onRemove}
          >
            <DeleteOutline aria-hidden />
          </button>
        )}
      </div>
    </li>
  );
}
