import { useTranslation } from 'react-i18next';
import type { OwnedCoupon } from '../../api/schemas/coupon';
import { formatDate, formatMoney } from '../../lib/format';
import type { Id } from '../../lib/id';
import { CouponValue } from '../../ui/CouponValue';
import { Choice } from './Choice';
import { type CouponOrder, couponProblem } from './coupon-rules';

/**
 * The voucher sheet's list: "No voucher", then the customer's vouchers (those that apply first), each with its
 * minimum spend, its end date and, when it does not apply, why.
 */
export function VoucherChoices({
  coupons,
  order,
  noneChosen,
  chosenId,
  onChoose,
}: {
  coupons: OwnedCoupon[];
  order: CouponOrder;
  noneChosen: boolean;
  /** The voucher chosen, when it applies. */
  chosenId: Id | null;
  onChoose: (couponId: Id | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="choice-list">
      <Choice selected={noneChosen} onChoose={() => onChoose(null)}>
        <span className="choice-main">{t('createOrder.voucherChoice.none')}</span>
      </Choice>
      {coupons.map((coupon) => (
        <VoucherChoice
          key={coupon.id}
          coupon={coupon}
          order={order}
          selected={coupon.id === chosenId}
          onChoose={() => onChoose(coupon.id)}
        />
      ))}
    </ul>
  );
}

function VoucherChoice({
  coupon,
  order,
  selected,
  onChoose,
}: {
  coupon: OwnedCoupon;
  order: CouponOrder;
  selected: boolean;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const problem = couponProblem(coupon, order);
  return (
    <Choice selected={selected} disabled={problem !== null} onChoose={onChoose}>
      <span className="pick-voucher-amount">
        <CouponValue amount={coupon.amount} />
      </span>
      <span className="choice-main">
        <span className="pick-voucher-name">
          {coupon.name} <span className="choice-tag">{t(`createOrder.voucherChoice.type.${coupon.type}`)}</span>
        </span>
        <span className="pick-voucher-line">
          {coupon.minSpend > 0
            ? t('createOrder.voucherChoice.minSpend', { amount: formatMoney(coupon.minSpend, i18n.language) })
            : t('createOrder.voucherChoice.noMinSpend')}
        </span>
        {coupon.validTo && (
          <span className="pick-voucher-line">
            {t('createOrder.voucherChoice.validTo', { date: formatDate(coupon.validTo), days: coupon.days })}
          </span>
        )}
        {problem && <span className="voucher-problem">{t(`createOrder.voucherChoice.problem.${problem}`)}</span>}
      </span>
    </Choice>
  );
}
