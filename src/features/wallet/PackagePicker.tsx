import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargePackage } from '../../api/schemas/wallet';
import { Money } from '../../ui/Money';

type Props = {
  packages: RechargePackage[];
  value: number | null;
  onChange: (packageId: number) => void;
};

/**
 * The recharge packages as one radio group: for each, the face value credited, the gift on top, what is
 * paid, and the new-user pack badge.
 */
export function PackagePicker({ packages, value, onChange }: Props) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="packages">
      <legend className="wallet-section-title">{t('topUp.packages')}</legend>
      <div className="package-grid">
        {packages.map((pack) => (
          <label key={pack.id} className={`package${value === pack.id ? ' package-selected' : ''}`}>
            <input
              type="radio"
              className="package-radio"
              name={name}
              value={pack.id}
              checked={value === pack.id}
              onChange={() => onChange(pack.id)}
            />
            {pack.newUserPack && <span className="package-badge">{t('topUp.newUserPack')}</span>}
            <span className="package-price">
              <Money amount={pack.price} />
            </span>
            {pack.giftAmount > 0 && (
              <span className="package-gift">
                {t('topUp.gift')} <Money amount={pack.giftAmount} />
              </span>
            )}
            <span className="package-pay">
              {t('topUp.payAmount')} <Money amount={pack.payAmount} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
