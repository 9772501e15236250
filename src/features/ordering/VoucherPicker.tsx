import { useQuery } from '@tanstack/react-query';
import { CheckOutline, CouponOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnedCoupon } from '../../api/schemas/coupon';
import { walletQueries } from '../../api/wallet';
import { formatDate, formatMoney } from '../../lib/format';
import { Money } from '../../ui/Money';
import { QueryState } from '../../ui/QueryState';
import { TitledSheet } from '../../ui/sheet/TitledSheet';
import { type CouponOrder, couponProblem, couponSaving } from './coupon-rules';
import '../../ui/option-row.css';

/** The customer's unused vouchers (first page is plenty: they are few). */
export const COUPON_QUERY = { status: 'unused' as const, pageNum: 1, pageSize: 50 };

/**
 * The voucher for this order: the customer's unused vouchers, those that apply selectable, the others shown
 * with why they do not (minimum spend, other goods).
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
  const [open, setOpen] = useState(false);
  const coupons = useQuery(walletQueries.couponList(COUPON_QUERY));
  const list = coupons.data?.list ?? [];
  const usable = list.filter((coupon) => couponProblem(coupon, order) === null);
  const chosen = usable.find((coupon) => coupon.id === value) ?? null;

  return (
    <>
      <button type="button" className="form-row form-row-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <CouponOutline aria-hidden className="form-row-icon" />
        <span className="form-row-main">
          <span className="form-row-label">{t('createOrder.voucher.label')}</span>
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
        </span>
        <RightOutline aria-hidden className="form-row-arrow" />
      </button>
      <TitledSheet
        open={open}
        onClose={() => setOpen(false)}
        titleId="voucher-sheet-title"
        title={t('createOrder.voucher.title')}
        closeLabel={t('createOrder.close')}
      >
        <QueryState query={coupons}>
          {() => (
            <ul className="choice-list">
              <li>
                <button
                  type="button"
                  className={value === null ? 'option-row choice choice-active' : 'option-row choice'}
                  aria-pressed={value === null}
                  onClick={() => {
                    onChange(null);
                    setOpen(false);
                  }}
                >
                  <span className="choice-main">{t('createOrder.voucher.none')}</span>
                  {value === null && <CheckOutline aria-hidden className="choice-check" />}
                </button>
              </li>
              {list.map((coupon) => (
                <VoucherChoice
                  key={coupon.id}
                  coupon={coupon}
                  order={order}
                  selected={coupon.id === chosen?.id}
                  onChoose={() => {
                    onChange(coupon.id);
                    setOpen(false);
                  }}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </TitledSheet>
    </>
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
    <li>
      <button
        type="button"
        className={selected ? 'option-row choice choice-active' : 'option-row choice'}
        aria-pressed={selected}
        aria-disabled={problem !== null}
        disabled={problem !== null}
        onClick={onChoose}
      >
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
        {selected && <CheckOutline aria-hidden className="choice-check" />}
      </button>
    </li>
  );
}
