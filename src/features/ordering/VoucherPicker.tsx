import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OwnedCoupon } from '../../api/schemas/coupon';
import { walletQueries } from '../../api/wallet';
import { formatDate, formatMoney } from '../../lib/format';
import { Money } from '../../ui/Money';
import { QueryState } from '../../ui/QueryState';
import { applicableCoupons, type CouponOrder, couponProblem, couponSaving } from './coupon-rules';
import { CouponOutline } from './icons';
import { Choice, SheetPicker } from './SheetPicker';

/** The customer's unused vouchers (first page is plenty: they are few). */
export const COUPON_QUERY = { status: 'unused' as const, pageNum: 1, pageSize: 50 };

/**
 * The voucher for this order: the customer's unused vouchers, those that apply selectable and first (the best
 * saving first, so the one to pick is on top), the others after them with why they do not (minimum spend,
 * other goods). With no goods yet there is nothing to use one on: the row only says how many there are, with
 * no verdict and no sheet of vouchers all greyed out for the same reason.
 */
export function VoucherPicker({
  order,
  value,
  onChange,
}: {
  order: CouponOrder;
  value: number | null;
  onChange: (couponId: number | null) => void;
}) {
  const { t } = useTranslation();
  const coupons = useQuery(walletQueries.couponList(COUPON_QUERY));
  const list = coupons.data?.list ?? [];
  const usable = applicableCoupons(list, order);
  const shown = [...usable, ...list.filter((coupon) => !usable.includes(coupon))];
  const chosen = usable.find((coupon) => coupon.id === value) ?? null;
  const icon = <CouponOutline aria-hidden className="form-row-icon" />;

  if (order.goodsIds.length === 0) {
    return (
      <div className="form-row">
        {icon}
        <span className="form-row-main">
          <span className="form-row-label">{t('createOrder.voucher.label')}</span>
          <span className="form-row-placeholder">
            {coupons.isPending
              ? t('shell.loading')
              : list.length > 0
                ? t('createOrder.voucher.afterGoods', { count: list.length })
                : t('createOrder.voucher.noneOwned')}
          </span>
        </span>
      </div>
    );
  }

  return (
    <SheetPicker
      icon={icon}
      label={t('createOrder.voucher.label')}
      value={
        <span className={chosen ? 'form-row-value' : 'form-row-placeholder'}>
          {chosen ? (
            <>
              {chosen.name} (−
              <Money amount={couponSaving(chosen, order.subtotal)} />)
            </>
          ) : coupons.isPending ? (
            t('shell.loading')
          ) : usable.length > 0 ? (
            t('createOrder.voucher.available', { n: usable.length })
          ) : (
            t('createOrder.voucher.noneUsable')
          )}
        </span>
      }
      sheetTitleId="voucher-sheet-title"
      sheetTitle={t('createOrder.voucher.title')}
    >
      {(close) => (
        <QueryState query={coupons}>
          {() => (
            <ul className="choice-list">
              <Choice
                selected={value === null}
                onChoose={() => {
                  onChange(null);
                  close();
                }}
              >
                <span className="choice-main">{t('createOrder.voucher.none')}</span>
              </Choice>
              {shown.map((coupon) => (
                <VoucherChoice
                  key={coupon.id}
                  coupon={coupon}
                  order={order}
                  selected={coupon.id === chosen?.id}
                  onChoose={() => {
                    onChange(coupon.id);
                    close();
                  }}
                />
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </SheetPicker>
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
        <Money amount={coupon.amount} />
      </span>
      <span className="choice-main">
        <span className="pick-voucher-name">
          {coupon.name} <span className="choice-tag">{t(`createOrder.voucher.type.${coupon.type}`)}</span>
        </span>
        <span className="pick-voucher-line">
          {coupon.minSpend > 0
            ? t('createOrder.voucher.minSpend', { amount: formatMoney(coupon.minSpend, i18n.language) })
            : t('createOrder.voucher.noMinSpend')}
        </span>
        <span className="pick-voucher-line">
          {t('createOrder.voucher.validTo', { date: formatDate(coupon.validTo), days: coupon.days })}
        </span>
        {problem && <span className="voucher-problem">{t(`createOrder.voucher.problem.${problem}`)}</span>}
      </span>
    </Choice>
  );
}
