import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/schemas/order';
import { waitsInBox } from '../../api/schemas/order-statuses';
import { Money } from '../../ui/Money';
import { type Dues, duesOf } from './actions';
import { amountLabelKey } from './amount-label';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * What the order costs, so that it adds up: the order's own charges (cleaning, additional service, delivery fee,
 * voucher) and what they come to, "To pay" until paid and "Paid" after (never "Actual payment" for money not
 * paid); then what came after, paid or still owed: the price difference and the overdue fee, each once; and,
 * when both are owed, what is still to pay in all. `dues` is what the detail worked out as owed (src/api/dues.ts).
 */
export function OrderCosts({ order, dues = duesOf(order) }: { order: Order; dues?: Dues }) {
  const { t } = useTranslation();
  const line = (label: string, amount: number, { sign = '', className = 'orders-field' } = {}) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd>
        {sign}
        <Money amount={amount} />
      </dd>
    </div>
  );
  // owed only while the shoes wait in a box: they are paid for before they are collected
  const waiting = waitsInBox(order.status);
  const owedDifference = waiting && dues.owed.priceDifference ? dues.priceDifference : 0;
  const owedOvertime = waiting && dues.owed.overtimeFee ? dues.overtimeFee : 0;
  // a price difference not owed (any more) was paid: the order's word when it says, else the status's (dues)
  const paidDifference =
    order.priceDifference && !dues.owed.priceDifference && order.priceDifference.paid !== false
      ? order.priceDifference.amount
      : 0;
  const owedLines = Number(owedDifference > 0) + Number(owedOvertime > 0);
  // one thing owed is itself the sum to pay; two are summed up under them
  const owed = owedLines === 1 ? 'orders-field orders-costs-total orders-costs-owed' : 'orders-field orders-costs-owed';
  return (
    <section className="orders-section" aria-labelledby="orders-costs-title">
      <h2 id="orders-costs-title" className="orders-section-title">
        {t('orders.costs.title')}
      </h2>
      <dl className="orders-fields orders-costs">
        {order.cleaningCost !== null && line(t('orders.costs.cleaningCost'), order.cleaningCost)}
        {order.additionalService > 0 && line(t('orders.costs.additionalService'), order.additionalService)}
        {order.deliveryFee !== null &&
          (order.deliveryFee > 0 || order.kind === 'door-to-door') &&
          line(t('orders.costs.deliveryFee'), order.deliveryFee)}
        {order.voucher > 0 && line(t('orders.costs.voucher'), order.voucher, { sign: '−' })}
        {line(t(amountLabelKey(order)), order.actualPayment, { className: 'orders-field orders-costs-total' })}
        {paidDifference > 0 && line(t('orders.costs.priceDifferencePaid'), paidDifference)}
        {order.overtimeFeePaid > 0 && line(t('orders.costs.overtimeFeePaid'), order.overtimeFeePaid)}
        {owedDifference > 0 && line(t('orders.costs.priceDifferenceDue'), owedDifference, { className: owed })}
        {owedOvertime > 0 && line(t('orders.costs.overtimeFeeDue'), owedOvertime, { className: owed })}
        {owedLines > 1 &&
          line(t('orders.costs.stillToPay'), cents(owedDifference + owedOvertime), {
            className: 'orders-field orders-costs-total orders-costs-owed',
          })}
      </dl>
    </section>
  );
}
