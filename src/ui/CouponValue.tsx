import { useTranslation } from 'react-i18next';
import { Money } from './Money';
import './coupon-value.css';

/**
 * What a coupon gives, said one way wherever a coupon is shown (the welcome popup, My vouchers, the voucher
 * choice at checkout): the amount the server takes off, with "off" under it; nothing when the server sends no
 * amount above 0 (spec section 2). The amount is what the server gives, whatever the coupon's type or name says:
 * a "wash a pair" coupon takes its amount off the wash (never more than the order), so nothing here promises
 * a wash for free.
 */
export function CouponValue({ amount, amountClassName }: { amount: number; amountClassName?: string }) {
  const { t } = useTranslation();
  if (!(amount > 0)) return null;
  return (
    <span className="coupon-value">
      <Money amount={amount} className={amountClassName} />
      <span className="coupon-off">{t('coupon.off')}</span>
    </span>
  );
}
