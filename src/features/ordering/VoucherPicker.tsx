import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnedCoupon } from '../../api/schemas/coupon';
import { walletQueries } from '../../api/wallet';
import type { Id } from '../../lib/id';
import { lazyPart } from '../../ui/lazy-part';
import { Money } from '../../ui/Money';
import { QueryLoading, QueryState } from '../../ui/QueryState';
import { limitedToSomeGoods, UNUSED_VOUCHERS, voucherTypeKey } from '../vouchers';
import { applicableCoupons, type CouponOrder, couponSaving } from './coupon-rules';
import { CouponOutline } from './icons';
import { SheetPicker } from './SheetPicker';

type ChoicesProps = ComponentProps<typeof import('./VoucherChoices').VoucherChoices>;

/**
 * The sheet's list of vouchers loads with the sheet, as a finger lands on the row: only a customer choosing a
 * voucher needs it.
 */
const { Part: VoucherChoices, prepare: prepareChoices } = lazyPart<ChoicesProps>(
  () => import('./VoucherChoices').then((module) => module.VoucherChoices),
  { placeholder: () => <QueryLoading rows={2} /> },
);

/** The customer's unused vouchers (first page is plenty: they are few). */
export const COUPON_QUERY = UNUSED_VOUCHERS;

/** What a voucher chosen in My vouchers needs, while there are no goods yet: its name, and goods (its own). */
export function heldVoucherLine(t: TFunction, voucher: OwnedCoupon): string {
  const name = voucher.name || t(voucherTypeKey(voucher.type));
  return t(limitedToSomeGoods(voucher) ? 'createOrder.voucher.heldSome' : 'createOrder.voucher.heldAny', { name });
}

/**
 * The voucher for this order: the customer's unused vouchers, those that apply selectable and first (the best
 * saving first, so the one to pick is on top), the others after them with why they do not (minimum spend,
 * other goods). With no goods yet there is nothing to use one on: the row only says how many there are, with
 * no verdict and no sheet of vouchers all greyed out for the same reason; or, when the customer came with one
 * chosen (`held`, from My vouchers), names it and what it needs.
 */
export function VoucherPicker({
  order,
  value,
  held = null,
  onChange,
}: {
  order: CouponOrder;
  value: Id | null;
  /** The voucher the draft holds, whether or not it applies yet. */
  held?: Id | null;
  onChange: (couponId: Id | null) => void;
}) {
  const { t } = useTranslation();
  const coupons = useQuery(walletQueries.couponList(COUPON_QUERY));
  const list = coupons.data?.list ?? [];
  const usable = applicableCoupons(list, order);
  const shown = [...usable, ...list.filter((coupon) => !usable.includes(coupon))];
  const chosen = usable.find((coupon) => coupon.id === value) ?? null;
  const icon = <CouponOutline aria-hidden className="form-row-icon" />;

  if (order.goodsIds.length === 0) {
    const waiting = list.find((coupon) => coupon.id === held);
    return (
      <div className="form-row">
        {icon}
        <span className="form-row-main">
          <span className="form-row-label">{t('createOrder.voucher.label')}</span>
          <span className="form-row-placeholder">
            {coupons.isPending
              ? t('shell.loading')
              : waiting
                ? heldVoucherLine(t, waiting)
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
      prepare={prepareChoices}
      sheetTitle={t('createOrder.voucher.title')}
    >
      {(close) => (
        <QueryState query={coupons}>
          {() => (
            <VoucherChoices
              coupons={shown}
              order={order}
              noneChosen={value === null}
              chosenId={chosen?.id ?? null}
              onChoose={(couponId) => {
                onChange(couponId);
                close();
              }}
            />
          )}
        </QueryState>
      )}
    </SheetPicker>
  );
}
