import { useTranslation } from 'react-i18next';
import type { GoodsAddOn } from '../../api/schemas/goods';
import type { Id } from '../../lib/id';
import { Money } from '../../ui/Money';

/** The add-ons offered with a goods, each a checkbox with its price. */
export function AddOnPicker({
  addOns,
  chosen,
  onChange,
}: {
  addOns: GoodsAddOn[];
  chosen: Id[];
  onChange: (ids: Id[]) => void;
}) {
  const { t } = useTranslation();
  if (addOns.length === 0) return null;
  const toggle = (id: Id, on: boolean) =>
    onChange(on ? [...chosen.filter((other) => other !== id), id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="addons">
      <legend className="section-title">{t('goods.addOns')}</legend>
      {addOns.map((addOn) => {
        const checked = chosen.includes(addOn.id);
        return (
          <label key={addOn.id} className={checked ? 'addon addon-checked' : 'addon'}>
            <input
              type="checkbox"
              className="addon-input"
              checked={checked}
              onChange={(event) => toggle(addOn.id, event.target.checked)}
            />
            <span className="addon-name">{addOn.name}</span>
            <span className="addon-price">
              +<Money amount={addOn.price} />
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
