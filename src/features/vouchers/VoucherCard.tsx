import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimableCoupon, OwnedCoupon } from '../../api/schemas/coupon';
import { formatDate, formatMoney } from '../../lib/format';
import { CouponValue } from '../../ui/CouponValue';
import { limitedToSomeGoods, validityOf, voucherTypeKey } from './voucher-text';
import './vouchers.css';

type Props = {
  coupon: OwnedCoupon | ClaimableCoupon;
  /** A claim button, a "use" choice at checkout …, drawn on the card's right. */
  action?: ReactNode;
  /** Greys the card out (used, expired, or not applicable at checkout). */
  muted?: boolean;
};

/**
 * One voucher: the amount it takes off and its minimum spend, type, name, which goods it covers, its valid-to
 * date and the days left (for a voucher still to be claimed: how long it will be valid).
 */
export function VoucherCard({ coupon, action, muted = false }: Props) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const validity = validityOf(coupon);
  const claimable = coupon.status === 'claimable';
  return (
    <article
      className={`voucher${muted ? ' voucher-muted' : ''}`}
      aria-labelledby={nameId}
      data-status={coupon.status}
      data-type={coupon.type}
    >
      <div className="voucher-value">
        <CouponValue amount={coupon.amount} amountClassName="voucher-amount" />
        <span className="voucher-min">
          {coupon.minSpend > 0
            ? t('vouchers.minSpend', { amount: formatMoney(coupon.minSpend, i18n.language) })
            : t('vouchers.noMinSpend')}
        </span>
      </div>
      <div className="voucher-body">
        <span className={`voucher-type voucher-type-${coupon.type}`}>{t(voucherTypeKey(coupon.type))}</span>
        <h3 id={nameId} className="voucher-name">
          {coupon.name || t(voucherTypeKey(coupon.type))}
        </h3>
        <p className="voucher-line">
          {limitedToSomeGoods(coupon) ? t('vouchers.scope.some') : t('vouchers.scope.all')}
        </p>
        {claimable
          ? coupon.days !== null && <p className="voucher-line">{t('vouchers.validDays', { count: coupon.days })}</p>
          : coupon.validTo !== null && (
              <p className="voucher-line">
                <span>{t('vouchers.validTo', { date: formatDate(coupon.validTo) })}</span>
                {validity.kind === 'days' && (
                  <span className={validity.soon ? 'voucher-days voucher-days-soon' : 'voucher-days'}>
                    {t('vouchers.daysLeft', { count: validity.days })}
                  </span>
                )}
                {validity.kind === 'today' && (
                  <span className="voucher-days voucher-days-soon">{t('vouchers.lastDay')}</span>
                )}
              </p>
            )}
      </div>
      {action && <div className="voucher-action">{action}</div>}
    </article>
  );
}
