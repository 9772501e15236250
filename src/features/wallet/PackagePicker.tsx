import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargePackage } from '../../api/schemas/wallet';
import type { Id } from '../../lib/id';
import { FormProblem } from '../../ui/form-problem';
import { Money } from '../../ui/Money';

type Props = {
  /** The shop's offer that names the packages (its title); without one, 'Top-up packages'. */
  title?: string;
  packages: RechargePackage[];
  value: Id | null;
  onChange: (packageId: Id) => void;
  /** Why the form cannot be sent yet (no package chosen), said beside the packages. */
  problem?: string | null;
};

/**
 * The top-up packages as one radio group: for each, the face value credited, the gift on top, what is
 * paid, and the new-user pack badge.
 */
export function PackagePicker({ title, packages, value, onChange, problem = null }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const problemId = `${name}-problem`;
  return (
    <fieldset className="packages">
      {/* one heading for the one list: the offer's title when the shop gives one */}
      <legend className="wallet-section-title top-up-activity">{title?.trim() || t('topUp.packages')}</legend>
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
              aria-describedby={problem ? problemId : undefined}
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
      <FormProblem id={problemId} text={problem} />
    </fieldset>
  );
}
